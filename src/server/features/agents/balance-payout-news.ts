// A Reduce of an agent's balance paid through the gateway (issue 22) as the agent programme keeps
// it. The amount left the balance when staff sent it (adjust-balance.ts), as a Reduce entry with no
// UTR yet; this applies the payout's news, in the settlement's transaction (payout row locked, each
// status reached once):
//   UTR known           it is the entry's UTR, and the agent is told of the payment with it
//   failed / reversed   the amount comes back to the balance (Add, "Balance payout returned"); a
//                       reversed one, which the agent was told of, tells them it is back
import { and, eq, isNull } from 'drizzle-orm';
import { fromPaise } from '@/domain/money';
import type { PayoutStatus } from '@/domain/payouts';
import type { Tx } from '@/server/db/client';
import { agentBalanceTransactions, agents } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { changeBalance } from './ledger';

export interface BalancePayoutNews {
  /** The Reduce entry that took the amount out of the balance. */
  entryId: number;
  agentId: number;
  /** In paise: what left the balance. */
  amountPaise: number;
  /** The status the payout has just reached, or null when only its UTR is new. */
  reached: PayoutStatus | null;
  /** The bank's reference, when this news brings it. */
  utr: string | null;
}

export async function applyBalancePayoutNews(
  tx: Tx,
  notify: Notify,
  news: BalancePayoutNews,
): Promise<void> {
  const amount = fromPaise(news.amountPaise);
  if (news.utr) {
    const [entry] = await tx
      .update(agentBalanceTransactions)
      .set({ utrNumber: news.utr })
      .where(
        and(
          eq(agentBalanceTransactions.id, news.entryId),
          isNull(agentBalanceTransactions.utrNumber),
        ),
      )
      .returning({ id: agentBalanceTransactions.id });
    if (entry) {
      const [agent] = await tx
        .select({ balance: agents.currentBalance })
        .from(agents)
        .where(eq(agents.id, news.agentId));
      await notify(tx, {
        to: { agentId: news.agentId },
        type: 'agent.balance_adjusted',
        params: { direction: 'subtract', amount, utr: news.utr, balance: agent?.balance ?? '0.00' },
      });
    }
  }
  if (news.reached === 'failed' || news.reached === 'reversed') {
    const back = await changeBalance(tx, news.agentId, {
      type: 'add',
      amount,
      entry: { kind: 'balance_payout_returned' },
    });
    if (news.reached === 'reversed') {
      await notify(tx, {
        to: { agentId: news.agentId },
        type: 'agent.balance_adjusted',
        params: { direction: 'add', amount, utr: '', balance: back.balanceAfter },
      });
    }
  }
}
