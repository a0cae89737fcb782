// A seller's photo upload (SPEC §5, §7): each photo is stored as soon as it has arrived, so a
// request of 10 × 5 MB never holds more than one original in memory; if any photo fails, every
// file this request stored is removed again and no row is written. An account may hold at most
// PHOTO_UPLOADS_PER_HOUR unattached photos uploaded within the last hour (counted from
// photo_uploads: uploader and time are on each row), else 429 PHOTO_UPLOAD_QUOTA.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PHOTO_UPLOADS_PER_HOUR } from '@/contract/errors/item-errors';
import type { Db, DbOrTx } from '@/server/db/client';
import { photoUploads, users } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import { recordPhotoUpload, uploadFailureOutcome } from '@/server/platform/metrics';
import type { MultipartForm } from '@/server/platform/multipart';
import { deleteKeys, storePhoto, type StoredPhoto } from '@/server/platform/photo-store';
import type { FileStorage } from '@/server/platform/storage';

export type PhotoForm = MultipartForm<'photos', unknown>;

/** Unattached photos this account uploaded within the last hour. */
async function recentUnattached(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photoUploads)
    .where(
      and(
        eq(photoUploads.userId, userId),
        isNull(photoUploads.attachedAt),
        gt(photoUploads.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.n ?? 0;
}

export async function uploadPhotos(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  form: PhotoForm,
): Promise<string[]> {
  const stored: StoredPhoto[] = [];
  try {
    // Refused before any photo is decoded or stored.
    if ((await recentUnattached(deps.db, userId)) >= PHOTO_UPLOADS_PER_HOUR) {
      throw appError('PHOTO_UPLOAD_QUOTA');
    }
    await form.read({
      onFile: async (_name, bytes) => {
        stored.push(await storePhoto(deps.storage, bytes, 'photos', `user:${userId}`));
      },
    });
    if (stored.length === 0) throw appError('NO_PHOTOS');
    await deps.db.transaction(async (tx) => {
      // Counted again under the uploader's row lock: parallel uploads cannot pass together.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if ((await recentUnattached(tx, userId)) + stored.length > PHOTO_UPLOADS_PER_HOUR) {
        throw appError('PHOTO_UPLOAD_QUOTA');
      }
      await tx
        .insert(photoUploads)
        .values(
          stored.map((photo) => ({ userId, url: photo.url, thumbnailUrl: photo.thumbnailUrl })),
        );
    });
    recordPhotoUpload('stored');
    return stored.map((photo) => photo.url);
  } catch (error) {
    recordPhotoUpload(uploadFailureOutcome(error));
    await deleteKeys(
      deps.storage,
      stored.flatMap((photo) => photo.keys),
    );
    throw error;
  }
}
