// The uploader's own checks (SPEC §5 uploader errors), made before anything is sent: wrong file
// type, file too large, file too small (the one image rule, domain/image-files.ts, on the file as
// chosen: the hint's "5 MB" is the picked file's size, as on every other picker), too many files.
import { MAX_IMAGE_BYTES, MAX_PHOTOS_PER_ITEM } from '@/domain/constants';
import { acceptAttribute, PHOTO_KINDS, pickedImageProblem } from '@/domain/image-files';
import { IMAGE_SIGNATURE_BYTES, imageKindOf } from '@/domain/image-signature';

/** What the file pickers offer: the formats phones write, HEIC/HEIF from iPhones included. */
export const PHOTO_ACCEPT = acceptAttribute(PHOTO_KINDS);

/** The size limit in the words of the uploader's hint and error: '5 MB'. */
export const MAX_PHOTO_MEGABYTES = Math.round(MAX_IMAGE_BYTES / 1_000_000);

export type RefusalReason = 'wrongType' | 'tooSmall' | 'tooLarge' | 'tooMany';

export interface PhotoRefusal {
  reason: RefusalReason;
  fileName: string;
}

export function isTooLarge(photo: Blob): boolean {
  return photo.size > MAX_IMAGE_BYTES;
}

/**
 * Whether the first bytes are a JPEG, PNG, WebP, AVIF or HEIF photo: a text file renamed holiday.jpg is
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
    const problem = signatures[index] ? pickedImageProblem(file, PHOTO_KINDS) : 'wrongType';
    if (problem) {
      refusals.push({ reason: problem, fileName: file.name });
    } else if (accepted.length >= room) {
      refusals.push({ reason: 'tooMany', fileName: file.name });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refusals };
}
