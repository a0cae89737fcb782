// POST /api/profile/aadhar: both sides of the Aadhaar card; submitting them marks the customer
// identity-verified (SPEC §4, DESIGN §8), and tells them so (issue 13). How it was proven is kept
// beside it (issue 23, aadhaar-qr/identity-from-photos.ts):
// - the card's Secure QR verified under UIDAI's key, with the account's name: proven. The images
//   are not kept at all (no one needs them), only the number's last 4 digits and which key;
// - otherwise (no code found, a signature that does not verify, another name): the images are
//   kept encrypted at rest for staff, with the reason.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import type { Notify } from '@/server/features/notifications';
import { recordOwnAction } from '@/server/platform/audit-log';
import { storePreparedDocument } from '@/server/platform/document-store';
import { appError } from '@/server/platform/errors';
import type { FieldCipher } from '@/server/platform/field-encryption';
import { processDocumentImage } from '@/server/platform/image-pipeline';
import { lockLiveAccount } from '@/server/platform/live-account';
import type { FileStorage } from '@/server/platform/storage';
import { identityFromPhotos, type PhotoIdentity } from './aadhaar-qr/identity-from-photos';
import type { TrustedSigner } from './aadhaar-qr/trusted-signers';

export interface IdentityDocuments {
  front: Buffer | undefined;
  back: Buffer | undefined;
}

export async function submitIdentity(
  deps: {
    db: Db;
    storage: FileStorage;
    cipher: FieldCipher;
    notify: Notify;
    signers: readonly TrustedSigner[];
  },
  userId: string,
  { front, back }: IdentityDocuments,
): Promise<UserRow> {
  if (!front || !back) throw appError('BOTH_SIDES_MISSING');
  const [account] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const name = [account?.firstName, account?.lastName].filter(Boolean).join(' ');
  // Checked as every document is (JPG or PNG, not a bomb), made upright, then read for the code.
  const prepared = {
    front: await processDocumentImage(front, userId),
    back: await processDocumentImage(back, userId),
  };
  const identity = await identityFromPhotos(prepared, name, deps.signers);
  const proven = identity.check === 'aadhaar_qr';

  const stored: string[] = [];
  try {
    if (!proven) {
      for (const jpeg of [prepared.front, prepared.back]) {
        stored.push(await storePreparedDocument(deps.storage, deps.cipher, jpeg));
      }
    }
    const [frontKey = null, backKey = null] = stored;
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
          ...checkColumns(identity),
          // Proven by the code: the images were never kept.
          ...(proven ? { aadharDeletedAt: sql`now()` } : {}),
          isVerified: true,
          verifiedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning();
      await recordOwnAction(tx, { customer: userId }, 'identity.submitted', {
        check: identity.check,
        ...(identity.check === 'documents' ? { reason: identity.reason } : {}),
      });
      // A replacement of documents already verified is no news.
      if (!previous.front && !current.isVerified) {
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

function checkColumns(identity: PhotoIdentity) {
  return identity.check === 'aadhaar_qr'
    ? {
        identityCheck: 'aadhaar_qr' as const,
        identityCheckReason: null,
        aadhaarLast4: identity.aadhaarLast4,
        identitySigner: identity.signer,
      }
    : {
        identityCheck: 'documents' as const,
        identityCheckReason: identity.reason,
        aadhaarLast4: identity.aadhaarLast4,
        identitySigner: null,
      };
}
