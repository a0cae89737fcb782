// An admin makes a customer an admin or removes it (SPEC §6), audited in the same transaction. An
// erased account (decision 0022) is no one's any more: it cannot be made staff. An admin with a
// second factor, and making admins once any has one, need a session that gave a code (decision
// 0026, amendment).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import {
  CONSOLE_ADMIN_ID,
  mayActOnStaffAccount,
  type AdminActor,
} from '@/server/features/admin-auth';
import { notChangeable } from './change-user-password';

export async function setUserAdmin(
  db: Db,
  actor: AdminActor,
  userId: string,
  isAdmin: boolean,
): Promise<UserRow> {
  if (userId === CONSOLE_ADMIN_ID) throw appError('CONSOLE_ADMIN_STAYS_ADMIN');
  return db.transaction(async (tx) => {
    await mayActOnStaffAccount(tx, actor, userId, isAdmin ? 'make-admin' : 'account');
    const [updated] = await tx
      .update(users)
      .set({ isAdmin, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!updated) throw await notChangeable(tx, userId);
    await recordAdminAction(
      tx,
      actor.adminId,
      isAdmin ? 'user.admin_granted' : 'user.admin_revoked',
      { type: 'user', id: userId },
    );
    return updated;
  });
}
