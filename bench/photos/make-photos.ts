// Camera-sized test photos: 4000 x 3000 JPEGs of 4.4-5.0 MB (the upload limit is 5 MiB), made of
// smooth gradients plus per-pixel noise so they compress like real photos (about 3 bits per
// pixel, what a phone writes at high quality). Half carry EXIF orientation 6 (a portrait phone
// shot stored sideways), so .rotate() has real work to do; all carry camera EXIF tags.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;
const NOISE = 24;
export const MAX_BYTES = 5 * 1024 * 1024;
const MIN_BYTES = 4.4 * 1024 * 1024;

/** Raw RGB pixels from a seeded xorshift, so each photo differs and a rerun makes the same set. */
function pixels(seed: number): Buffer {
  const buf = Buffer.allocUnsafe(WIDTH * HEIGHT * 3);
  let s = (seed * 2654435761) >>> 0 || 1;
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      s ^= s << 13;
      s >>>= 0;
      s ^= s >>> 17;
      s ^= s << 5;
      s >>>= 0;
      const n = (((s & 255) - 128) * NOISE) / 128;
      const base = 110 + 60 * Math.sin(x / 211 + seed) + 40 * Math.cos(y / (157 + seed));
      const i = (y * WIDTH + x) * 3;
      buf[i] = clamp(base + n);
      buf[i + 1] = clamp(base * 0.8 + 40 + n * 0.9 + 20 * Math.sin((x + y) / 53));
      buf[i + 2] = clamp(255 - base + n * 1.1);
    }
  }
  return buf;
}

async function encode(raw: Buffer, quality: number, orientation: number): Promise<Buffer> {
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality })
    .withExif({ IFD0: { Make: 'BenchCam', Model: 'Phone 4000x3000' } })
    .withMetadata({ orientation })
    .toBuffer();
}

/** Writes `count` photos into `dir`; returns their paths and sizes. */
export async function makePhotos(
  dir: string,
  count: number,
): Promise<{ file: string; bytes: number }[]> {
  const made: { file: string; bytes: number }[] = [];
  for (let i = 0; i < count; i++) {
    const raw = pixels(i + 1);
    const orientation = i % 2 === 0 ? 1 : 6;
    // Quality 90 lands near 4.7 MB; step it until the file is inside the window.
    let quality = 90;
    let jpeg = await encode(raw, quality, orientation);
    while ((jpeg.length >= MAX_BYTES || jpeg.length < MIN_BYTES) && quality > 60 && quality < 98) {
      quality += jpeg.length >= MAX_BYTES ? -1 : 1;
      jpeg = await encode(raw, quality, orientation);
    }
    if (jpeg.length >= MAX_BYTES || jpeg.length < MIN_BYTES) {
      throw new Error(`photo ${i}: could not land between 4.4 and 5 MB (${jpeg.length} bytes)`);
    }
    const file = path.join(dir, `photo-${String(i + 1).padStart(2, '0')}.jpg`);
    await fs.writeFile(file, jpeg);
    made.push({ file, bytes: jpeg.length });
  }
  return made;
}
