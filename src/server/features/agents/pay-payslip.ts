// An admin pays a payslip, all in one transaction with the payslip row locked, so two payments
// cannot both pass; the amount leaves the balance as a Reduce ledger entry, and it is audited:
// - with the UTR of a transfer made by hand (issue 13): the payslip is paid and the agent told;
// - with none, payouts on (issue 22): the app pays the agent's saved account through the gateway.
//   The payout is queued (payouts/queue-payslip-payout.ts) and the amount leaves the balance now,
//   its UTR to follow; the payslip is paid when the gateway says so (payslip-payout-news.ts).
//   More clicks while it is on its way change nothing; after it failed or came back, a new one.
import { and, eq, sql } from 'drizzle-orm';
import type { Payslip } from '@/domain/agents.schema';
import { payoutInFlight } from '@/domain/payouts';
import { toPaise } from '@/domain/money';
import type { Db, Tx } from '@/server/db/client';
import { agentPayslips } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { latestPayoutOfPayslip, queuePayslipPayout } from '@/server/features/payouts';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';
import { changeBalance } from './ledger';
import { toPayslip, type PayslipRow } from './payslip-mapper';

export interface PayslipPayment {
  adminId: string;
  agentId: number;
  payslipId: number;
  /** The transfer's UTR; null asks the app to pay through the gateway. */
  utrNumber: string | null;
}

export async function payPayslip(
  db: Db,
  payment: PayslipPayment,
  deps: { notify: Notify; payoutsAutomatic: boolean },
): Promise<Payslip> {
  return db.transaction(async (tx) => {
    const payslip = await lockRow(
      tx
        .select()
        .from(agentPayslips)
        .where(
          and(eq(agentPayslips.id, payment.payslipId), eq(agentPayslips.agentId, payment.agentId)),
        ),
      'PAYSLIP_NOT_FOUND',
    );
    const latest = await latestPayoutOfPayslip(tx, payslip.id);
    const byGateway = payment.utrNumber === null;
    // A click more while the gateway pays: the same payout, nothing new.
    if (byGateway && latest && payoutInFlight(latest.status)) return toPayslip(payslip, latest);
    if (payslip.paymentStatus === 'paid') throw appError('PAYSLIP_ALREADY_PAID');
    if (latest && payoutInFlight(latest.status)) throw appError('PAYSLIP_PAYOUT_UNDER_WAY');
    if (byGateway && !deps.payoutsAutomatic) throw appError('AGENT_UTR_REQUIRED');

    if (byGateway && (toPaise(payslip.totalAmount) ?? 0) > 0) {
      const payout = await queuePayslipPayout(tx, payslip, payment.adminId);
      // One already live (unreachable under the payslip's lock, which the check above holds):
      // its total left the balance when it was queued.
      if (!payout.queued) return toPayslip(payslip, await latestPayoutOfPayslip(tx, payslip.id));
      await changeBalance(tx, payment.agentId, {
        type: 'subtract',
        amount: payslip.totalAmount,
        entry: { kind: 'payslip_paid', payslip },
        adminId: payment.adminId,
      });
      await audit(tx, payment, payslip, { payout: payout.id });
      return toPayslip(payslip, await latestPayoutOfPayslip(tx, payslip.id));
    }
    return toPayslip(await paidByHand(tx, payment, payslip, deps.notify), latest);
  });
}

/** Paid outside the app (or nothing to pay): paid now, with the UTR staff typed. */
async function paidByHand(
  tx: Tx,
  payment: PayslipPayment,
  payslip: PayslipRow,
  notify: Notify,
): Promise<PayslipRow> {
  const { utrNumber } = payment;
  if (Number(payslip.totalAmount) > 0) {
    await changeBalance(tx, payment.agentId, {
      type: 'subtract',
      amount: payslip.totalAmount,
      utrNumber,
      entry: { kind: 'payslip_paid', payslip },
      adminId: payment.adminId,
    });
  }
  const [row] = await tx
    .update(agentPayslips)
    .set({ paymentStatus: 'paid', paidAt: sql`now()`, utrNumber })
    .where(eq(agentPayslips.id, payslip.id))
    .returning();
  if (!row) throw new Error('payslip vanished');
  await audit(tx, payment, payslip, { utrNumber });
  await notify(tx, {
    to: { agentId: payment.agentId },
    type: 'agent.payslip_paid',
    params: { month: row.month, year: row.year, amount: row.totalAmount, utr: utrNumber ?? '' },
  });
  return row;
}

function audit(
  tx: Tx,
  payment: PayslipPayment,
  payslip: PayslipRow,
  how: { utrNumber: string | null } | { payout: number },
) {
  return recordAdminAction(
    tx,
    payment.adminId,
    'agent.payslip_paid',
    { type: 'agent_payslip', id: payslip.id },
    { agentId: payment.agentId, amount: payslip.totalAmount, ...how },
  );
}
