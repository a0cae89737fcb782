// The admin lists (SPEC §2 admin tabs, polled every 5 s): one page of rows and the total, and a
// weak ETag from the table's version so an unchanged poll is answered 304 without a body.
import { eq, sql } from 'drizzle-orm';
import type { Page } from '@/domain/pagination';
import type { PageQuery } from '@/domain/pagination.schema';
import type { DbOrTx } from '@/server/db/client';
import { tableVersions } from '@/server/db/schema';
import type { HandlerContext } from './bind-endpoint';

export interface PagedSource<Row> {
  /**
   * The rows of the page, in the list's order. It must be a total order (an ORDER BY ending in a
   * unique column, the id): PostgreSQL returns ties in any order, so a page cut by limit and offset
   * would repeat some rows and skip others.
   */
  rows(limit: number, offset: number): Promise<Row[]>;
  total(): Promise<number>;
}

/** The columns of a list's total query: `totalOf(db.select(countColumns()).from(t).where(w))`. */
export function countColumns() {
  return { total: sql<number>`count(*)::int` };
}

/** The total a list's count query found. */
export async function totalOf(query: PromiseLike<{ total: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.total ?? 0;
}

export async function pageFrom<Row, Item>(
  { page, pageSize }: PageQuery,
  source: PagedSource<Row>,
  toItem: (row: Row) => Item | Promise<Item>,
): Promise<Page<Item>> {
  const [rows, total] = await Promise.all([
    source.rows(pageSize, (page - 1) * pageSize),
    source.total(),
  ]);
  return { items: await Promise.all(rows.map(toItem)), total, page, pageSize };
}

/** Changes with every statement that writes the table (a trigger bumps table_versions). */
export async function tableVersion(db: DbOrTx, tableName: string): Promise<number> {
  const [row] = await db
    .select({ version: tableVersions.version })
    .from(tableVersions)
    .where(eq(tableVersions.tableName, tableName));
  return row?.version ?? 0;
}

/** Stands for the reply of a handler that has already answered (a 304). */
export const alreadyAnswered = undefined as never;

/** Tags the answer; answers 304 and returns true when the poller already has this version. */
export function answeredUnchanged({ request, reply }: HandlerContext, tag: string): boolean {
  reply.header('ETag', tag);
  if (request.headers['if-none-match'] !== tag) return false;
  void reply.status(304).send();
  return true;
}
