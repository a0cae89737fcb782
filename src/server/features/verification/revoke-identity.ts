// POST /api/admin/users/{id}/revoke-identity (DESIGN §8): when the images are not a real Aadhaar
// card, an admin takes the Verified badge away; the images are deleted, the act recorded and the
// customer told (issue 13).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';
import type { FileStorage } from '@/server/platform/storage';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';

export async function revokeIdentity(
  deps: { db: Db; storage: FileStorage; notify: Notify },
  adminId: string,
  userId: string,
): Promise<UserRow> {
  if (userId === CONSOLE_ADMIN_ID) throw appError('CONSOLE_ADMIN_NO_DOCUMENTS');
  const { updated, keys } = await deps.db.transaction(async (tx) => {
    const current = await lockRow(
      tx.select().from(users).where(eq(users.id, userId)),
      'USER_NOT_FOUND',
    );
    const [row] = await tx
      .update(users)
      .set({
        isVerified: false,
        verifiedAt: null,
        aadharFrontUrl: null,
        aadharBackUrl: null,
        identityCheck: null,
        identityCheckReason: null,
        aadhaarLast4: null,
        identitySigner: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    await recordAdminAction(tx, adminId, 'identity.revoked', { type: 'user', id: userId });
    if (current.isVerified) {
      await deps.notify(tx, { to: { userId }, type: 'identity.revoked', params: {} });
    }
    if (!row) throw new Error('user vanished');
    return { updated: row, keys: [current.aadharFrontUrl, current.aadharBackUrl] };
  });
  // Documents judged not to be a real Aadhaar card are not kept (DPDP: no longer than needed).
  await Promise.all(
    keys
      .filter((key): key is string => Boolean(key))
      .map((key) => deps.storage.delete(key).catch(() => undefined)),
  );
  return updated;
}
