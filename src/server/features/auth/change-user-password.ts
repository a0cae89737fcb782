// An admin sets a customer's password (SPEC §6); whoever held the old one is signed out everywhere,
// and the account's sign-in delay or lock is lifted (docs/decisions/0014-sign-in-limits.md).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { recordAudit } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { hashPassword } from '@/server/platform/passwords';
import type { SessionStore } from '@/server/platform/sessions';
import type { SignInLimits } from '@/server/platform/sign-in-limits';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';

export async function changeUserPassword(
  deps: { db: Db; sessions: SessionStore; limits: Pick<SignInLimits, 'clearAccount'> },
  adminId: string,
  userId: string,
  newPassword: string,
): Promise<void> {
  if (userId === CONSOLE_ADMIN_ID) throw appError('CONSOLE_ADMIN_PASSWORD');
  const password = await hashPassword(newPassword);
  const email = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ password, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email });
    if (!updated) throw appError('USER_NOT_FOUND');
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'user.password_changed',
      targetType: 'user',
      targetId: userId,
    });
    return updated.email;
  });
  await deps.sessions.destroyAllFor('customer', userId);
  await deps.limits.clearAccount('customer', email);
}
