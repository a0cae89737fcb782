// POST /api/agent/add-verified-signup: only a fully verified customer, once across all agents
// (unique index on agent_referrals.user_id), with the ₹25 bonus credited in the same transaction
// and the agent told of it (issue 13).
import { eq } from 'drizzle-orm';
import { AGENT_REFERRAL_BONUS } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import { agentReferrals, agents } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { appError, isUniqueViolation } from '@/server/platform/errors';
import { findCustomer, verificationOf } from './customer-verification';
import { changeBalance } from './ledger';
import { loadSignedInAgent } from './load-agent-profile';

/** Claims the customer for the agent; answers the agent's balance once the claim is in. */
export async function claimSignup(
  db: Db,
  agentId: number,
  userId: string,
  notify: Notify,
): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      // Lock the agent row before anything references it: the referral's foreign key would take a
      // share lock first, and two claims by one agent would then deadlock on the balance update.
      await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId)).for('update');
      const user = await findCustomer(tx, userId);
      if (!verificationOf(user).isVerified) throw appError('CUSTOMER_NOT_VERIFIED');
      await tx.insert(agentReferrals).values({ agentId, userId: user.id });
      const entry = await changeBalance(tx, agentId, {
        type: 'add',
        amount: AGENT_REFERRAL_BONUS,
        description: `Referral bonus: verified signup ${user.id}`,
      });
      await notify(tx, {
        to: { agentId },
        type: 'agent.claim_credited',
        params: { amount: entry.amount, customerId: user.id, balance: entry.balanceAfter },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'agent_referrals_user_unique')) throw appError('ALREADY_CLAIMED');
    throw error;
  }
  return (await loadSignedInAgent(db, agentId)).currentBalance;
}
