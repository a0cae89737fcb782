// The QR code in a photo of an Aadhaar card (issue 23), read with zxing-cpp (zxing-wasm, its
// WebAssembly build): a Secure QR holds 2,000-3,500 digits, a dense code that a phone photo
// shows small, turned and soft. The photo is decoded once by sharp (upright, at most 40 MP in, at
// most 2,000 px on its longest side out, so the pixels handed on are at most 16 MB), then read at
// that size and, failing that, smaller and sharpened in grey: a code photographed close is found
// at the first, a small or blurred one at the second. zxing tries the four quarter turns itself,
// and finds a code at any smaller angle.
// Not yet on a request: it runs where it is called (~0.1-0.3 s of CPU per photo); the upload
// path will call it off the request's thread.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import sharp, { type OutputInfo } from 'sharp';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';

const MAX_INPUT_PIXELS = 40_000_000;
const LONGEST_EDGE = 2_000;
const SMALLER_EDGE = 1_200;

let ready: Promise<unknown> | undefined;

/** The WebAssembly from node_modules, never from a CDN (the library's default). */
function zxingReady(): Promise<unknown> {
  ready ??= (() => {
    const wasm = fs.readFileSync(
      createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
    );
    return prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length) },
      fireImmediately: true,
    });
  })();
  return ready;
}

const OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  maxNumberOfSymbols: 4,
};

/**
 * The text of the QR code in the photo that looks like a Secure QR (only digits), else of the
 * first code found, or null when there is none or the bytes are no image.
 */
export async function readQrFromPhoto(photo: Buffer): Promise<string | null> {
  await zxingReady();
  for (const attempt of [
    { edge: LONGEST_EDGE, sharpen: false },
    { edge: SMALLER_EDGE, sharpen: true },
  ]) {
    let pixels: { data: Buffer; info: OutputInfo };
    try {
      let image = sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(attempt.edge, attempt.edge, { fit: 'inside', withoutEnlargement: true });
      if (attempt.sharpen) image = image.greyscale().sharpen();
      pixels = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    } catch {
      // Not an image sharp can read, or too large: no code.
      return null;
    }
    const { data, info } = pixels;
    const found = await readBarcodes(
      {
        data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
        width: info.width,
        height: info.height,
        colorSpace: 'srgb',
      },
      OPTIONS,
    );
    const texts = found.filter((one) => one.isValid && one.text).map((one) => one.text);
    const secure = texts.find((text) => /^\d{100,}$/.test(text));
    if (secure ?? texts[0]) return secure ?? texts[0]!;
  }
  return null;
}
