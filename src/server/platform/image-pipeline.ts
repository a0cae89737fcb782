// Every user photo passes through here (DESIGN §3): judged by its bytes, decoded under a pixel
// limit, turned upright, stripped of ALL metadata (phone photos carry the GPS position of the
// seller's home) and re-encoded as WebP, with a small thumbnail for lists.
import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_BYTES, MIN_IMAGE_BYTES } from '../../domain/constants';
import { AppError } from './errors';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif';

/** 50 megapixels: more than any phone camera writes, far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;
const FULL_SIZE = 1600;
const THUMB_SIZE = 400;
// Decoding is the memory-hungry part: at most this many images are decoded at once, process-wide.
const MAX_CONCURRENT_DECODES = 2;

export const PHOTO_MESSAGES = {
  notImage: 'Please select an image file (JPEG, PNG or WebP).',
  heic: 'HEIC photos cannot be processed yet. Please choose a JPEG, PNG or WebP photo (on iPhone: Settings > Camera > Formats > Most Compatible).',
  tooLarge: 'Image size must be less than 5MB',
  tooSmall: 'This file is too small to be a photo. Please choose another image.',
  tooManyPixels: 'This image is too large in dimensions. Please choose a photo under 50 megapixels.',
  broken: 'This image is damaged or incomplete. Please choose another photo.',
} as const;

/** The format an upload really is, from its first bytes (never its name or declared type). */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return null;
}

export interface ProcessedImage {
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const photoError = (status: number, message: string) => new AppError(status, message);

let active = 0;
const waiting: Array<() => void> = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active < MAX_CONCURRENT_DECODES) {
    active += 1;
  } else {
    // The releasing caller hands its slot straight over, so no newcomer can slip in between.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }
}

// 'truncated' refuses cut-off files instead of padding them with grey.
const DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const };

/**
 * The checks every user image passes before any pixel is decoded: size, real format (from the
 * bytes), and dimensions read from the header (a decompression bomb stops here).
 */
async function checkImage(bytes: Buffer, accepted: readonly ImageKind[], notAccepted: string) {
  if (bytes.length > MAX_IMAGE_BYTES) throw photoError(413, PHOTO_MESSAGES.tooLarge);
  const kind = sniffImageKind(bytes);
  if (!kind) throw photoError(415, notAccepted);
  // The HEIC advice names JPEG, PNG and WebP: only where all three are accepted (photos).
  if (kind === 'heic' && accepted.includes('webp')) throw photoError(415, PHOTO_MESSAGES.heic);
  if (!accepted.includes(kind)) throw photoError(415, notAccepted);
  if (bytes.length < MIN_IMAGE_BYTES) throw photoError(400, PHOTO_MESSAGES.tooSmall);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
  } catch (error) {
    // sharp refuses a decompression bomb while reading the header: say so, not "damaged".
    if (/pixel limit/i.test(String(error))) throw photoError(413, PHOTO_MESSAGES.tooManyPixels);
    throw photoError(400, PHOTO_MESSAGES.broken);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_INPUT_PIXELS) throw photoError(413, PHOTO_MESSAGES.tooManyPixels);
  if (width === 0 || height === 0) throw photoError(400, PHOTO_MESSAGES.broken);
}

function decodeFailure(error: unknown): AppError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return photoError(413, PHOTO_MESSAGES.tooManyPixels);
  }
  return photoError(400, PHOTO_MESSAGES.broken);
}

const PHOTO_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'webp', 'avif'];

/** Checks the bytes and produces the stored renditions; throws a 4xx AppError for bad input. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  return withDecodeSlot(async () => {
    await checkImage(bytes, PHOTO_KINDS, PHOTO_MESSAGES.notImage);
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
export async function processDocumentImage(bytes: Buffer, notAccepted: string): Promise<Buffer> {
  return withDecodeSlot(async () => {
    await checkImage(bytes, DOCUMENT_KINDS, notAccepted);
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
