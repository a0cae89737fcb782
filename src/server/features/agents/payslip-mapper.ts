// A payslip as the agent and the admin see it, with how its payout through the gateway stands.
import type { Payslip } from '@/domain/agents.schema';
import type { agentPayslips, payouts } from '@/server/db/schema';
import { toPayoutSummary } from '@/server/features/payouts';

export type PayslipRow = typeof agentPayslips.$inferSelect;

/** With its latest payout through the gateway, if any (issue 22). */
export function toPayslip(row: PayslipRow, payout: typeof payouts.$inferSelect | null): Payslip {
  return {
    id: row.id,
    agentId: row.agentId,
    month: row.month,
    year: row.year,
    joiningBonus: row.joiningBonus,
    referralBonus: row.referralBonus,
    totalAmount: row.totalAmount,
    verifiedSignupsCount: row.verifiedSignupsCount,
    paymentStatus: row.paymentStatus,
    paidAt: row.paidAt?.toISOString() ?? null,
    utrNumber: row.utrNumber,
    createdAt: row.createdAt.toISOString(),
    payout: toPayoutSummary(payout),
  };
}
