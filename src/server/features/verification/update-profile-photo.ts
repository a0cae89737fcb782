// POST /api/profile/photo: the avatar goes through the same pipeline as item photos.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import { lockLiveAccount } from '@/server/platform/live-account';
import { deleteKeys, keysOfPhotoUrl, storePhoto } from '@/server/platform/photo-store';
import type { FileStorage } from '@/server/platform/storage';

export async function updateProfilePhoto(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  bytes: Buffer | undefined,
): Promise<UserRow> {
  if (!bytes) throw appError('NO_PROFILE_PHOTO');
  const photo = await storePhoto(deps.storage, bytes, 'avatars');
  try {
    const { updated, previousUrl } = await deps.db.transaction(async (tx) => {
      // Read the picture being replaced under the row lock, so two uploads at once each delete
      // exactly the one they replaced; an account erased meanwhile is refused (issue 28).
      const previous = await lockLiveAccount(tx, { userId });
      const [row] = await tx
        .update(users)
        .set({ profileImageUrl: photo.url, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return { updated: row, previousUrl: previous.profileImageUrl };
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
