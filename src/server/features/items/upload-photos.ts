// A seller's photo upload (SPEC §5, §7): each photo is processed as soon as it has arrived, two
// at a time (the pipeline's decode width) with the next one read ahead, so a request of 10 × 5 MB
// never holds more than three originals in memory; if any photo fails, every file this request
// stored is removed again (once the photos still in hand have finished) and no row is written.
// An account may hold at most MAX_UNATTACHED_PHOTOS photos uploaded and not yet on a submitted
// item (counted from photo_uploads; the cart keeps every photo unattached until Submit), else
// 429 PHOTO_UPLOAD_QUOTA (decision 0033).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MAX_UNATTACHED_PHOTOS } from '@/contract/errors/item-errors';
import { MAX_IMAGE_BYTES } from '@/domain/constants';
import type { Db, DbOrTx } from '@/server/db/client';
import { photoUploads } from '@/server/db/schema';
import { createBufferPool } from '@/server/platform/buffer-pool';
import { appError } from '@/server/platform/errors';
import { lockLiveAccount } from '@/server/platform/live-account';
import { recordPhotoUpload, uploadFailureOutcome } from '@/server/platform/metrics';
import type { MultipartForm } from '@/server/platform/multipart';
import { deleteKeys, storePhoto, type StoredPhoto } from '@/server/platform/photo-store';
import type { FileStorage } from '@/server/platform/storage';

export type PhotoForm = MultipartForm<'photos', unknown>;

// Photos of one request in hand at once: two decoding (the pipeline's width) and the next one
// already read, so a freed decode slot never waits for 5 MB to arrive. One at a time left a core
// idle whenever a decode was in its single-threaded parts (JPEG entropy decoding, WebP encoding):
// 0.73 of a bare sharp script at concurrency 2 (issue 10). The process-wide fair limiter
// (image-pipeline) still shares the two decode slots between accounts.
const PHOTOS_IN_HAND = 3;

/**
 * Photos this account has uploaded and not yet attached, younger than the sweep's day
 * (sweep-unattached-photos.ts): older ones are about to be removed and no longer hold a place.
 */
async function unattached(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photoUploads)
    .where(
      and(
        eq(photoUploads.userId, userId),
        isNull(photoUploads.attachedAt),
        gt(photoUploads.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row?.n ?? 0;
}

export async function uploadPhotos(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  form: PhotoForm,
): Promise<string[]> {
  // In arrival order; a photo still being processed leaves its place empty.
  const stored: (StoredPhoto | undefined)[] = [];
  const inHand = new Set<Promise<void>>();
  // The first photo that failed (later ones fail for the same request anyway).
  const failures: unknown[] = [];
  const storedSoFar = () => stored.filter((photo): photo is StoredPhoto => photo !== undefined);
  // Each photo is read into one of these, reused once its photo is processed. The next part is
  // read only when fewer than PHOTOS_IN_HAND are in hand (below), so that many always suffice.
  const buffers = createBufferPool(MAX_IMAGE_BYTES, PHOTOS_IN_HAND);
  try {
    // Refused before any photo is decoded or stored.
    if ((await unattached(deps.db, userId)) >= MAX_UNATTACHED_PHOTOS) {
      throw appError('PHOTO_UPLOAD_QUOTA');
    }
    await form.read({
      readInto: buffers.acquire,
      onFile: async (_name, bytes) => {
        if (failures.length > 0) throw failures[0];
        const index = stored.length;
        stored.push(undefined);
        const task = storePhoto(deps.storage, bytes, 'photos', `user:${userId}`)
          .then(
            (photo) => {
              stored[index] = photo;
            },
            (error: unknown) => {
              failures.push(error);
            },
          )
          .finally(() => buffers.release(bytes));
        inHand.add(task);
        void task.finally(() => inHand.delete(task));
        // The next part is read only once a place is free: backpressure on the upload itself.
        if (inHand.size >= PHOTOS_IN_HAND) await Promise.race(inHand);
        if (failures.length > 0) throw failures[0];
      },
    });
    await Promise.all(inHand);
    if (failures.length > 0) throw failures[0];
    const photos = storedSoFar();
    if (photos.length === 0) throw appError('NO_PHOTOS');
    await deps.db.transaction(async (tx) => {
      // Counted again under the uploader's row lock: parallel uploads cannot pass together, and
      // an account erased while the photos were processed gets none (issue 28).
      await lockLiveAccount(tx, { userId });
      if ((await unattached(tx, userId)) + photos.length > MAX_UNATTACHED_PHOTOS) {
        throw appError('PHOTO_UPLOAD_QUOTA');
      }
      await tx
        .insert(photoUploads)
        .values(
          photos.map((photo) => ({ userId, url: photo.url, thumbnailUrl: photo.thumbnailUrl })),
        );
    });
    recordPhotoUpload('stored');
    return photos.map((photo) => photo.url);
  } catch (error) {
    recordPhotoUpload(uploadFailureOutcome(error));
    // A photo still in hand may store its files after this point: wait, then remove them all.
    await Promise.all(inHand);
    await deleteKeys(
      deps.storage,
      storedSoFar().flatMap((photo) => photo.keys),
    );
    throw error;
  }
}
