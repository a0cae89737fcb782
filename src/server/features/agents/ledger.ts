// Every change of an agent's balance goes through here: the agent row is locked, the
// new balance computed in SQL numeric, the ledger row written with before/after, all in the
// caller's transaction. Concurrent changes queue on the row lock and never lose an update.
import { eq, sql } from 'drizzle-orm';
import {
  ledgerEntryEnglish,
  type BalanceTransactionType,
  type LedgerEntry,
} from '@/domain/agent-kinds';
import type { Tx } from '@/server/db/client';
import { agentBalanceTransactions, agents } from '@/server/db/schema';
import { MAX_PAISE, fromPaise, toPaise } from '@/domain/money';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';
import type { BalanceTransactionRow } from './balance-transaction-mapper';

export interface BalanceChange {
  type: BalanceTransactionType;
  amount: string;
  utrNumber?: string | null;
  /** What the entry is; its English is stored as the description. */
  entry: LedgerEntry;
  adminId?: string | null;
}

export async function changeBalance(
  tx: Tx,
  agentId: number,
  change: BalanceChange,
): Promise<BalanceTransactionRow> {
  const agent = await lockRow(
    tx.select({ balance: agents.currentBalance }).from(agents).where(eq(agents.id, agentId)),
    'AGENT_NOT_FOUND',
  );
  // Integer paise (DESIGN §2): never JS floats.
  const beforePaise = toPaise(agent.balance) ?? 0;
  const amountPaise = toPaise(change.amount) ?? 0;
  const afterPaise = change.type === 'add' ? beforePaise + amountPaise : beforePaise - amountPaise;
  if (afterPaise < 0) throw appError('INSUFFICIENT_BALANCE');
  if (afterPaise > MAX_PAISE) throw appError('BALANCE_TOO_LARGE');
  const after = fromPaise(afterPaise);
  const [entry] = await tx
    .insert(agentBalanceTransactions)
    .values({
      agentId,
      transactionType: change.type,
      amount: change.amount,
      utrNumber: change.utrNumber ?? null,
      kind: change.entry.kind,
      referredUserId: change.entry.kind === 'referral_bonus' ? change.entry.referredUserId : null,
      payslipId: 'payslip' in change.entry ? change.entry.payslip.id : null,
      description: ledgerEntryEnglish(change.entry),
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
