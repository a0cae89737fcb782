// GET /api/earnings (SPEC §7): what the seller has been paid.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Earnings } from '@/domain/admin-user.schema';
import type { DbOrTx } from '@/server/db/client';
import { shipments } from '@/server/db/schema';

/**
 * Earnings are the offers of the seller's delivered shipments (DESIGN §8), summed in SQL: those
 * paid, with a payout reference (a payout still on its way, or one that came back, is not yet).
 */
export async function sumEarnings(db: DbOrTx, userId: string): Promise<Earnings> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${shipments.offerAmount}), 0)::numeric(12,2)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(shipments)
    .where(
      and(
        eq(shipments.userId, userId),
        eq(shipments.shipmentStatus, 'delivered'),
        isNotNull(shipments.payoutReference),
      ),
    );
  return { totalEarnings: row?.total ?? '0.00', deliveredShipments: row?.count ?? 0 };
}
