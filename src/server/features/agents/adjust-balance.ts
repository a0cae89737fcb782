// An admin adds to or reduces an agent's balance with a UTR (SPEC §5): one chained ledger row
// under the agent row lock, the audit entry and the agent's notification, in one transaction.
import type { z } from 'zod';
import type { adminBalanceChangeSchema } from '@/domain/agents.schema';
import type { Db } from '@/server/db/client';
import type { Notify } from '@/server/features/notifications';
import { recordAdminAction } from '@/server/platform/audit-log';
import type { BalanceTransactionRow } from './balance-transaction-mapper';
import { changeBalance } from './ledger';

export async function adjustBalance(
  db: Db,
  adminId: string,
  agentId: number,
  change: z.output<typeof adminBalanceChangeSchema>,
  notify: Notify,
): Promise<BalanceTransactionRow> {
  return db.transaction(async (tx) => {
    const entry = await changeBalance(tx, agentId, {
      type: change.transactionType,
      amount: change.amount,
      utrNumber: change.utrNumber,
      entry: { kind: 'adjustment', description: change.description },
      adminId,
    });
    await recordAdminAction(
      tx,
      adminId,
      'agent.balance_adjusted',
      { type: 'agent', id: agentId },
      { type: change.transactionType, amount: change.amount, utrNumber: change.utrNumber },
    );
    await notify(tx, {
      to: { agentId },
      type: 'agent.balance_adjusted',
      params: {
        direction: entry.transactionType,
        amount: entry.amount,
        utr: entry.utrNumber ?? '',
        balance: entry.balanceAfter,
      },
    });
    return entry;
  });
}
