// The admin Analytics tab's three figures (SPEC §2): customers (not the console identity), items,
// and items pending review.
import { eq, ne, sql } from 'drizzle-orm';
import type { Analytics } from '@/domain/admin-user';
import type { Db } from '@/server/db/client';
import { clothingItems, users } from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';

export async function countTotals(db: Db): Promise<Analytics> {
  const count = sql<number>`count(*)::int`;
  const [[customers], [all], [pending]] = await Promise.all([
    db.select({ n: count }).from(users).where(ne(users.id, CONSOLE_ADMIN_ID)),
    db.select({ n: count }).from(clothingItems),
    db.select({ n: count }).from(clothingItems).where(eq(clothingItems.status, 'pending')),
  ]);
  return { totalUsers: customers?.n ?? 0, totalItems: all?.n ?? 0, pendingReview: pending?.n ?? 0 };
}
