// A ledger row as the agent and the admin see it: which admin made it stays in the audit log.
import type { BalanceTransaction } from '@/domain/agents.schema';
import type { PayoutSummary } from '@/domain/shipments.schema';
import type { agentBalanceTransactions } from '@/server/db/schema';

export type BalanceTransactionRow = typeof agentBalanceTransactions.$inferSelect;

/** The month of the payslip a payout paid (joined from agent_payslips). */
export interface PayslipPeriod {
  id: number;
  month: number;
  year: number;
}

export function toBalanceTransaction(
  row: BalanceTransactionRow,
  payslip: PayslipPeriod | null,
  /** A Reduce paid through the gateway: its payout. */
  payout: PayoutSummary,
): BalanceTransaction {
  return {
    id: row.id,
    agentId: row.agentId,
    transactionType: row.transactionType,
    amount: row.amount,
    utrNumber: row.utrNumber,
    kind: row.kind,
    referredUserId: row.referredUserId,
    payslip,
    description: row.description,
    payout,
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
    createdAt: row.createdAt.toISOString(),
  };
}
