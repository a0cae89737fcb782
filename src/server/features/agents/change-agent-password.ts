// An admin sets an agent's password (SPEC §6, audited); whoever held the old one is signed out
// everywhere, and the account's sign-in delay or lock is lifted (docs/decisions/0014). An erased
// account (docs/privacy.md) is switched off for good: it never gets a password again.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { hashPassword } from '@/server/platform/passwords';
import type { SessionStore } from '@/server/platform/sessions';
import type { SignInLimits } from '@/server/platform/sign-in-limits';

export async function changeAgentPassword(
  deps: { db: Db; sessions: SessionStore; limits: Pick<SignInLimits, 'clearAccount'> },
  adminId: string,
  agentId: number,
  newPassword: string,
): Promise<void> {
  const hashedPassword = await hashPassword(newPassword);
  const email = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(agents)
      .set({ hashedPassword, updatedAt: sql`now()` })
      .where(and(eq(agents.id, agentId), isNull(agents.deletedAt)))
      .returning({ id: agents.id, email: agents.email });
    if (!updated) {
      const [erased] = await tx
        .select({ id: agents.id })
        .from(agents)
        .where(eq(agents.id, agentId));
      throw appError(erased ? 'AGENT_ALREADY_ERASED' : 'AGENT_NOT_FOUND');
    }
    await recordAdminAction(tx, adminId, 'agent.password_changed', { type: 'agent', id: agentId });
    return updated.email;
  });
  await deps.sessions.destroyAllFor('agent', String(agentId));
  await deps.limits.clearAccount('agent', email);
}
