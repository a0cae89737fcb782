// POST /api/admin/users/{id}/confirm-identity (issue 23): a staff member has looked at Aadhaar
// images the Secure QR did not prove (no QR, another name, not signed by UIDAI) and confirms the
// person. The identity becomes 'staff', which counts where money depends on it (an agent's claim);
// the images have done their work and are deleted at once (docs/privacy.md), files after commit.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';
import { deleteKeys } from '@/server/platform/photo-store';
import type { FileStorage } from '@/server/platform/storage';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';

export async function confirmIdentity(
  deps: { db: Db; storage: FileStorage },
  adminId: string,
  userId: string,
): Promise<UserRow> {
  if (userId === CONSOLE_ADMIN_ID) throw appError('CONSOLE_ADMIN_NO_DOCUMENTS');
  const { updated, keys } = await deps.db.transaction(async (tx) => {
    const current = await lockRow(
      tx.select().from(users).where(eq(users.id, userId)),
      'USER_NOT_FOUND',
    );
    if (current.deletedAt) throw appError('USER_NOT_FOUND');
    // Under the row lock: a second confirm, or one after a revoke, finds nothing waiting.
    if (!current.isVerified || current.identityCheck !== 'documents') {
      throw appError('IDENTITY_NOT_WAITING');
    }
    const hadImages = Boolean(current.aadharFrontUrl || current.aadharBackUrl);
    const [row] = await tx
      .update(users)
      .set({
        identityCheck: 'staff',
        identityCheckReason: null,
        aadharFrontUrl: null,
        aadharBackUrl: null,
        ...(hadImages ? { aadharDeletedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    await recordAdminAction(tx, adminId, 'identity.confirmed', { type: 'user', id: userId });
    if (!row) throw new Error('user vanished');
    const keys = [current.aadharFrontUrl, current.aadharBackUrl].filter((key): key is string =>
      Boolean(key),
    );
    return { updated: row, keys };
  });
  // Best effort: a failure leaves an unreferenced file for the hourly orphan sweep.
  await deleteKeys(deps.storage, keys);
  return updated;
}
