// Photos uploaded but never attached to an item (the seller left the submit page) are removed
// after a day, files first and then their rows, so nothing unreferenced piles up.
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { photoUploads } from '@/server/db/schema';
import { deleteKeys, keysOfPhotoUrl } from '@/server/platform/photo-store';
import type { FileStorage } from '@/server/platform/storage';

const BATCH = 500;

export async function sweepUnattachedPhotos(db: Db, storage: FileStorage): Promise<number> {
  const stale = and(
    isNull(photoUploads.attachedAt),
    lt(photoUploads.createdAt, sql`now() - interval '1 day'`),
  );
  const candidates = await db
    .select({ id: photoUploads.id })
    .from(photoUploads)
    .where(stale)
    .limit(BATCH);
  if (candidates.length === 0) return 0;
  // Rows first, re-checking that they are still unattached: a photo attached to an item a moment
  // ago keeps its row, and only the files of rows really removed are deleted.
  const removed = await db
    .delete(photoUploads)
    .where(
      and(
        inArray(
          photoUploads.id,
          candidates.map((row) => row.id),
        ),
        stale,
      ),
    )
    .returning({ url: photoUploads.url });
  await deleteKeys(
    storage,
    removed.flatMap((row) => keysOfPhotoUrl(row.url) ?? []),
  );
  return removed.length;
}
