// POST /api/agent/verify-user: who a User ID is (name, masked contact) and how far its
// verification has come, and whether an agent has claimed it already.
import { eq } from 'drizzle-orm';
import { maskEmail, maskMobile, type VerifyUserResult } from '@/domain/agents.schema';
import type { Db } from '@/server/db/client';
import { agentReferrals } from '@/server/db/schema';
import { findCustomer, verificationOf } from './customer-verification';

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
