// The code of the HEIC decode worker (heic-decoder.ts), as plain CommonJS source run with
// `new Worker(source, { eval: true })`. A string, not a file: the server is bundled into one
// dist/server/main.js (scripts/build-server.mjs) and tests run the sources through vite, so a
// separate worker file would have no path that holds in both. libheif-js is loaded from the
// absolute path the parent resolves (workerData.libheifPath).
//
// In: workerData { libheifPath, bytes: Uint8Array, maxPixels }. Out: one message, either
// { width, height, hasAlpha, data: Uint8ClampedArray (RGBA, transferred) } or
// { error: 'too-many-pixels' | 'broken', detail }. The dimensions come from the container (ispe,
// after irot/imir) and are checked before a single pixel buffer is allocated.
export const HEIC_WORKER_SOURCE = String.raw`
(() => {
const { parentPort, workerData } = require('node:worker_threads');
const { libheifPath, bytes, maxPixels } = workerData;
const fail = (error, detail) => parentPort.postMessage({ error, detail: String(detail) });
let decoder;
let images = [];
try {
  const libheif = require(libheifPath);
  decoder = new libheif.HeifDecoder();
  images = decoder.decode(bytes) || [];
} catch (error) {
  fail('broken', error);
  return;
}
const image = images.find((candidate) => candidate.is_primary()) || images[0];
if (!image) {
  fail('broken', 'no image in the HEIF container');
  return;
}
const width = image.get_width();
const height = image.get_height();
if (!(width > 0 && height > 0)) {
  fail('broken', 'no dimensions');
} else if (width * height > maxPixels) {
  fail('too-many-pixels', width + 'x' + height);
} else {
  try {
    image.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, (shown) => {
      if (!shown) fail('broken', 'libheif could not decode the image');
      else {
        const hasAlpha = image.has_alpha_channel();
        parentPort.postMessage({ width, height, hasAlpha, data: shown.data }, [shown.data.buffer]);
      }
    });
  } catch (error) {
    fail('broken', error);
  }
}
})();
`;
