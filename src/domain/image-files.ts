// The one rule for image files, for every picker in the browser and for the server (issue 28):
// which formats each kind of upload accepts, how large and how small a chosen file may be, and
// the names the texts give those formats. A picker judges the file as chosen (the original, not
// a copy the browser made smaller), so "5MB" on a screen means the file the person picked; the
// server judges the bytes it receives by the same numbers and by their content.
import { MAX_IMAGE_BYTES, MIN_IMAGE_BYTES } from './constants';
import type { ImageKind } from './image-signature';

/** Photos (items, profile photos, agent photos): every format phones and browsers write. */
export const PHOTO_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'webp', 'avif', 'heic'];
/** Aadhaar images: the two types SPEC §5 states. */
export const DOCUMENT_KINDS: readonly ImageKind[] = ['jpeg', 'png'];

// Media types (each after 'image/') and file name extensions of each kind, space-separated: kept
// short, as this module is in the first load of every page with a picker.
const MEDIA_TYPES: Record<ImageKind, string> = {
  jpeg: 'jpeg jpg pjpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  heic: 'heic heif heic-sequence heif-sequence',
};
const EXTENSIONS: Record<ImageKind, string> = {
  jpeg: 'jpg jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  heic: 'heic heif',
};
const mediaTypes = (kind: ImageKind) => MEDIA_TYPES[kind].split(' ').map((type) => `image/${type}`);
/** How the texts name each format (every error and hint lists them all: a test holds them). */
export const IMAGE_KIND_NAMES: Record<ImageKind, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  heic: 'HEIC',
};

/** The `accept` attribute of a file input for these kinds. */
export function acceptAttribute(kinds: readonly ImageKind[]): string {
  return kinds.flatMap(mediaTypes).join(',');
}

/** What the browser knows about a chosen file before reading it (a File fits). */
export interface PickedFileFacts {
  name: string;
  size: number;
  type: string;
}

export type PickedImageProblem = 'wrongType' | 'tooLarge' | 'tooSmall';

/** Whether the declared type (or, with none, the name) is one of these kinds. */
export function isAcceptedImageType(file: PickedFileFacts, kinds: readonly ImageKind[]): boolean {
  const type = file.type.toLowerCase();
  if (kinds.some((kind) => mediaTypes(kind).includes(type))) return true;
  // Some Android pickers and drag sources give no type (or a generic one): judge by the name then.
  if (type !== '' && type !== 'application/octet-stream') return false;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return kinds.some((kind) => EXTENSIONS[kind].split(' ').includes(extension));
}

/**
 * Why this chosen file may not be sent, or null: not one of the kinds, 5 MB or more ("less than
 * 5MB", SPEC §9), or under 1 KB. The first bytes are checked too where a picker can read them
 * (image-signature.ts), and always by the server.
 */
export function pickedImageProblem(
  file: PickedFileFacts,
  kinds: readonly ImageKind[],
): PickedImageProblem | null {
  if (!isAcceptedImageType(file, kinds)) return 'wrongType';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  if (file.size < MIN_IMAGE_BYTES) return 'tooSmall';
  return null;
}
