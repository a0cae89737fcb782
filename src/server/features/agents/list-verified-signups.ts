// GET /api/agent/verified-signups: the customers an agent claimed, newest claim first.
import { desc, eq } from 'drizzle-orm';
import type { VerifiedSignup } from '@/domain/agents.schema';
import type { Db } from '@/server/db/client';
import { agentReferrals, users } from '@/server/db/schema';
import { toVerifiedSignup } from './verified-signup-mapper';

export async function listVerifiedSignups(db: Db, agentId: number): Promise<VerifiedSignup[]> {
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deletedAt: users.deletedAt,
      createdAt: agentReferrals.createdAt,
    })
    .from(agentReferrals)
    .innerJoin(users, eq(users.id, agentReferrals.userId))
    .where(eq(agentReferrals.agentId, agentId))
    // The id breaks ties: claims in one instant would otherwise come in any order.
    .orderBy(desc(agentReferrals.createdAt), desc(agentReferrals.id));
  return rows.map(toVerifiedSignup);
}
