// The admin Analytics tab's three figures (SPEC §2). Total users counts every account row, as the
// Users tab lists them (sellers, staff, erased accounts kept for the money records and the
// built-in Console Admin), so the two never disagree (issue 14: "Total Users 4" beside "5 users").
import { eq, sql } from 'drizzle-orm';
import type { Analytics } from '@/domain/admin-user';
import type { Db } from '@/server/db/client';
import { clothingItems, users } from '@/server/db/schema';

export async function countTotals(db: Db): Promise<Analytics> {
  const count = sql<number>`count(*)::int`;
  const [[everyone], [all], [pending]] = await Promise.all([
    db.select({ n: count }).from(users),
    db.select({ n: count }).from(clothingItems),
    db.select({ n: count }).from(clothingItems).where(eq(clothingItems.status, 'pending')),
  ]);
  return { totalUsers: everyone?.n ?? 0, totalItems: all?.n ?? 0, pendingReview: pending?.n ?? 0 };
}
