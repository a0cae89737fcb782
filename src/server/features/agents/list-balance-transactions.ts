// GET /api/agent/balance-transactions: the agent's ledger, newest first.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agentBalanceTransactions } from '@/server/db/schema';
import type { BalanceTransactionRow } from './balance-transaction-mapper';

export async function listBalanceTransactions(
  db: Db,
  agentId: number,
): Promise<BalanceTransactionRow[]> {
  return (
    db
      .select()
      .from(agentBalanceTransactions)
      .where(eq(agentBalanceTransactions.agentId, agentId))
      // Newest first in chain order: ids are assigned under the agent row lock, while created_at
      // is the start of each (possibly overlapping) transaction.
      .orderBy(desc(agentBalanceTransactions.id))
  );
}
