// An admin makes a customer an admin or removes it (SPEC §6), audited in the same transaction.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { recordAudit } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';

export async function setUserAdmin(
  db: Db,
  adminId: string,
  userId: string,
  isAdmin: boolean,
): Promise<UserRow> {
  if (userId === CONSOLE_ADMIN_ID) throw appError('CONSOLE_ADMIN_STAYS_ADMIN');
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ isAdmin, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw appError('USER_NOT_FOUND');
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: isAdmin ? 'user.admin_granted' : 'user.admin_revoked',
      targetType: 'user',
      targetId: userId,
    });
    return updated;
  });
}
