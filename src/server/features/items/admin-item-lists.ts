// Admin Items tab lists (SPEC §2 admin): a page at a time, newest first, each item with its
// seller's email and cart value. Indexed on (status, created_at) and (created_at, id), so a page
// costs the same with 100 items or 100,000.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminItem } from '../../../domain/items';
import type { Page } from '../../../domain/pagination';
import type { Db } from '../../db/client';
import { clothingItems, users } from '../../db/schema';
import { toClothingItem } from './item-mapper';

/**
 * A seller's cart value: the sum of offers on their approved items, the batch they can ship
 * (SPEC §2 admin Items "cart value").
 */
const cartValue = sql<string>`coalesce((
  select sum(ci.offer_amount) from clothing_items ci
  where ci.user_id = ${clothingItems.userId} and ci.status = 'approved'
), 0)::numeric(12,2)::text`;

export async function listAdminItems(
  db: Db,
  filter: 'pending' | 'all',
  page: number,
  pageSize: number,
): Promise<Page<AdminItem>> {
  const where: SQL | undefined = filter === 'pending' ? eq(clothingItems.status, 'pending') : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ item: clothingItems, userEmail: users.email, userCartValue: cartValue })
      .from(clothingItems)
      .leftJoin(users, eq(users.id, clothingItems.userId))
      .where(where)
      .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(clothingItems)
      .where(where ? and(where) : undefined),
  ]);
  return {
    items: rows.map((row) => ({
      ...toClothingItem(row.item),
      userEmail: row.userEmail,
      userCartValue: row.userCartValue,
    })),
    total: count?.total ?? 0,
    page,
    pageSize,
  };
}
