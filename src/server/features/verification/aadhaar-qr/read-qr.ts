// The QR code in a photo of an Aadhaar card (issue 23), read with zxing-cpp (zxing-wasm, its
// WebAssembly build, qr-worker.ts): a Secure QR holds 2,000-3,500 digits, a dense code that a phone photo
// shows small, turned and soft. The photo is decoded once by sharp (upright, at most 40 MP in, at
// most 2,000 px on its longest side out, so the pixels handed on are at most 16 MB), then read at
// that size and, failing that, smaller and sharpened in grey: a code photographed close is found
// at the first, a small or blurred one at the second. zxing tries the four quarter turns itself,
// and finds a code at any smaller angle.
// sharp works on libvips' threads, zxing in a worker thread of its own (qr-worker.ts): neither
// holds up the server's other requests.
import sharp, { type OutputInfo } from 'sharp';
import { readQrCodes } from './qr-worker';

const MAX_INPUT_PIXELS = 40_000_000;
const LONGEST_EDGE = 2_000;
const SMALLER_EDGE = 1_200;

/**
 * The text of the QR code in the photo that looks like a Secure QR (only digits), else of the
 * first code found, or null when there is none or the bytes are no image.
 */
export async function readQrFromPhoto(photo: Buffer): Promise<string | null> {
  for (const attempt of [
    { edge: LONGEST_EDGE, sharpen: false },
    { edge: SMALLER_EDGE, sharpen: true },
  ]) {
    let pixels: { data: Buffer; info: OutputInfo };
    try {
      let image = sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(attempt.edge, attempt.edge, { fit: 'inside', withoutEnlargement: true });
      image = attempt.sharpen ? image.greyscale().sharpen() : image.ensureAlpha();
      pixels = await image.raw().toBuffer({ resolveWithObject: true });
    } catch {
      // Not an image sharp can read, or too large: no code.
      return null;
    }
    const { info } = pixels;
    const data = info.channels === 4 ? pixels.data : greyToRgba(pixels.data, info.channels);
    let texts: string[];
    try {
      texts = await readQrCodes({ data, width: info.width, height: info.height });
    } catch {
      // The reader failed or ran out of time on this photo: no code read.
      return null;
    }
    const secure = texts.find((text) => /^\d{100,}$/.test(text));
    if (secure ?? texts[0]) return secure ?? texts[0]!;
  }
  return null;
}

/** One grey band (its first, of `channels`) as RGBA: zxing takes RGBA. */
function greyToRgba(grey: Buffer, channels: number): Buffer {
  const pixels = grey.length / channels;
  const rgba = Buffer.alloc(pixels * 4, 255);
  for (let i = 0; i < pixels; i += 1) {
    const level = grey[i * channels]!;
    rgba[i * 4] = level;
    rgba[i * 4 + 1] = level;
    rgba[i * 4 + 2] = level;
  }
  return rgba;
}
