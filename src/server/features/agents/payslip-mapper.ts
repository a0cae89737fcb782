// A payslip as the agent and the admin see it.
import type { Payslip } from '@/domain/agents.schema';
import type { agentPayslips } from '@/server/db/schema';

export type PayslipRow = typeof agentPayslips.$inferSelect;

export function toPayslip(row: PayslipRow): Payslip {
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
  };
}
