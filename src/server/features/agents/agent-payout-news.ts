// A payout to an agent has news (issue 22): the payouts feature hands it here, in its transaction,
// and the agent programme applies it to what the payout paid, a payslip or a Reduce of the balance.
import type { PayoutStatus } from '@/domain/payouts';
import type { Tx } from '@/server/db/client';
import type { Notify } from '@/server/features/notifications';
import { applyBalancePayoutNews } from './balance-payout-news';
import { applyPayslipPayoutNews } from './payslip-payout-news';

/** The payout row's fields that say what it paid. */
export interface AgentPayout {
  agentId: number | null;
  agentPayslipId: number | null;
  agentBalanceTransactionId: number | null;
  amountPaise: number;
}

export async function applyAgentPayoutNews(
  tx: Tx,
  notify: Notify,
  payout: AgentPayout,
  news: { reached: PayoutStatus | null; utr: string | null },
): Promise<void> {
  const { amountPaise } = payout;
  if (payout.agentPayslipId !== null) {
    await applyPayslipPayoutNews(tx, notify, {
      payslipId: payout.agentPayslipId,
      amountPaise,
      ...news,
    });
  } else if (payout.agentBalanceTransactionId !== null && payout.agentId !== null) {
    await applyBalancePayoutNews(tx, notify, {
      entryId: payout.agentBalanceTransactionId,
      agentId: payout.agentId,
      amountPaise,
      ...news,
    });
  }
}
