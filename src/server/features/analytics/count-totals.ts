// The admin Analytics tab's three figures (SPEC §2). Total users counts the accounts the Users tab
// lists without a filter (sellers, staff and the built-in Console Admin), so the two never
// disagree (issue 14: "Total Users 4" beside "5 users"); an erased account is no one's any more,
// its row kept only for the money records (decision 0022), and counts nowhere.
import { eq, isNull, sql } from 'drizzle-orm';
import type { Analytics } from '@/domain/admin-user.schema';
import type { Db } from '@/server/db/client';
import { clothingItems, users } from '@/server/db/schema';

export async function countTotals(db: Db): Promise<Analytics> {
  const count = sql<number>`count(*)::int`;
  const [[everyone], [all], [pending]] = await Promise.all([
    db.select({ n: count }).from(users).where(isNull(users.deletedAt)),
    db.select({ n: count }).from(clothingItems),
    db.select({ n: count }).from(clothingItems).where(eq(clothingItems.status, 'pending')),
  ]);
  return { totalUsers: everyone?.n ?? 0, totalItems: all?.n ?? 0, pendingReview: pending?.n ?? 0 };
}
