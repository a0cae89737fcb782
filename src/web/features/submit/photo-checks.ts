// The uploader's own checks (SPEC §5 uploader errors), made before anything is sent: wrong file
// type, file too small, too many files. "Too large" is judged after the browser has tried to make
// the photo smaller (prepare-photo.ts), since a 7 MB camera JPEG is fine once downscaled.
import { MAX_IMAGE_BYTES, MAX_PHOTOS_PER_ITEM, MIN_IMAGE_BYTES } from '@/domain/constants';
import { IMAGE_SIGNATURE_BYTES, imageKindOf } from '@/domain/image-signature';

/** What the file pickers offer: the formats phones write, HEIC/HEIF from iPhones included. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

const ACCEPTED_TYPES = new Set([...PHOTO_ACCEPT.split(','), 'image/jpg']);
// Some Android pickers and drag sources give no type (or a generic one): judge by the name then.
const ACCEPTED_NAME = /\.(jpe?g|png|webp|heic|heif)$/i;

/** The size limit in the words of the uploader's hint and error: '5 MB'. */
export const MAX_PHOTO_MEGABYTES = Math.round(MAX_IMAGE_BYTES / 1_000_000);

export type RefusalReason = 'wrongType' | 'tooSmall' | 'tooLarge' | 'tooMany';

export interface PhotoRefusal {
  reason: RefusalReason;
  fileName: string;
}

export function isAcceptedPhotoType(file: File): boolean {
  const type = file.type.toLowerCase();
  if (ACCEPTED_TYPES.has(type)) return true;
  return (type === '' || type === 'application/octet-stream') && ACCEPTED_NAME.test(file.name);
}

export function isTooLarge(photo: Blob): boolean {
  return photo.size > MAX_IMAGE_BYTES;
}

/**
 * Whether the first bytes are a JPEG, PNG, WebP or HEIF photo: a text file renamed holiday.jpg is
 * typed image/jpeg by the browser, so the name and type alone cannot be trusted (the server judges
 * by content too).
 */
export async function hasPhotoSignature(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageKindOf(bytes) !== null;
}

/** Splits newly picked files into those to upload and those refused, in the order given. */
export async function sortIncomingPhotos(
  files: readonly File[],
  photosAlreadyAdded: number,
): Promise<{ accepted: File[]; refusals: PhotoRefusal[] }> {
  const room = Math.max(0, MAX_PHOTOS_PER_ITEM - photosAlreadyAdded);
  const accepted: File[] = [];
  const refusals: PhotoRefusal[] = [];
  const signatures = await Promise.all(
    files.map((file) => hasPhotoSignature(file).catch(() => false)),
  );
  for (const [index, file] of files.entries()) {
    if (!isAcceptedPhotoType(file) || !signatures[index]) {
      refusals.push({ reason: 'wrongType', fileName: file.name });
    } else if (file.size < MIN_IMAGE_BYTES) {
      refusals.push({ reason: 'tooSmall', fileName: file.name });
    } else if (accepted.length >= room) {
      refusals.push({ reason: 'tooMany', fileName: file.name });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refusals };
}
