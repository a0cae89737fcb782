// A Reduce of an agent's balance paid through the gateway (issue 22), queued in the transaction in
// which staff send it with no UTR (agents/adjust-balance.ts writes the Reduce entry first): the
// sending worker pays it like a payslip. One payout per entry, never retried as such: one that
// fails gives the amount back to the balance, and staff send a new Reduce. The console's request
// key makes a request sent twice one payout; the idempotency key sent to the gateway is derived
// from the entry, so a retry and a crash are one payout there too.
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/server/db/client';
import { payouts } from '@/server/db/schema';
import { insertNextPayout, type PayoutRow } from './new-payout';

/** The payout a console request key made, or null. */
export async function balancePayoutByKey(
  tx: DbOrTx,
  requestKey: string,
): Promise<PayoutRow | null> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.requestKey, requestKey));
  return row ?? null;
}

/** The payouts of the given Reduce entries, by entry id, in one query. */
export async function payoutsOfBalanceEntries(
  db: DbOrTx,
  entryIds: readonly number[],
): Promise<Map<number, PayoutRow>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payouts)
    .where(inArray(payouts.agentBalanceTransactionId, [...entryIds]));
  return new Map(rows.map((row) => [row.agentBalanceTransactionId!, row]));
}

/**
 * Queues the payout of a Reduce entry; the caller holds the agent's row lock and has checked the
 * mode (agent-payout-mode.ts) and the gateway's ₹1 minimum.
 */
export function queueBalancePayout(
  tx: Tx,
  payout: {
    entry: { id: number; agentId: number };
    amountPaise: number;
    mode: 'IMPS' | 'UPI';
    requestKey: string;
    requestedBy: string;
  },
) {
  return insertNextPayout(tx, null, {
    key: `balance-${payout.entry.id}`,
    paid: { agentBalanceTransactionId: payout.entry.id, agentId: payout.entry.agentId },
    amountPaise: payout.amountPaise,
    mode: payout.mode,
    requestedBy: payout.requestedBy,
    requestKey: payout.requestKey,
  });
}
