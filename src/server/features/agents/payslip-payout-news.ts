// A payslip's payout through the gateway (issue 22) as the agent programme keeps it. When staff
// pay a payslip with no UTR (pay-payslip.ts) its total leaves the balance at once, as a Reduce
// entry with no UTR yet, so nothing else can spend it while the bank works; this applies the
// payout's news, in the settlement's transaction (payouts/settle-payout.ts, payout row locked,
// each status reached once):
//   processed      the payslip is paid
//   UTR known      it is the payslip's and the Reduce entry's UTR, and the agent is told
//   failed         never left: the amount comes back to the balance (Add, "payout returned");
//                  the payslip stays pending for staff to pay again or by hand
//   reversed       came back from the bank after it was paid: the same, the payslip is pending
//                  again and the agent is told the money is back in their balance
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { fromPaise } from '@/domain/money';
import type { PayoutStatus } from '@/domain/payouts';
import type { Tx } from '@/server/db/client';
import { agentBalanceTransactions, agentPayslips } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { changeBalance } from './ledger';

export interface PayslipPayoutNews {
  payslipId: number;
  /** In paise: what left the balance when it was queued. */
  amountPaise: number;
  /** The status the payout has just reached, or null when only its UTR is new. */
  reached: PayoutStatus | null;
  /** The bank's reference, when this news brings it. */
  utr: string | null;
}

export async function applyPayslipPayoutNews(
  tx: Tx,
  notify: Notify,
  news: PayslipPayoutNews,
): Promise<void> {
  const [payslip] = await tx
    .select()
    .from(agentPayslips)
    .where(eq(agentPayslips.id, news.payslipId))
    .for('update');
  if (!payslip) return;
  const period = { id: payslip.id, month: payslip.month, year: payslip.year };

  if (news.reached === 'processed') {
    await tx
      .update(agentPayslips)
      .set({ paymentStatus: 'paid', paidAt: sql`now()` })
      .where(eq(agentPayslips.id, payslip.id));
  }
  if (news.utr) {
    await tx
      .update(agentPayslips)
      .set({ utrNumber: news.utr })
      .where(eq(agentPayslips.id, payslip.id));
    const [reserved] = await reservationOf(tx, payslip.id);
    if (reserved) {
      await tx
        .update(agentBalanceTransactions)
        .set({ utrNumber: news.utr })
        .where(eq(agentBalanceTransactions.id, reserved.id));
    }
    await notify(tx, {
      to: { agentId: payslip.agentId },
      type: 'agent.payslip_paid',
      params: {
        month: payslip.month,
        year: payslip.year,
        amount: payslip.totalAmount,
        utr: news.utr,
      },
    });
  }
  if (news.reached === 'failed' || news.reached === 'reversed') {
    const entry = await changeBalance(tx, payslip.agentId, {
      type: 'add',
      amount: fromPaise(news.amountPaise),
      entry: { kind: 'payout_returned', payslip: period },
    });
    if (news.reached === 'reversed') {
      await tx
        .update(agentPayslips)
        .set({ paymentStatus: 'pending', paidAt: null, utrNumber: null })
        .where(eq(agentPayslips.id, payslip.id));
      await notify(tx, {
        to: { agentId: payslip.agentId },
        type: 'agent.balance_adjusted',
        params: {
          direction: 'add',
          amount: entry.amount,
          utr: '',
          balance: entry.balanceAfter,
        },
      });
    }
  }
}

/** The Reduce entry the payout's queueing wrote, still waiting for its UTR (the latest such). */
function reservationOf(tx: Tx, payslipId: number) {
  const entry = agentBalanceTransactions;
  const waiting = and(
    eq(entry.payslipId, payslipId),
    eq(entry.kind, 'payslip_paid'),
    isNull(entry.utrNumber),
  );
  return tx.select({ id: entry.id }).from(entry).where(waiting).orderBy(desc(entry.id)).limit(1);
}
