// An admin adds to or reduces an agent's balance (SPEC §5): one chained ledger row under the agent
// row lock, the audit entry and the agent's notification, in one transaction.
// - With a UTR: a transfer made by hand (or money taken back), recorded as it is.
// - A Reduce with none, payouts on (issue 22): the app pays the amount to the agent's saved bank
//   account through the gateway. The amount leaves the balance now, as a Reduce entry whose UTR
//   follows (balance-payout-news.ts); the agent is told when the bank confirms it. The console's
//   key for the request makes one sent twice one payout.
import type { z } from 'zod';
import type { adminBalanceChangeSchema } from '@/domain/agents.schema';
import { toPaise } from '@/domain/money';
import type { Db, Tx } from '@/server/db/client';
import { agentBalanceTransactions } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { agentPayoutMode, balancePayoutByKey, queueBalancePayout } from '@/server/features/payouts';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { eq } from 'drizzle-orm';
import type { BalanceTransactionRow } from './balance-transaction-mapper';
import { changeBalance } from './ledger';

type BalanceChange = z.output<typeof adminBalanceChangeSchema>;
type PayoutRow = NonNullable<Awaited<ReturnType<typeof balancePayoutByKey>>>;

export interface BalanceAdjustment {
  entry: BalanceTransactionRow;
  /** The payout through the gateway a Reduce without a UTR made; null for one by hand. */
  payout: PayoutRow | null;
}

export async function adjustBalance(
  db: Db,
  adminId: string,
  agentId: number,
  change: BalanceChange,
  deps: { notify: Notify; payoutsAutomatic: boolean },
): Promise<BalanceAdjustment> {
  return db.transaction(async (tx) => {
    if (change.utrNumber === null) {
      return payThroughGateway(tx, adminId, agentId, change, deps.payoutsAutomatic);
    }
    const entry = await changeBalance(tx, agentId, {
      type: change.transactionType,
      amount: change.amount,
      utrNumber: change.utrNumber,
      entry: { kind: 'adjustment', description: change.description },
      adminId,
    });
    await audit(tx, adminId, agentId, change, { utrNumber: change.utrNumber });
    await deps.notify(tx, {
      to: { agentId },
      type: 'agent.balance_adjusted',
      params: {
        direction: entry.transactionType,
        amount: entry.amount,
        utr: entry.utrNumber ?? '',
        balance: entry.balanceAfter,
      },
    });
    return { entry, payout: null };
  });
}

async function payThroughGateway(
  tx: Tx,
  adminId: string,
  agentId: number,
  change: BalanceChange,
  payoutsAutomatic: boolean,
): Promise<BalanceAdjustment> {
  // The schema lets only a Reduce through without a UTR.
  if (!payoutsAutomatic) throw appError('AGENT_UTR_REQUIRED');
  const requestKey = change.idempotencyKey;
  if (!requestKey) throw appError('BALANCE_PAYOUT_KEY_MISSING');
  // The agent's row lock first: the same request sent twice waits here for the first one.
  const mode = await agentPayoutMode(tx, agentId);
  const amountPaise = toPaise(change.amount) ?? 0;
  const earlier = await balancePayoutByKey(tx, requestKey);
  if (earlier) {
    if (earlier.agentId !== agentId || earlier.amountPaise !== amountPaise) {
      throw appError('BALANCE_PAYOUT_KEY_REUSED');
    }
    const [entry] = await tx
      .select()
      .from(agentBalanceTransactions)
      .where(eq(agentBalanceTransactions.id, earlier.agentBalanceTransactionId ?? -1));
    if (!entry) throw appError('BALANCE_PAYOUT_KEY_REUSED');
    return { entry, payout: earlier };
  }
  if (amountPaise < 100) throw appError('AGENT_PAYOUT_TOO_SMALL');
  const entry = await changeBalance(tx, agentId, {
    type: 'subtract',
    amount: change.amount,
    entry: { kind: 'adjustment', description: change.description },
    adminId,
  });
  const queued = await queueBalancePayout(tx, {
    entry,
    amountPaise,
    mode,
    requestKey,
    requestedBy: adminId,
  });
  await audit(tx, adminId, agentId, change, { payout: queued.id });
  const payout = await balancePayoutByKey(tx, requestKey);
  return { entry, payout };
}

function audit(
  tx: Tx,
  adminId: string,
  agentId: number,
  change: BalanceChange,
  how: { utrNumber: string } | { payout: number },
) {
  return recordAdminAction(
    tx,
    adminId,
    'agent.balance_adjusted',
    { type: 'agent', id: agentId },
    { type: change.transactionType, amount: change.amount, ...how },
  );
}
