// Where a payout to an agent can go (issue 22): the saved (locked) bank account by IMPS or, with
// none, the UPI address. Read under the agent's row lock, the lock every balance change and the
// agent's erasure take, so the payout is ordered against both.
import { eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';

/** IMPS or UPI; refused when the agent is gone or has nothing to pay to: staff pay by hand. */
export async function agentPayoutMode(tx: Tx, agentId: number): Promise<'IMPS' | 'UPI'> {
  const [agent] = await tx
    .select({
      account: agents.bankAccountNumber,
      ifsc: agents.bankIFSCCode,
      upi: agents.upiAddress,
      deletedAt: agents.deletedAt,
    })
    .from(agents)
    .where(eq(agents.id, agentId))
    .for('update');
  if (!agent) throw appError('AGENT_NOT_FOUND');
  const hasAccount = Boolean(agent.account && agent.ifsc);
  if (agent.deletedAt || (!hasAccount && !agent.upi)) throw appError('AGENT_NO_BANK_DETAILS');
  return hasAccount ? 'IMPS' : 'UPI';
}
