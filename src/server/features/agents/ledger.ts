// Every change of an agent's balance goes through here (issue 6): the agent row is locked, the
// new balance computed in SQL numeric, the ledger row written with before/after, all in the
// caller's transaction. Concurrent changes queue on the row lock and never lose an update.
import { eq, sql } from 'drizzle-orm';
import { AGENT_MESSAGES } from '../../../domain/agents';
import type { BalanceTransactionType } from '../../../domain/agent';
import type { Tx } from '../../db/client';
import { agentBalanceTransactions, agents } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { MAX_PAISE, fromPaise, toPaise } from '../../../domain/money';

export interface BalanceChange {
  type: BalanceTransactionType;
  amount: string;
  utrNumber?: string | null;
  description?: string | null;
  adminId?: string | null;
}

export async function changeBalance(tx: Tx, agentId: number, change: BalanceChange) {
  const [agent] = await tx
    .select({ balance: agents.currentBalance })
    .from(agents)
    .where(eq(agents.id, agentId))
    .for('update');
  if (!agent) throw notFound('Agent not found');
  // Integer paise (DESIGN §2): never JS floats.
  const beforePaise = toPaise(agent.balance) ?? 0;
  const amountPaise = toPaise(change.amount) ?? 0;
  const afterPaise = change.type === 'add' ? beforePaise + amountPaise : beforePaise - amountPaise;
  if (afterPaise < 0) throw new AppError(409, AGENT_MESSAGES.insufficientBalance);
  if (afterPaise > MAX_PAISE) throw new AppError(409, 'The agent balance would exceed ₹99,999,999.99.');
  const after = fromPaise(afterPaise);
  const [entry] = await tx
    .insert(agentBalanceTransactions)
    .values({
      agentId,
      transactionType: change.type,
      amount: change.amount,
      utrNumber: change.utrNumber ?? null,
      description: change.description ?? null,
      adminId: change.adminId ?? null,
      balanceBefore: agent.balance,
      balanceAfter: after,
    })
    .returning();
  await tx
    .update(agents)
    .set({ currentBalance: after, updatedAt: sql`now()` })
    .where(eq(agents.id, agentId));
  if (!entry) throw new Error('ledger insert returned no row');
  return entry;
}
