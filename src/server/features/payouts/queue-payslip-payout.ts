// An agent's payslip paid through the gateway (issue 22), queued in the transaction in which staff
// press Pay with no UTR (agents/pay-payslip.ts, which also takes the amount out of the balance):
// the sending worker pays it like a seller's shipment. The idempotency key is derived from the
// payslip and the attempt, so 20 clicks, a retry and a crash are one payout at the gateway; the
// unique index on live payouts is one payout here.
import { desc, eq, inArray } from 'drizzle-orm';
import { toPaise } from '@/domain/money';
import { payoutMayBeRetried, type PayoutStatus } from '@/domain/payouts';
import type { DbOrTx, Tx } from '@/server/db/client';
import { payouts } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import { agentPayoutMode } from './agent-payout-mode';
import { insertNextPayout, latestPayoutWhere, type PayoutRow } from './new-payout';

interface Payslip {
  id: number;
  agentId: number;
  totalAmount: string;
}

/** The payslip's latest payout, or null. */
export function latestPayoutOfPayslip(tx: DbOrTx, payslipId: number): Promise<PayoutRow | null> {
  return latestPayoutWhere(tx, eq(payouts.agentPayslipId, payslipId));
}

/** The latest payout of each given payslip, in one query. */
export async function latestPayoutsOfPayslips(
  db: DbOrTx,
  payslipIds: readonly number[],
): Promise<Map<number, PayoutRow>> {
  if (payslipIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([payouts.agentPayslipId])
    .from(payouts)
    .where(inArray(payouts.agentPayslipId, [...payslipIds]))
    .orderBy(payouts.agentPayslipId, desc(payouts.attempt));
  return new Map(rows.map((row) => [row.agentPayslipId!, row]));
}

/**
 * Queues the payout of a payslip's total to the agent's saved bank account (IMPS) or, with no
 * account, UPI address; the caller holds the payslip's row lock. Nothing new while a payout is
 * queued, on its way or made (`queued: false`); after one failed or came back, the next attempt.
 * Refused when the agent has nothing to pay to (AGENT_NO_BANK_DETAILS, agent-payout-mode.ts) or the
 * amount is below the gateway's ₹1 (AGENT_PAYOUT_TOO_SMALL): staff then pay by hand.
 */
export async function queuePayslipPayout(
  tx: Tx,
  payslip: Payslip,
  requestedBy: string,
): Promise<{ id: number; status: PayoutStatus; queued: boolean }> {
  const latest = await latestPayoutOfPayslip(tx, payslip.id);
  if (latest && !payoutMayBeRetried(latest.status)) {
    return { id: latest.id, status: latest.status, queued: false };
  }
  const mode = await agentPayoutMode(tx, payslip.agentId);
  const amountPaise = toPaise(payslip.totalAmount) ?? 0;
  if (amountPaise < 100) throw appError('AGENT_PAYOUT_TOO_SMALL');
  return insertNextPayout(tx, latest, {
    key: `payslip-${payslip.id}`,
    paid: { agentPayslipId: payslip.id, agentId: payslip.agentId },
    amountPaise,
    mode,
    requestedBy,
  });
}
