// The storage keys behind what a person uploaded: photo URLs (item photos, profile photos) name
// two keys each (image and thumbnail), Aadhaar columns hold the key itself. Deleted after the
// transaction that stopped referencing them commits; a crash in between leaves files no row
// names, which the hourly orphan sweep removes (features/files) — so no file outlives its row.
import type { FileStorage } from '@/server/platform/storage';
import { deleteKeys, keysOfPhotoUrl } from '@/server/platform/photo-store';

export function keysOfUrls(urls: readonly (string | null | undefined)[]): string[] {
  return urls.flatMap((url) => (url ? (keysOfPhotoUrl(url) ?? []) : []));
}

export function presentKeys(keys: readonly (string | null | undefined)[]): string[] {
  return keys.filter((key): key is string => Boolean(key));
}

/** Best effort: a failure leaves an unreferenced file for the orphan sweep. */
export async function removeFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await deleteKeys(storage, [...new Set(keys)]);
}
