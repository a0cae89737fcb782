// POST /api/agent/add-verified-signup: only a fully verified customer, once across all agents
// (unique index on agent_referrals.user_id), with the ₹25 bonus credited in the same transaction
// and the agent told of it (issue 13). Idempotent per agent (issue 15): a repeat by the agent who
// holds the claim (a double tap, a retry after a lost response) answers success again and moves
// no money; only another agent's claim is ALREADY_CLAIMED.
import { eq } from 'drizzle-orm';
import { AGENT_REFERRAL_BONUS } from '@/domain/constants';
import type { Db, Tx } from '@/server/db/client';
import { agentReferrals } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { appError, isUniqueViolation } from '@/server/platform/errors';
import { lockLiveAccount } from '@/server/platform/live-account';
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
      // The lock also queues this agent's own repeats, so each one sees the claim made before it.
      // An agent erased since the request was authenticated claims no one (issue 28).
      await lockLiveAccount(tx, { agentId });
      const user = await findCustomer(tx, userId);
      const holder = await claimHolder(tx, user.id);
      if (holder === agentId) return;
      if (holder !== undefined) throw appError('ALREADY_CLAIMED');
      if (!verificationOf(user).isVerified) throw appError('CUSTOMER_NOT_VERIFIED');
      await tx.insert(agentReferrals).values({ agentId, userId: user.id });
      const entry = await changeBalance(tx, agentId, {
        type: 'add',
        amount: AGENT_REFERRAL_BONUS,
        entry: { kind: 'referral_bonus', referredUserId: user.id },
      });
      await notify(tx, {
        to: { agentId },
        type: 'agent.claim_credited',
        params: { amount: entry.amount, customerId: user.id, balance: entry.balanceAfter },
      });
    });
  } catch (error) {
    // Another agent's claim committed between our check and our insert.
    if (isUniqueViolation(error, 'agent_referrals_user_unique')) throw appError('ALREADY_CLAIMED');
    throw error;
  }
  return (await loadSignedInAgent(db, agentId)).currentBalance;
}

async function claimHolder(tx: Tx, userId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ agentId: agentReferrals.agentId })
    .from(agentReferrals)
    .where(eq(agentReferrals.userId, userId));
  return row?.agentId;
}
