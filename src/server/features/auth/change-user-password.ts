// An admin sets a customer's password (SPEC §6); whoever held the old one is signed out everywhere,
// and the account's sign-in delay or lock is lifted (docs/decisions/0014-sign-in-limits.md). An
// erased account (decision 0022) keeps its unusable password: a new one would open the pseudonym
// to whoever knew it, under the placeholder email. An admin with a second factor is changed only
// from a session that gave a code (decision 0026, amendment).
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { hashPassword } from '@/server/platform/passwords';
import type { SessionStore } from '@/server/platform/sessions';
import type { SignInLimits } from '@/server/platform/sign-in-limits';
import {
  CONSOLE_ADMIN_ID,
  mayActOnStaffAccount,
  type AdminActor,
} from '@/server/features/admin-auth';

export async function changeUserPassword(
  deps: { db: Db; sessions: SessionStore; limits: Pick<SignInLimits, 'clearAccount'> },
  actor: AdminActor,
  userId: string,
  newPassword: string,
): Promise<void> {
  if (userId === CONSOLE_ADMIN_ID) throw appError('CONSOLE_ADMIN_PASSWORD');
  const password = await hashPassword(newPassword);
  const email = await deps.db.transaction(async (tx) => {
    await mayActOnStaffAccount(tx, actor, userId, 'account');
    const [updated] = await tx
      .update(users)
      .set({ password, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id, email: users.email });
    if (!updated) throw await notChangeable(tx, userId);
    await recordAdminAction(tx, actor.adminId, 'user.password_changed', {
      type: 'user',
      id: userId,
    });
    return updated.email;
  });
  await deps.sessions.destroyAllFor('customer', userId);
  await deps.limits.clearAccount('customer', email);
}

/** Why nothing was updated: the account was erased, or there is no such account. */
export async function notChangeable(tx: Tx, userId: string): Promise<Error> {
  const [erased] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.deletedAt)));
  return appError(erased ? 'USER_ALREADY_ERASED' : 'USER_NOT_FOUND');
}
