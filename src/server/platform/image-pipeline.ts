// Every user photo passes through here (DESIGN §3): judged by its bytes, its header checked
// against what decoding it would cost (pixels, longest side, decoded bytes by format and bit
// depth), turned upright, stripped of ALL metadata (phone photos carry the GPS position of the
// seller's home) and re-encoded as WebP, with a small thumbnail for lists. The header is read
// here; the pixels are decoded and encoded in the photo worker, a process of its own at a lower
// priority, so the server's reads come first (photo-worker.ts). AVIF and HEIC are decoded in a
// child process under a memory cap and a time limit (isolated-decoder.ts) and come back as small
// raw pixels that go the same way.
import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_BYTES, MIN_IMAGE_BYTES } from '@/domain/constants';
import type { ErrorCode } from '@/contract/error-codes';
import { DOCUMENT_KINDS, PHOTO_KINDS } from '@/domain/image-files';
import { imageKindOf, type ImageKind } from '@/domain/image-signature';
import { createFairTaskLimiter } from '@/domain/task-limiter';
import type { AppError } from './errors';
import { appError } from './errors';
import { decodeIsolated, IsolatedDecodeError, type IsolatedKind } from './isolated-decoder';
import { ImageWorkError, runPhotoJob } from './photo-worker';

/** 50 megapixels: more than any phone camera writes, far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * The longest side accepted: WebP's own limit, beyond any camera or phone panorama. A 6 KB PNG of
 * 49,990,000 x 1 is under 50 megapixels, yet resizing it held a decode slot 35 times as long as a
 * photo and took 390 MB (issue 28).
 */
export const MAX_IMAGE_SIDE = 16_383;
/**
 * Decoded bytes (width x height x channels x bytes per sample, from the header) per decode.
 * JPEG, PNG and WebP are decoded by libvips a strip at a time: 50 megapixels of 8-bit RGBA. A
 * 16-bit PNG counts double.
 */
export const MAX_DECODED_BYTES = 200_000_000;
/**
 * AVIF and HEIC are decoded whole, at 5-7 times their decoded bytes (measured, issue 28: a 12 MP
 * 8-bit AVIF took 240 MB, a 12 MP 12-bit one 330 MB, a 7070 x 7070 12-bit one of 1,252 bytes
 * 1.2 GB): 12 megapixels of 8-bit RGB (any phone's HEIC), 9 of RGBA, 6 at 10 or 12 bits. That keeps
 * the decode process (~300 MB at most) under its memory cap (isolated-decoder.ts).
 */
export const MAX_DECODED_BYTES_WHOLE = 36_000_000;
const FULL_SIZE = 1600;
const THUMB_SIZE = 400;
// WebP effort 2 (libwebp's method; sharp's default is 4): half the CPU of a photo (93 ms against
// 188 ms for a 2000 px upload), files about 5% larger at the same quality (decision 0044).
const FULL_WEBP = { quality: 80, effort: 2 };
const THUMB_WEBP = { quality: 70, effort: 2 };
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
// the pipeline never does (every upload is new bytes), so the cache would only pin headers in
// memory between requests (the photo worker turns its own off too).
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

/** AVIF and HEIC: decoded whole, in the isolated decode process. */
const isWholeDecode = (kind: ImageKind): kind is IsolatedKind => kind === 'avif' || kind === 'heic';

/** What the header says decoding costs, and the refusal that names this format's limit. */
function tooManyPixels(kind: ImageKind, bytesPerPixel = 3): AppError {
  const megapixels = isWholeDecode(kind)
    ? Math.floor(MAX_DECODED_BYTES_WHOLE / bytesPerPixel / 1_000_000)
    : MAX_INPUT_PIXELS / 1_000_000;
  return appError('PHOTO_TOO_MANY_PIXELS', { megapixels, side: MAX_IMAGE_SIDE });
}

function bytesPerSample({ depth, bitsPerSample }: Metadata): number {
  if (bitsPerSample !== undefined && bitsPerSample > 8) return bitsPerSample > 16 ? 4 : 2;
  if (depth === undefined || depth === 'uchar' || depth === 'char') return 1;
  return depth === 'ushort' || depth === 'short' ? 2 : 4;
}

/**
 * The checks every user image passes before any pixel is decoded: size, real format (from the
 * bytes), then from the header alone (sharp reads JPEG, PNG, WebP, AVIF and HEIC headers without
 * decoding): pixels, longest side, and decoded bytes by format, channels and bit depth. A
 * decompression bomb, a 1 KB 12-bit AVIF of 50 megapixels or a PNG one pixel high stop here.
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
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
  } catch (error) {
    // sharp refuses a decompression bomb while reading the header: say so, not "damaged".
    if (/pixel limit/i.test(String(error))) throw tooManyPixels(kind);
    throw appError('PHOTO_BROKEN');
  }
  const { width = 0, height = 0, channels = 3 } = metadata;
  if (width === 0 || height === 0) throw appError('PHOTO_BROKEN');
  const bytesPerPixel = channels * bytesPerSample(metadata);
  const budget = isWholeDecode(kind) ? MAX_DECODED_BYTES_WHOLE : MAX_DECODED_BYTES;
  if (
    width * height > MAX_INPUT_PIXELS ||
    Math.max(width, height) > MAX_IMAGE_SIDE ||
    width * height * bytesPerPixel > budget
  ) {
    throw tooManyPixels(kind, bytesPerPixel);
  }
  return kind;
}

/** Upright pixels of at most FULL_SIZE from AVIF or HEIC, decoded in the isolated process. */
async function decodeWhole(bytes: Buffer, kind: IsolatedKind) {
  try {
    return await decodeIsolated(bytes, kind, { maxPixels: MAX_INPUT_PIXELS, maxEdge: FULL_SIZE });
  } catch (error) {
    if (
      error instanceof IsolatedDecodeError &&
      (error.reason === 'too-many-pixels' || error.reason === 'out-of-memory')
    ) {
      // The header passed, the real image did not: it needs more than it said.
      throw tooManyPixels(kind);
    }
    // Damaged, not AV1 or HEVC after all, or still decoding after the time limit (no real photo
    // takes that long): the file is at fault either way.
    throw appError('PHOTO_BROKEN');
  }
}

/**
 * The refusal for a file the photo worker could not convert: over the pixel limit once decoded,
 * or damaged. A worker that died twice on it, or ran out of time, is the file's fault too.
 */
function decodeFailure(kind: ImageKind, error: unknown): AppError {
  if (error instanceof ImageWorkError && /pixel limit/i.test(error.message)) {
    return tooManyPixels(kind);
  }
  return appError('PHOTO_BROKEN');
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The code refusing a file that is not one of the accepted kinds. */
type NotAccepted = Extract<ErrorCode, 'PHOTO_NOT_IMAGE' | 'DOCUMENT_TYPE_NOT_ACCEPTED'>;

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
    // One decode: upright (rotate with no angle applies the EXIF orientation) and at most 1600 px,
    // as raw pixels, both WebPs encoded from those. A JPEG decodes at a reduced scale
    // (shrink-on-load), and a second decode for the thumbnail would cost as much again. Nothing
    // is written but pixels, so EXIF, GPS, XMP and ICC are all dropped.
    const source = isWholeDecode(kind)
      ? { pixels: await decodeWhole(bytes, kind) }
      : { bytes, decode: DECODE_OPTIONS };
    try {
      const made = await runPhotoJob('photo', {
        decode: DECODE_OPTIONS,
        ...source,
        fullSize: FULL_SIZE,
        thumbSize: THUMB_SIZE,
        fullWebp: FULL_WEBP,
        thumbWebp: THUMB_WEBP,
      });
      return {
        full: asBuffer(made.full),
        thumbnail: asBuffer(made.thumbnail),
        width: made.width,
        height: made.height,
      };
    } catch (error) {
      throw decodeFailure(kind, error);
    }
  });
}

const DOCUMENT_SIZE = 2400;

/**
 * An identity document (SPEC §5: JPG and PNG): upright, metadata stripped, kept large and sharp
 * enough to read (JPEG quality 90, 2400 px), returned as JPEG bytes for encryption.
 */
export async function processDocumentImage(
  bytes: Buffer,
  owner: string = SHARED_DECODE_OWNER,
): Promise<Buffer> {
  return withDecodeSlot(owner, async () => {
    const kind = await checkImage(bytes, DOCUMENT_KINDS, 'DOCUMENT_TYPE_NOT_ACCEPTED');
    try {
      const made = await runPhotoJob('document', {
        bytes,
        decode: DECODE_OPTIONS,
        size: DOCUMENT_SIZE,
        jpeg: { quality: 90 },
      });
      return asBuffer(made.jpeg);
    } catch (error) {
      throw decodeFailure(kind, error);
    }
  });
}
