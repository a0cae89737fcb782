// POST /api/profile/aadhar: both sides of the Aadhaar card, encrypted at rest; submitting them
// marks the customer identity-verified (SPEC §4, DESIGN §8).
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { VERIFICATION_MESSAGES } from '../../../domain/verification';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import { storeDocument } from '../../platform/document-store';
import { badRequest } from '../../platform/errors';
import type { FieldCipher } from '../../platform/field-encryption';
import type { FileStorage } from '../../platform/storage';
import { readNamedFiles } from './multipart-files';

export async function submitIdentity(
  request: FastifyRequest,
  deps: { db: Db; storage: FileStorage; cipher: FieldCipher },
  user: UserRow,
): Promise<UserRow> {
  const files = await readNamedFiles(
    request,
    ['aadharFront', 'aadharBack'],
    VERIFICATION_MESSAGES.imageTooLarge,
  );
  const front = files.get('aadharFront');
  const back = files.get('aadharBack');
  if (!front || !back) throw badRequest(VERIFICATION_MESSAGES.bothSidesRequired);

  const stored: string[] = [];
  try {
    for (const bytes of [front, back]) {
      stored.push(await storeDocument(deps.storage, deps.cipher, bytes, VERIFICATION_MESSAGES.documentTypes));
    }
    const [frontKey, backKey] = stored as [string, string];
    const { updated, replaced } = await deps.db.transaction(async (tx) => {
      // The keys being replaced are read under the row lock: two uploads at once each delete
      // exactly what they replaced, and no document is left behind unreferenced.
      const [previous] = await tx
        .select({ front: users.aadharFrontUrl, back: users.aadharBackUrl })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      const [row] = await tx
        .update(users)
        .set({
          aadharFrontUrl: frontKey,
          aadharBackUrl: backKey,
          isVerified: true,
          verifiedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, user.id))
        .returning();
      await recordAudit(tx, {
        actorType: 'customer',
        actorId: user.id,
        action: 'identity.submitted',
        targetType: 'user',
        targetId: user.id,
      });
      return { updated: row, replaced: [previous?.front, previous?.back] };
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
