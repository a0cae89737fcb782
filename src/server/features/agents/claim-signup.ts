// The agent's view of a customer (SPEC §4) and the claim: only a fully verified customer, once
// across all agents (unique index on agent_referrals.user_id), with the ₹25 bonus credited in the
// same transaction.
import { eq, sql } from 'drizzle-orm';
import { AGENT_REFERRAL_BONUS } from '../../../domain/constants';
import { AGENT_MESSAGES, maskEmail, maskMobile, type VerifyUserResult } from '../../../domain/agents';
import type { Db, DbOrTx } from '../../db/client';
import { agentReferrals, agents, users, type UserRow } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';
import { changeBalance } from './ledger';

function verificationOf(user: UserRow) {
  const hasAadhar = Boolean(user.aadharFrontUrl && user.aadharBackUrl);
  const hasBankDetails = Boolean(user.bankAccountNumber && user.bankIFSCCode);
  const isPaid = user.bankVerificationStatus === 'verified' && user.isBankVerified;
  return { hasAadhar, hasBankDetails, isPaid, isVerified: hasAadhar && hasBankDetails && isPaid };
}

async function findCustomer(db: DbOrTx, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.id === CONSOLE_ADMIN_ID) throw notFound(AGENT_MESSAGES.customerNotFound);
  return user;
}

export async function verifyUser(db: Db, userId: string): Promise<VerifyUserResult> {
  const user = await findCustomer(db, userId);
  const [claim] = await db
    .select({ id: agentReferrals.id })
    .from(agentReferrals)
    .where(eq(agentReferrals.userId, user.id))
    .limit(1);
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      maskedEmail: maskEmail(user.email),
      maskedMobile: maskMobile(user.mobileNumber),
    },
    ...verificationOf(user),
    alreadyClaimed: Boolean(claim),
  };
}

export async function claimSignup(db: Db, agentId: number, userId: string) {
  try {
    return await db.transaction(async (tx) => {
      // Lock the agent row before anything references it: the referral's foreign key would take a
      // share lock first, and two claims by one agent would then deadlock on the balance update.
      await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId)).for('update');
      const user = await findCustomer(tx, userId);
      if (!verificationOf(user).isVerified) throw conflict(AGENT_MESSAGES.notVerified);
      const [referral] = await tx.insert(agentReferrals).values({ agentId, userId: user.id }).returning();
      await changeBalance(tx, agentId, {
        type: 'add',
        amount: AGENT_REFERRAL_BONUS,
        description: `Referral bonus: verified signup ${user.id}`,
      });
      return referral;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'agent_referrals_user_unique')) {
      throw conflict(`${AGENT_MESSAGES.alreadyClaimed}. ${AGENT_MESSAGES.alreadyClaimedDetail}.`);
    }
    throw error;
  }
}

export async function countReferrals(db: DbOrTx, agentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agentReferrals)
    .where(eq(agentReferrals.agentId, agentId));
  return row?.n ?? 0;
}
