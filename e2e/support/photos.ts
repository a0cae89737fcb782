// Real JPEGs for uploads and file pickers, made with sharp: a colour under gaussian noise, so every
// colour gives a different photo and each stays above the server's 1 KB minimum (SPEC §9).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export type Rgb = readonly [number, number, number];

/** What `setInputFiles` and multipart parts take. */
export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * - small: 160 x 120, a few KB; for tests that upload or pick many photos.
 * - camera: 3000 x 2000, about 4 MB, like a phone writes: the browser has to downscale it and the
 *   upload of what is left still takes visible time on a slow uplink.
 */
const SIZES = {
  small: { width: 160, height: 120, quality: 80 },
  camera: { width: 3000, height: 2000, quality: 92 },
} as const;
export type PhotoSize = keyof typeof SIZES;

const DEFAULT_RGB: Rgb = [120, 90, 200];
// Camera photos take a second or more each to make on a busy machine: kept on disk between runs.
const CAMERA_PHOTO_DIR = path.join(os.tmpdir(), 'resale-e2e-camera-photos');

const noiseBySize = new Map<PhotoSize, Promise<Buffer>>();
const jpegs = new Map<string, Promise<Buffer>>();

/** A JPEG of noise over `rgb` (made once per colour and size in each worker). */
export function jpeg(rgb: Rgb = DEFAULT_RGB, size: PhotoSize = 'small'): Promise<Buffer> {
  const key = `${size}-${rgb.join('-')}`;
  let bytes = jpegs.get(key);
  if (!bytes) {
    bytes = size === 'camera' ? cachedOnDisk(rgb, () => encode(rgb, size)) : encode(rgb, size);
    jpegs.set(key, bytes);
  }
  return bytes;
}

export async function photoFile(
  name: string,
  rgb: Rgb = DEFAULT_RGB,
  size: PhotoSize = 'small',
): Promise<PhotoFile> {
  return { name, mimeType: 'image/jpeg', buffer: await jpeg(rgb, size) };
}

/** Both sides of an Aadhaar card (different pictures). */
export async function aadhaarImages(): Promise<{ front: PhotoFile; back: PhotoFile }> {
  const [front, back] = await Promise.all([
    photoFile('aadhaar-front.jpg', [200, 120, 60]),
    photoFile('aadhaar-back.jpg', [60, 120, 200]),
  ]);
  return { front, back };
}

async function encode(rgb: Rgb, size: PhotoSize): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { width, height, quality } = SIZES[size];
  const [r, g, b] = rgb;
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .composite([
      { input: await noise(size), raw: { width, height, channels: 3 }, blend: 'overlay' },
    ])
    .jpeg({ quality })
    .toBuffer();
}

/** Gaussian noise as raw RGB (the costly part: made once per size in each worker). */
function noise(size: PhotoSize): Promise<Buffer> {
  let raw = noiseBySize.get(size);
  if (!raw) {
    const { width, height } = SIZES[size];
    raw = import('sharp').then(({ default: sharp }) =>
      sharp({
        create: {
          width,
          height,
          channels: 3,
          // sharp's types want a background even when noise fills the picture.
          background: { r: 0, g: 0, b: 0 },
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .raw()
        .toBuffer(),
    );
    noiseBySize.set(size, raw);
  }
  return raw;
}

async function cachedOnDisk(rgb: Rgb, make: () => Promise<Buffer>): Promise<Buffer> {
  const { width, height, quality } = SIZES.camera;
  const file = path.join(CAMERA_PHOTO_DIR, `${width}x${height}-${rgb.join('-')}-q${quality}.jpg`);
  try {
    return await fs.readFile(file);
  } catch {
    const bytes = await make();
    await fs.mkdir(CAMERA_PHOTO_DIR, { recursive: true });
    // Written whole, then renamed: a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
    return bytes;
  }
}
