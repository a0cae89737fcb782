// Every user photo passes through here (DESIGN §3): judged by its bytes, decoded under a pixel
// limit, turned upright, stripped of ALL metadata (phone photos carry the GPS position of the
// seller's home) and re-encoded as WebP, with a small thumbnail for lists.
import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_BYTES, MIN_IMAGE_BYTES } from '@/domain/constants';
import type { ErrorCode } from '@/contract/error-codes';
import { imageKindOf, type ImageKind } from '@/domain/image-signature';
import { createFairTaskLimiter } from '@/domain/task-limiter';
import type { AppError } from './errors';
import { appError } from './errors';

/** 50 megapixels: more than any phone camera writes, far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;
const FULL_SIZE = 1600;
const THUMB_SIZE = 400;
// Decoding is the memory-hungry part: at most this many images are decoded at once, process-wide,
// shared fairly across accounts (one account's 10-photo upload cannot hold every slot while
// another account waits behind all of it).
const MAX_CONCURRENT_DECODES = 2;
/** The owner of decodes whose caller names no account. */
export const SHARED_DECODE_OWNER = 'shared';

export interface ProcessedImage {
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const limitDecodes = createFairTaskLimiter(MAX_CONCURRENT_DECODES);
// Decodes running and waiting for a slot, for /metrics (platform/metrics.ts).
const decodes = { inFlight: 0, waiting: 0 };

function withDecodeSlot<T>(owner: string, task: () => Promise<T>): Promise<T> {
  decodes.waiting += 1;
  return limitDecodes(owner, async () => {
    decodes.waiting -= 1;
    decodes.inFlight += 1;
    try {
      return await task();
    } finally {
      decodes.inFlight -= 1;
    }
  });
}

/** How many images are being decoded now and how many wait for a slot (process-wide). */
export function decodeQueue(): { inFlight: number; waiting: number } {
  return { ...decodes };
}

// 'truncated' refuses cut-off files instead of padding them with grey.
const DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const };

/**
 * The checks every user image passes before any pixel is decoded: size, real format (from the
 * bytes), and dimensions read from the header (a decompression bomb stops here).
 */
async function checkImage(bytes: Buffer, accepted: readonly ImageKind[], notAccepted: NotAccepted) {
  if (bytes.length > MAX_IMAGE_BYTES) throw appError('IMAGE_TOO_LARGE');
  const kind = imageKindOf(bytes);
  if (!kind) throw appError(notAccepted);
  // The HEIC advice names JPEG, PNG and WebP: only where all three are accepted (photos).
  if (kind === 'heic' && accepted.includes('webp')) throw appError('PHOTO_HEIC');
  if (!accepted.includes(kind)) throw appError(notAccepted);
  if (bytes.length < MIN_IMAGE_BYTES) throw appError('PHOTO_TOO_SMALL');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
  } catch (error) {
    // sharp refuses a decompression bomb while reading the header: say so, not "damaged".
    if (/pixel limit/i.test(String(error))) throw appError('PHOTO_TOO_MANY_PIXELS');
    throw appError('PHOTO_BROKEN');
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_INPUT_PIXELS) throw appError('PHOTO_TOO_MANY_PIXELS');
  if (width === 0 || height === 0) throw appError('PHOTO_BROKEN');
}

function decodeFailure(error: unknown): AppError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return appError('PHOTO_TOO_MANY_PIXELS');
  }
  return appError('PHOTO_BROKEN');
}

/** The code refusing a file that is not one of the accepted kinds. */
type NotAccepted = Extract<ErrorCode, 'PHOTO_NOT_IMAGE' | 'DOCUMENT_TYPE_NOT_ACCEPTED'>;

const PHOTO_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'webp', 'avif'];

/**
 * Checks the bytes and produces the stored renditions; throws a 4xx AppError for bad input.
 * `owner` (an account, e.g. `user:<id>`) is whose turn the decode waits for.
 */
export async function processImage(
  bytes: Buffer,
  owner: string = SHARED_DECODE_OWNER,
): Promise<ProcessedImage> {
  return withDecodeSlot(owner, async () => {
    await checkImage(bytes, PHOTO_KINDS, 'PHOTO_NOT_IMAGE');
    try {
      // .rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless
      // asked, so EXIF, GPS, XMP and ICC comments are all dropped.
      const upright = sharp(bytes, DECODE_OPTIONS).rotate();
      const [full, thumbnail] = await Promise.all([
        upright
          .clone()
          .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true }),
        upright
          .clone()
          .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', withoutEnlargement: true })
          .webp({ quality: 70 })
          .toBuffer(),
      ]);
      return { full: full.data, thumbnail, width: full.info.width, height: full.info.height };
    } catch (error) {
      throw decodeFailure(error);
    }
  });
}

const DOCUMENT_SIZE = 2400;
export const DOCUMENT_KINDS: readonly ImageKind[] = ['jpeg', 'png'];

/**
 * An identity document (SPEC §5: JPG and PNG): upright, metadata stripped, kept large and sharp
 * enough to read (JPEG quality 90, 2400 px), returned as JPEG bytes for encryption.
 */
export async function processDocumentImage(
  bytes: Buffer,
  owner: string = SHARED_DECODE_OWNER,
): Promise<Buffer> {
  return withDecodeSlot(owner, async () => {
    await checkImage(bytes, DOCUMENT_KINDS, 'DOCUMENT_TYPE_NOT_ACCEPTED');
    try {
      return await sharp(bytes, DECODE_OPTIONS)
        .rotate()
        .resize(DOCUMENT_SIZE, DOCUMENT_SIZE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 90 })
        .toBuffer();
    } catch (error) {
      throw decodeFailure(error);
    }
  });
}
