// The admin Items tab lists (SPEC §2 admin, issue 14): a page at a time, searched, filtered and
// sorted on the server, each item with its seller's email and cart value. The page is cut first
// (an index walk on (status | category, created_at, id) or (created_at, id), or the few rows a
// search finds through its indexes); only its rows are joined to users and given a cart value.
import { sql, type SQL } from 'drizzle-orm';
import type { AllItemsQuery } from '@/domain/admin-lists.schema';
import type { AdminItem } from '@/domain/items.schema';
import type { Page } from '@/domain/pagination';
import type { Db } from '@/server/db/client';
import { pageFrom, type PagedSource } from '@/server/platform/paged-list';
import {
  allOf,
  listOrder,
  queryFingerprint,
  searchedId,
  startsWith,
  withinDays,
} from '@/server/platform/list-filters';
import { searchedUserIds } from '@/server/features/auth';
import { toAdminItem, type AdminItemRow } from './admin-item-mapper';
import type { ItemRow } from './item-mapper';

export type AdminItemFilter = 'pending' | 'all';

/**
 * One page of the list. `version` is the clothing_items table version the caller read (it tags
 * the answer): the total is counted once per (query, version), however often it is polled.
 */
export async function listAdminItems(
  db: Db,
  filter: AdminItemFilter,
  query: AllItemsQuery,
  version: number,
): Promise<Page<AdminItem>> {
  return pageFrom(query, adminItems(db, filter, query, version), toAdminItem);
}

/** The search, filters and list (pending or all) as one condition on clothing_items `ci`. */
function itemConditions(filter: AdminItemFilter, query: AllItemsQuery): SQL {
  const status = filter === 'pending' ? 'pending' : query.status;
  return allOf([
    status && sql`ci.status = ${status}`,
    query.category && sql`ci.category = ${query.category}`,
    withinDays(sql`ci.created_at`, query.from, query.to),
    // The found ids as one array (computed once): an index lookup on the primary key. Joined to a
    // set of unknown size instead, the planner hashes the whole table.
    query.q && sql`ci.id = any(array(${searchedItems(query.q)}))`,
  ]);
}

/**
 * The items a search finds, one index lookup per way of finding them: the item number (primary
 * key), the seller's id, email or name (a few user ids through the users' search indexes, then
 * their items through (user_id, created_at)), the brand (lower(brand) text_pattern_ops). As one OR
 * the planner walks the newest-first index hoping to meet 50 matches soon, which for a search that
 * matches a handful of items reads the whole table (decision 0023).
 */
function searchedItems(q: string): SQL {
  const id = searchedId(q);
  const ways = [
    id !== null && sql`select id from clothing_items where id = ${id}`,
    sql`select id from clothing_items where user_id = any(array(${searchedUserIds(q)}))`,
    sql`select id from clothing_items where lower(brand) like ${startsWith(q)}`,
  ].filter((way): way is SQL => Boolean(way));
  return sql.join(ways, sql` union `);
}

function orderOf(query: AllItemsQuery, alias: string): SQL {
  const brand = alias === 'ci' ? 'lower(ci.brand)' : `${alias}.brand_key`;
  return listOrder(query, sql.raw(`${alias}.id`), {
    created: sql.raw(`${alias}.created_at`),
    brand: sql.raw(brand),
    offer: sql.raw(`${alias}.offer_amount`),
  });
}

function adminItems(
  db: Db,
  filter: AdminItemFilter,
  query: AllItemsQuery,
  version: number,
): PagedSource<AdminItemRow> {
  const where = itemConditions(filter, query);
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
          from (select ci.id, ci.user_id, ci.created_at, ci.offer_amount,
                       lower(ci.brand) as brand_key
                from clothing_items ci where ${where}
                order by ${orderOf(query, 'ci')} limit ${limit} offset ${offset}) p
          left join users u on u.id = p.user_id
          order by ${orderOf(query, 'p')}`),
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
    total: () =>
      countItems(
        db,
        filter,
        query,
        version,
        sql`select count(*)::int as total from clothing_items ci where ${where}`,
      ),
  };
}

// Totals per (list, search and filters, version): an unchanged table is counted once, however
// often it is polled.
const totals = new Map<string, number>();

async function countItems(
  db: Db,
  filter: AdminItemFilter,
  { q, status, category, from, to }: AllItemsQuery,
  version: number,
  counting: SQL,
): Promise<number> {
  const key = `${filter}:${queryFingerprint({ q, status, category, from, to })}:${version}`;
  const cached = totals.get(key);
  if (cached !== undefined) return cached;
  const rows = rowsOf<{ total: number }>(await db.execute(counting));
  const total = Number(rows[0]?.total ?? 0);
  if (totals.size > 500) totals.clear();
  totals.set(key, total);
  return total;
}

/** The count of pending and of all items at this table version (the console's tab counts). */
export async function countItemTabs(
  db: Db,
  version: number,
): Promise<{ pending: number; all: number }> {
  const [pending, all] = await Promise.all([
    countItems(db, 'pending', { page: 1, pageSize: 1 }, version, countOf(sql`status = 'pending'`)),
    countItems(db, 'all', { page: 1, pageSize: 1 }, version, countOf(sql`true`)),
  ]);
  return { pending, all };
}

const countOf = (where: SQL) =>
  sql`select count(*)::int as total from clothing_items where ${where}`;

/** Raw query rows: node-postgres and PGlite both answer { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
