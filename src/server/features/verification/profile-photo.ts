// POST /api/profile/photo: the avatar goes through the same pipeline as item photos.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { PHOTO_MESSAGES } from '../../platform/image-pipeline';
import { deleteKeys, keysOfPhotoUrl, storePhoto } from '../../platform/photo-store';
import type { FileStorage } from '../../platform/storage';
import { readNamedFiles } from './multipart-files';

export async function updateProfilePhoto(
  request: FastifyRequest,
  deps: { db: Db; storage: FileStorage },
  user: UserRow,
): Promise<UserRow> {
  const files = await readNamedFiles(request, ['profilePhoto'], PHOTO_MESSAGES.tooLarge);
  const bytes = files.get('profilePhoto');
  if (!bytes) throw badRequest('Please select an image file');
  const photo = await storePhoto(deps.storage, bytes, 'avatars');
  try {
    const { updated, previousUrl } = await deps.db.transaction(async (tx) => {
      // Read the picture being replaced under the row lock, so two uploads at once each delete
      // exactly the one they replaced.
      const [previous] = await tx
        .select({ url: users.profileImageUrl })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      const [row] = await tx
        .update(users)
        .set({ profileImageUrl: photo.url, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      return { updated: row, previousUrl: previous?.url ?? null };
    });
    if (!updated) throw new Error('user vanished');
    // The old picture is no longer referenced by anything.
    if (previousUrl) await deleteKeys(deps.storage, keysOfPhotoUrl(previousUrl) ?? []);
    return updated;
  } catch (error) {
    await deleteKeys(deps.storage, photo.keys);
    throw error;
  }
}
