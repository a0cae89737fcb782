// The code of the isolated decode process (isolated-decoder.ts), as plain CommonJS source run with
// `node -e`. A string, not a file: the server is bundled into one dist/server/main.js
// (scripts/build-server.mjs) and tests run the sources through vite, so a separate file would
// have no path that holds in both. sharp and libheif-js are loaded from the absolute paths the
// parent resolves.
//
// In: one IPC message { kind: 'avif' | 'heic', bytes: Uint8Array, maxPixels, maxEdge, sharpPath,
// libheifPath }. Out: one message, either { width, height, channels, data: Uint8Array } (8-bit
// sRGB pixels, upright, longest side at most maxEdge) or
// { error: 'too-many-pixels' | 'broken', detail }; then the process exits.
// - AVIF: sharp (libheif + aom, native), upright by its irot/imir boxes.
// - HEIC: libheif-js (WASM; this sharp build has no HEVC decoder). The dimensions come from the
//   container (ispe, after irot/imir) and are checked before a single pixel buffer exists.
// Both are made small here, so the server process only ever receives ≤ maxEdge pixels.
export const ISOLATED_DECODER_SOURCE = String.raw`
(() => {
const fail = (error, detail) => ({ error, detail: String(detail) });
const answer = (message) => process.send(message, () => process.exit(0));

function small(sharp, input, maxEdge) {
  return input
    .rotate()
    .resize(maxEdge, maxEdge, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({
      width: info.width,
      height: info.height,
      channels: info.channels,
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    }));
}

function decodeHeic(sharp, libheifPath, bytes, maxPixels, maxEdge) {
  let images = [];
  try {
    const libheif = require(libheifPath);
    images = new libheif.HeifDecoder().decode(bytes) || [];
  } catch (error) {
    return Promise.resolve(fail('broken', error));
  }
  const image = images.find((candidate) => candidate.is_primary()) || images[0];
  if (!image) return Promise.resolve(fail('broken', 'no image in the HEIF container'));
  const width = image.get_width();
  const height = image.get_height();
  if (!(width > 0 && height > 0)) return Promise.resolve(fail('broken', 'no dimensions'));
  if (width * height > maxPixels) {
    return Promise.resolve(fail('too-many-pixels', width + 'x' + height));
  }
  return new Promise((resolve) => {
    try {
      image.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, (shown) => {
        if (!shown) return resolve(fail('broken', 'libheif could not decode the image'));
        const rgba = Buffer.from(shown.data.buffer, shown.data.byteOffset, shown.data.byteLength);
        const pixels = sharp(rgba, { raw: { width, height, channels: 4 } });
        // An opaque photo loses the unused alpha. The raw pixels carry no EXIF: .rotate() leaves
        // them as libheif turned them.
        const input = image.has_alpha_channel() ? pixels : pixels.removeAlpha();
        small(sharp, input, maxEdge).then(resolve, (error) => resolve(fail('broken', error)));
      });
    } catch (error) {
      resolve(fail('broken', error));
    }
  });
}

process.once('message', ({ kind, bytes, maxPixels, maxEdge, sharpPath, libheifPath }) => {
  const sharp = require(sharpPath);
  // Nothing to reuse in a process that decodes one image; one libvips thread holds the least.
  sharp.cache(false);
  sharp.concurrency(1);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const work =
    kind === 'heic'
      ? decodeHeic(sharp, libheifPath, input, maxPixels, maxEdge)
      : small(sharp, sharp(input, { limitInputPixels: maxPixels, failOn: 'truncated' }), maxEdge).catch(
          (error) => fail(/pixel limit/i.test(String(error)) ? 'too-many-pixels' : 'broken', error),
        );
  work.then(answer, (error) => answer(fail('broken', error)));
});
})();
`;
