// The admin Items tab lists (SPEC §2 admin): a page at a time, newest first, each item with its
// seller's email and cart value. The page is cut first (an index walk on (status, created_at, id)
// or (created_at, id)); only its rows are joined to users and given a cart value.
import { sql } from 'drizzle-orm';
import type { AdminItem } from '@/domain/items';
import type { Page, PageQuery } from '@/domain/pagination';
import type { Db } from '@/server/db/client';
import { pageFrom, type PagedSource } from '@/server/platform/paged-list';
import { toAdminItem, type AdminItemRow } from './admin-item-mapper';
import type { ItemRow } from './item-mapper';

export type AdminItemFilter = 'pending' | 'all';

/**
 * One page of the list. `version` is the clothing_items table version the caller read (it tags
 * the answer): the total is counted once per version, however often an unchanged table is polled.
 */
export async function listAdminItems(
  db: Db,
  filter: AdminItemFilter,
  query: PageQuery,
  version: number,
): Promise<Page<AdminItem>> {
  return pageFrom(query, adminItemsNewestFirst(db, filter, version), toAdminItem);
}

function adminItemsNewestFirst(
  db: Db,
  filter: AdminItemFilter,
  version: number,
): PagedSource<AdminItemRow> {
  const where = filter === 'pending' ? sql`where status = 'pending'` : sql``;
  return {
    rows: async (limit, offset) => {
      // A seller's cart value is the sum of offers on their approved items, the batch they can
      // ship (SPEC §2 admin Items "cart value"); the partial index on approved offers answers it.
      const pageRows = rowsOf<{ id: number; user_email: string | null; user_cart_value: string }>(
        await db.execute(sql`
          select p.id, u.email as user_email,
            coalesce((select sum(a.offer_amount) from clothing_items a
                      where a.user_id = p.user_id and a.status = 'approved'), 0)::numeric(12,2)::text
              as user_cart_value
          from (select id, user_id, created_at from clothing_items ${where}
                order by created_at desc, id desc limit ${limit} offset ${offset}) p
          left join users u on u.id = p.user_id
          order by p.created_at desc, p.id desc`),
      );
      const ids = pageRows.map((row) => Number(row.id));
      const items = ids.length
        ? await db.query.clothingItems.findMany({ where: (t, { inArray }) => inArray(t.id, ids) })
        : [];
      const byId = new Map<number, ItemRow>(items.map((item) => [item.id, item]));
      return pageRows.flatMap((row) => {
        const item = byId.get(Number(row.id));
        return item
          ? [{ item, userEmail: row.user_email, userCartValue: row.user_cart_value }]
          : [];
      });
    },
    total: () => countItems(db, filter, version),
  };
}

// Totals per (filter, version): an unchanged table is counted once, however often it is polled.
const totals = new Map<string, number>();

async function countItems(db: Db, filter: AdminItemFilter, version: number): Promise<number> {
  const key = `${filter}:${version}`;
  const cached = totals.get(key);
  if (cached !== undefined) return cached;
  const where = filter === 'pending' ? sql`where status = 'pending'` : sql``;
  const rows = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from clothing_items ${where}`),
  );
  const total = Number(rows[0]?.total ?? 0);
  if (totals.size > 100) totals.clear();
  totals.set(key, total);
  return total;
}

/** Raw query rows: node-postgres and PGlite both answer { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
