// Test images made with sharp: noise that does not compress, photo-like gradients, a camera JPEG
// with the GPS position of a home, EXIF orientation, HEIC-like bytes and a decompression bomb, plus
// an EXIF reader that finds GPS tags.
import fs from 'node:fs';
import zlib from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/**
 * Random RGB noise: it does not compress, so even small images are well over the 1 KB minimum,
 * and a camera-sized one has a realistic byte size.
 */
export function noise(width: number, height: number, seed = 1): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < pixels.length; i += 1) {
    // xorshift32: deterministic and fast enough for a few megapixels.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = state & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A photo-like image: smooth gradients plus light noise, so JPEGs of camera size stay < 5 MB. */
export function photoLike(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 12345;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const n = (state & 0x1f) - 16;
      const i = (y * width + x) * 3;
      pixels[i] = clamp((x * 255) / width + n);
      pixels[i + 1] = clamp((y * 255) / height + n);
      pixels[i + 2] = clamp(128 + n);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** The GPS position of the seller's home that a phone writes into every photo. */
export const HOME_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '29/1 56/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '78/1 9/1 0/1',
} as const;

export function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return noise(width, height, 7)
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'Camera 1' }, IFD3: { ...HOME_GPS } })
    .toBuffer();
}

/** A landscape 800x600 JPEG whose EXIF orientation 6 says "rotate 90° clockwise to view". */
export function jpegOrientation6(): Promise<Buffer> {
  // Left half dark, right half light, so the test can tell where the pixels went.
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const v = x < width / 2 ? 20 : 235;
      const i = (y * width + x) * 3;
      pixels[i] = v;
      pixels[i + 1] = v;
      pixels[i + 2] = v;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * An image read back in grey: the level of the pixel at x, y (0 black to 255 white). Tells where
 * the dark half of jpegOrientation6 or heicSideways went once the image was turned upright.
 */
export async function greyLevels(image: Buffer): Promise<(x: number, y: number) => number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  return (x, y) => data[y * info.width + x]!;
}

/** Bytes that start like an iPhone HEIC file (ISO BMFF 'ftyp' box with the 'heic' brand). */
export function heicLikeBytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size, 0x11);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypheic', 4, 'latin1');
  bytes.writeUInt32BE(0, 12);
  bytes.write('mif1heic', 16, 'latin1');
  return bytes;
}

/**
 * A decompression bomb: a valid 1-bit greyscale PNG of 20000 x 20000 pixels (400 megapixels, 1.2 GB
 * once decoded as RGB) that is only ~50 KB on disk because every pixel is the same.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte + packed 1-bit pixels
  const raw = Buffer.alloc(rowBytes * height);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// EXIF

/**
 * The GPS tags (ids 0x0000-0x001f) in an EXIF block as sharp's metadata().exif returns it
 * ("Exif\0\0" + TIFF). Empty when the block has no GPS IFD.
 */
export function gpsTagIds(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  let tiff = exif;
  if (tiff.toString('latin1', 0, 6) === 'Exif\0\0') tiff = tiff.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const entries = (ifd: number) => {
    const count = u16(ifd);
    return Array.from({ length: count }, (_, i) => {
      const at = ifd + 2 + i * 12;
      return { tag: u16(at), value: u32(at + 8) };
    });
  };
  const gpsPointer = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  if (!gpsPointer) return [];
  return entries(gpsPointer.value).map((entry) => entry.tag);
}

const jpegs = new Map<string, Promise<Buffer>>();

/**
 * A small real JPEG (well over the 1 KB minimum): an Aadhaar side, an item photo, an avatar. Made
 * once per seed and size: encoding costs ~80 ms.
 */
export function jpeg(seed = 1, width = 400, height = 300): Promise<Buffer> {
  const key = `${seed}:${width}x${height}`;
  if (!jpegs.has(key)) jpegs.set(key, noise(width, height, seed).jpeg({ quality: 80 }).toBuffer());
  return jpegs.get(key)!;
}

// ---------------------------------------------------------------------------------------------
// HEIC

/**
 * A real HEIC photo (fixtures/README.md): 320 x 240 coded, turned 90° clockwise by its `irot`
 * box (viewed 240 x 320, dark half on top), with GPS in its EXIF.
 */
export function heicSideways(): Buffer {
  return fs.readFileSync(new URL('./fixtures/sideways-irot.heic', import.meta.url));
}

/** The HEIC photo with its `ispe` box claiming other dimensions (coded pixels stay 320 x 240). */
export function heicClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(heicSideways());
  const at = bytes.indexOf('ispe', 0, 'latin1');
  if (at < 0) throw new Error('no ispe box in the HEIC fixture');
  // 'ispe' is a full box: type, version and flags (4 bytes), then width and height.
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// AVIF (issue 28: a 1 KB AVIF took 1-1.7 GB to decode)

const avifs = new Map<string, Promise<Buffer>>();

/**
 * A real AVIF of photo-like noise at 8, 10 or 12 bits per sample. Encoding costs ~1 s per
 * megapixel at 12 bits, so keep them small; made once per size and depth.
 */
export function avif(width: number, height: number, bitdepth: 8 | 10 | 12 = 8): Promise<Buffer> {
  const key = `${width}x${height}@${bitdepth}`;
  if (!avifs.has(key)) {
    avifs.set(key, noise(width, height, 29).avif({ bitdepth, quality: 60, effort: 0 }).toBuffer());
  }
  return avifs.get(key)!;
}

/**
 * A real AVIF whose `ispe` box claims other dimensions, as the 1,194-byte 7070 x 7070
 * 12-bit AVIF does honestly (encoding that one takes ~25 s): what the header check sees is the
 * same, and the check must refuse it before any decode.
 */
export async function avifClaiming(
  width: number,
  height: number,
  bitdepth: 8 | 10 | 12,
): Promise<Buffer> {
  const bytes = Buffer.from(await avif(64, 64, bitdepth));
  const at = bytes.indexOf('ispe', 0, 'latin1');
  if (at < 0) throw new Error('no ispe box in the AVIF');
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  return bytes;
}
