// Every user photo passes through here (DESIGN §3): judged by its bytes, decoded under a pixel
// limit, turned upright, stripped of ALL metadata (phone photos carry the GPS position of the
// seller's home) and re-encoded as WebP, with a small thumbnail for lists. HEIC (iPhones) is
// decoded by libheif in a worker (heic-decoder.ts) and then goes the same way as raw pixels.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MAX_IMAGE_BYTES, MIN_IMAGE_BYTES } from '@/domain/constants';
import type { ErrorCode } from '@/contract/error-codes';
import { imageKindOf, type ImageKind } from '@/domain/image-signature';
import { createFairTaskLimiter } from '@/domain/task-limiter';
import type { AppError } from './errors';
import { appError } from './errors';
import { decodeHeic, HeicDecodeError } from './heic-decoder';

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

// libvips' operation cache helps a program that runs the same operation on the same input twice;
// the pipeline never does (every upload is new bytes), so the cache would only pin decoded
// images and their buffers in memory between requests.
sharp.cache(false);

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
 * bytes), and dimensions read from the header (a decompression bomb stops here). HEIC headers
 * are read by libheif in its worker, which applies the same pixel limit before decoding.
 */
async function checkImage(
  bytes: Buffer,
  accepted: readonly ImageKind[],
  notAccepted: NotAccepted,
): Promise<ImageKind> {
  if (bytes.length > MAX_IMAGE_BYTES) throw appError('IMAGE_TOO_LARGE');
  const kind = imageKindOf(bytes);
  if (!kind || !accepted.includes(kind)) throw appError(notAccepted);
  if (bytes.length < MIN_IMAGE_BYTES) throw appError('PHOTO_TOO_SMALL');
  if (kind === 'heic') return kind;
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
  return kind;
}

/** The decoder for checked bytes: sharp itself, or HEIC pixels from libheif handed to sharp. */
async function decoderFor(bytes: Buffer, kind: ImageKind): Promise<Sharp> {
  if (kind !== 'heic') return sharp(bytes, DECODE_OPTIONS);
  try {
    const { width, height, rgba, hasAlpha } = await decodeHeic(bytes, {
      maxPixels: MAX_INPUT_PIXELS,
    });
    const pixels = sharp(rgba, { raw: { width, height, channels: 4 }, ...DECODE_OPTIONS });
    // libheif has applied the file's rotation and mirroring (irot/imir); the raw pixels carry no
    // EXIF, so .rotate() later leaves them as they are. An opaque photo loses the unused alpha.
    return hasAlpha ? pixels : pixels.removeAlpha();
  } catch (error) {
    if (error instanceof HeicDecodeError && error.reason === 'too-many-pixels') {
      throw appError('PHOTO_TOO_MANY_PIXELS');
    }
    // Damaged, not HEVC after all, or still decoding after the time limit (no real photo takes
    // that long): the file is at fault either way.
    throw appError('PHOTO_BROKEN');
  }
}

function decodeFailure(error: unknown): AppError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return appError('PHOTO_TOO_MANY_PIXELS');
  }
  return appError('PHOTO_BROKEN');
}

/** The code refusing a file that is not one of the accepted kinds. */
type NotAccepted = Extract<ErrorCode, 'PHOTO_NOT_IMAGE' | 'DOCUMENT_TYPE_NOT_ACCEPTED'>;

const PHOTO_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'webp', 'avif', 'heic'];

/**
 * Checks the bytes and produces the stored renditions; throws a 4xx AppError for bad input.
 * `owner` (an account, e.g. `user:<id>`) is whose turn the decode waits for.
 */
export async function processImage(
  bytes: Buffer,
  owner: string = SHARED_DECODE_OWNER,
): Promise<ProcessedImage> {
  return withDecodeSlot(owner, async () => {
    const kind = await checkImage(bytes, PHOTO_KINDS, 'PHOTO_NOT_IMAGE');
    const decoder = await decoderFor(bytes, kind);
    try {
      // One decode: upright (.rotate() with no angle applies the EXIF orientation) and at most
      // 1600 px, as raw pixels; both WebPs are encoded from those. A JPEG decodes at a reduced
      // scale here (shrink-on-load), and a second decode for the thumbnail would cost as much
      // again. sharp writes no metadata unless asked, so EXIF, GPS, XMP and ICC are all dropped.
      const { data, info } = await decoder
        .rotate()
        .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const [full, thumbnail] = await Promise.all([
        sharp(data, raw).webp({ quality: 80 }).toBuffer(),
        sharp(data, raw)
          .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', withoutEnlargement: true })
          .webp({ quality: 70 })
          .toBuffer(),
      ]);
      return { full, thumbnail, width: info.width, height: info.height };
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
