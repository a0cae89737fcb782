// An admin marks a payslip paid with the UTR of the transfer: the payslip row is locked
// so two payouts cannot both pass, the amount leaves the balance as a Reduce ledger entry, and the
// payout is audited and the agent told (issue 13), all in one transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agentPayslips } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';
import { changeBalance } from './ledger';
import type { PayslipRow } from './payslip-mapper';

export async function payPayslip(
  db: Db,
  adminId: string,
  agentId: number,
  payslipId: number,
  utrNumber: string,
  notify: Notify,
): Promise<PayslipRow> {
  return db.transaction(async (tx) => {
    const payslip = await lockRow(
      tx
        .select()
        .from(agentPayslips)
        .where(and(eq(agentPayslips.id, payslipId), eq(agentPayslips.agentId, agentId))),
      'PAYSLIP_NOT_FOUND',
    );
    if (payslip.paymentStatus === 'paid') throw appError('PAYSLIP_ALREADY_PAID');
    // The transfer leaves the agent's balance: a Reduce entry with the transfer's UTR.
    if (Number(payslip.totalAmount) > 0) {
      await changeBalance(tx, agentId, {
        type: 'subtract',
        amount: payslip.totalAmount,
        utrNumber,
        entry: { kind: 'payslip_paid', payslip },
        adminId,
      });
    }
    const [row] = await tx
      .update(agentPayslips)
      .set({ paymentStatus: 'paid', paidAt: sql`now()`, utrNumber })
      .where(eq(agentPayslips.id, payslipId))
      .returning();
    await recordAdminAction(
      tx,
      adminId,
      'agent.payslip_paid',
      { type: 'agent_payslip', id: payslipId },
      { agentId, utrNumber, amount: payslip.totalAmount },
    );
    if (!row) throw new Error('payslip vanished');
    await notify(tx, {
      to: { agentId },
      type: 'agent.payslip_paid',
      params: { month: row.month, year: row.year, amount: row.totalAmount, utr: utrNumber },
    });
    return row;
  });
}
