// POST /api/profile/aadhar: both sides of the Aadhaar card, encrypted at rest; submitting them
// marks the customer identity-verified (SPEC §4, DESIGN §8), and tells them so (issue 13).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { recordOwnAction } from '@/server/platform/audit-log';
import { storeDocument } from '@/server/platform/document-store';
import { appError } from '@/server/platform/errors';
import type { FieldCipher } from '@/server/platform/field-encryption';
import { lockLiveAccount } from '@/server/platform/live-account';
import type { FileStorage } from '@/server/platform/storage';

export interface IdentityDocuments {
  front: Buffer | undefined;
  back: Buffer | undefined;
}

export async function submitIdentity(
  deps: { db: Db; storage: FileStorage; cipher: FieldCipher; notify: Notify },
  userId: string,
  { front, back }: IdentityDocuments,
): Promise<UserRow> {
  if (!front || !back) throw appError('BOTH_SIDES_MISSING');

  const stored: string[] = [];
  try {
    for (const bytes of [front, back]) {
      stored.push(await storeDocument(deps.storage, deps.cipher, bytes));
    }
    const [frontKey, backKey] = stored as [string, string];
    const { updated, replaced } = await deps.db.transaction(async (tx) => {
      // The keys being replaced are read under the row lock: two uploads at once each delete
      // exactly what they replaced, and no document is left behind unreferenced. An account
      // erased while the documents were being stored is refused (the catch below deletes them).
      const current = await lockLiveAccount(tx, { userId });
      const previous = { front: current.aadharFrontUrl, back: current.aadharBackUrl };
      const [row] = await tx
        .update(users)
        .set({
          aadharFrontUrl: frontKey,
          aadharBackUrl: backKey,
          isVerified: true,
          verifiedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning();
      await recordOwnAction(tx, { customer: userId }, 'identity.submitted');
      // A replacement of documents already verified is no news.
      if (!previous.front) {
        await deps.notify(tx, { to: { userId }, type: 'identity.verified', params: {} });
      }
      return { updated: row, replaced: [previous.front, previous.back] };
    });
    if (!updated) throw new Error('user vanished');
    // Replaced documents are deleted: personal data is kept no longer than needed (DPDP).
    await Promise.all(
      replaced
        .filter((key): key is string => Boolean(key))
        .map((key) => deps.storage.delete(key).catch(() => undefined)),
    );
    return updated;
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
