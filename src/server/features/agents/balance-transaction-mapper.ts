// A ledger row as the agent and the admin see it: which admin made it stays in the audit log.
import type { BalanceTransaction } from '@/domain/agents';
import type { agentBalanceTransactions } from '@/server/db/schema';

export type BalanceTransactionRow = typeof agentBalanceTransactions.$inferSelect;

export function toBalanceTransaction(row: BalanceTransactionRow): BalanceTransaction {
  return {
    id: row.id,
    agentId: row.agentId,
    transactionType: row.transactionType,
    amount: row.amount,
    utrNumber: row.utrNumber,
    description: row.description,
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
    createdAt: row.createdAt.toISOString(),
  };
}
