// A staff member's decision on a customer's identity (issue 23): Confirm identity, or revoke it
// ('Ask for a clearer photo' on a card waiting for a check). Either way, under the customer's row
// lock, the decision's own change is written, the Aadhaar images leave the row, the act is
// audited, and the files are deleted after commit (a failure leaves them to the orphan sweep).
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { recordAdminAction } from '@/server/platform/audit-log';
import { appError } from '@/server/platform/errors';
import { lockRow } from '@/server/platform/lock-row';
import { deleteKeys } from '@/server/platform/photo-store';
import type { FileStorage } from '@/server/platform/storage';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';

export interface IdentityDecision {
  action: 'identity.confirmed' | 'identity.revoked';
  /** Under the row lock: throws when the decision does not apply, else what else changes. */
  change(current: UserRow): PgUpdateSetSource<typeof users>;
  /** In the same transaction, after the row is written (the customer's notification). */
  after?(tx: Tx, current: UserRow): Promise<void>;
}

export async function decideIdentity(
  deps: { db: Db; storage: FileStorage },
  adminId: string,
  userId: string,
  decision: IdentityDecision,
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
        ...decision.change(current),
        aadharFrontUrl: null,
        aadharBackUrl: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error('user vanished');
    await recordAdminAction(tx, adminId, decision.action, { type: 'user', id: userId });
    await decision.after?.(tx, current);
    const keys = [current.aadharFrontUrl, current.aadharBackUrl].filter((key): key is string =>
      Boolean(key),
    );
    return { updated: row, keys };
  });
  await deleteKeys(deps.storage, keys);
  return updated;
}
