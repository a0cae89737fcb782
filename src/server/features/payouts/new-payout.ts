// What queueing any payout shares (a shipment's, queue-shipment-payout.ts; a payslip's,
// queue-payslip-payout.ts; a balance Reduce's, queue-balance-payout.ts): the latest attempt of what is paid, and the next one's row with its
// idempotency key derived from what is paid and the attempt.
import { desc, type SQL } from 'drizzle-orm';
import type { PayoutStatus } from '@/domain/payouts';
import type { DbOrTx, Tx } from '@/server/db/client';
import { payouts } from '@/server/db/schema';

export type PayoutRow = typeof payouts.$inferSelect;

/** The latest payout of what `where` picks (one shipment's or one payslip's), or null. */
export async function latestPayoutWhere(tx: DbOrTx, where: SQL): Promise<PayoutRow | null> {
  const [latest] = await tx
    .select()
    .from(payouts)
    .where(where)
    .orderBy(desc(payouts.attempt))
    .limit(1);
  return latest ?? null;
}

/** The next attempt after `latest`, queued: 'shipment-7-payout-2', 'payslip-3-payout-1'. */
export async function insertNextPayout(
  tx: Tx,
  latest: PayoutRow | null,
  payout: {
    key: `${'shipment' | 'payslip' | 'balance'}-${number}`;
    paid:
      | { shipmentId: number; userId: string }
      | { agentPayslipId: number; agentId: number }
      | { agentBalanceTransactionId: number; agentId: number };
    amountPaise: number;
    mode: 'IMPS' | 'UPI';
    requestedBy: string;
    /** The console's key of the request (a balance payout's). */
    requestKey?: string;
  },
): Promise<{ id: number; status: PayoutStatus; queued: true }> {
  const attempt = (latest?.attempt ?? 0) + 1;
  const [row] = await tx
    .insert(payouts)
    .values({
      ...payout.paid,
      attempt,
      provider: 'razorpay',
      idempotencyKey: `${payout.key}-payout-${attempt}`,
      amountPaise: payout.amountPaise,
      mode: payout.mode,
      requestedBy: payout.requestedBy,
      requestKey: payout.requestKey ?? null,
    })
    .returning({ id: payouts.id, status: payouts.status });
  return { id: row!.id, status: row!.status, queued: true };
}
