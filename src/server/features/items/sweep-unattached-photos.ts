// Photos uploaded but never attached to an item (the seller left the submit page) are removed
// after a day, files first and then their rows, so nothing unreferenced piles up.
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoUploads } from '../../db/schema';
import { deleteKeys, keysOfPhotoUrl } from '../../platform/photo-store';
import type { FileStorage } from '../../platform/storage';

const BATCH = 500;

export async function sweepUnattachedPhotos(db: Db, storage: FileStorage): Promise<number> {
  const stale = await db
    .select({ id: photoUploads.id, url: photoUploads.url })
    .from(photoUploads)
    .where(and(isNull(photoUploads.attachedAt), lt(photoUploads.createdAt, sql`now() - interval '1 day'`)))
    .limit(BATCH);
  if (stale.length === 0) return 0;
  await deleteKeys(storage, stale.flatMap((row) => keysOfPhotoUrl(row.url) ?? []));
  await db.delete(photoUploads).where(
    and(
      inArray(
        photoUploads.id,
        stale.map((row) => row.id),
      ),
      isNull(photoUploads.attachedAt),
    ),
  );
  return stale.length;
}
