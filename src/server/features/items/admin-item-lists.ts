// Admin Items tab lists (SPEC §2 admin): a page at a time, newest first, each item with its
// seller's email and cart value. The page is cut first (an index walk on (status, created_at, id)
// or (created_at, id)); only its rows are joined to users and given a cart value.
import { eq, sql } from 'drizzle-orm';
import type { AdminItem } from '../../../domain/items';
import type { Page } from '../../../domain/pagination';
import type { Db } from '../../db/client';
import { tableVersions, type clothingItems } from '../../db/schema';
import { toClothingItem } from './item-mapper';

export type AdminItemFilter = 'pending' | 'all';

type ItemRow = typeof clothingItems.$inferSelect;

/** The clothing_items version: changes with every statement that writes the table (trigger). */
export async function itemsVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: tableVersions.version })
    .from(tableVersions)
    .where(eq(tableVersions.tableName, 'clothing_items'));
  return row?.version ?? 0;
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

export async function listAdminItems(
  db: Db,
  filter: AdminItemFilter,
  page: number,
  pageSize: number,
  version: number,
): Promise<Page<AdminItem>> {
  const where = filter === 'pending' ? sql`where status = 'pending'` : sql``;
  const offset = (page - 1) * pageSize;
  // A seller's cart value is the sum of offers on their approved items, the batch they can ship
  // (SPEC §2 admin Items "cart value"); the partial index on approved offers answers it.
  const [result, total] = await Promise.all([
    db.execute(sql`
      select p.id, u.email as user_email,
        coalesce((select sum(a.offer_amount) from clothing_items a
                  where a.user_id = p.user_id and a.status = 'approved'), 0)::numeric(12,2)::text
          as user_cart_value
      from (select id, user_id, created_at from clothing_items ${where}
            order by created_at desc, id desc limit ${pageSize} offset ${offset}) p
      left join users u on u.id = p.user_id
      order by p.created_at desc, p.id desc`),
    countItems(db, filter, version),
  ]);
  const pageRows = rowsOf<{ id: number; user_email: string | null; user_cart_value: string }>(result);
  const ids = pageRows.map((row) => Number(row.id));
  const items = ids.length
    ? await db.query.clothingItems.findMany({ where: (t, { inArray }) => inArray(t.id, ids) })
    : [];
  const byId = new Map<number, ItemRow>(items.map((item) => [item.id, item]));
  return {
    items: pageRows.flatMap((row) => {
      const item = byId.get(Number(row.id));
      return item
        ? [{ ...toClothingItem(item), userEmail: row.user_email, userCartValue: row.user_cart_value }]
        : [];
    }),
    total,
    page,
    pageSize,
  };
}

/** Raw query rows: node-postgres and PGlite both answer { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
