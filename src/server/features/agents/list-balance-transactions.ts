// GET /api/agent/balance-transactions: the agent's ledger, newest first, each payout with the
// month of the payslip it paid, and each Reduce paid through the gateway with its payout.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agentBalanceTransactions, agentPayslips, payouts } from '@/server/db/schema';
import type { BalanceTransactionRow, PayslipPeriod } from './balance-transaction-mapper';

type PayoutRow = typeof payouts.$inferSelect;

export async function listBalanceTransactions(
  db: Db,
  agentId: number,
): Promise<
  Array<{ entry: BalanceTransactionRow; payslip: PayslipPeriod | null; payout: PayoutRow | null }>
> {
  return (
    db
      .select({
        entry: agentBalanceTransactions,
        payslip: { id: agentPayslips.id, month: agentPayslips.month, year: agentPayslips.year },
        payout: payouts,
      })
      .from(agentBalanceTransactions)
      .leftJoin(agentPayslips, eq(agentPayslips.id, agentBalanceTransactions.payslipId))
      .leftJoin(payouts, eq(payouts.agentBalanceTransactionId, agentBalanceTransactions.id))
      .where(eq(agentBalanceTransactions.agentId, agentId))
      // Newest first in chain order: ids are assigned under the agent row lock, while created_at
      // is the start of each (possibly overlapping) transaction.
      .orderBy(desc(agentBalanceTransactions.id))
  );
}
