// A seller's photo upload (SPEC §5, §7): each photo is stored as soon as it has arrived, so a
// request of 10 × 5 MB never holds more than one original in memory; if any photo fails, every
// file this request stored is removed again and no row is written.
import type { Db } from '@/server/db/client';
import { photoUploads } from '@/server/db/schema';
import { appError } from '@/server/platform/errors';
import type { MultipartForm } from '@/server/platform/multipart';
import { deleteKeys, storePhoto, type StoredPhoto } from '@/server/platform/photo-store';
import type { FileStorage } from '@/server/platform/storage';

export type PhotoForm = MultipartForm<'photos', unknown>;

export async function uploadPhotos(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  form: PhotoForm,
): Promise<string[]> {
  const stored: StoredPhoto[] = [];
  try {
    await form.read({
      onFile: async (_name, bytes) => {
        stored.push(await storePhoto(deps.storage, bytes, 'photos'));
      },
    });
    if (stored.length === 0) throw appError('NO_PHOTOS');
    await deps.db
      .insert(photoUploads)
      .values(
        stored.map((photo) => ({ userId, url: photo.url, thumbnailUrl: photo.thumbnailUrl })),
      );
    return stored.map((photo) => photo.url);
  } catch (error) {
    await deleteKeys(
      deps.storage,
      stored.flatMap((photo) => photo.keys),
    );
    throw error;
  }
}
