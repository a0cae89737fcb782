// The code of the photo worker process (photo-worker.ts), as plain CommonJS source run with
// `node -e`. A string, not a file, for the reason isolated-decoder-source.ts gives: the server is
// bundled into one dist/server/main.js and the tests run the sources, so a separate file would have
// no path that holds in both. sharp is loaded from the absolute path the parent resolves (argv).
//
// It lowers its own scheduling priority before sharp is loaded: libvips' threads are made later
// by this (already lowered) thread and the ones it starts, and inherit the priority, so on a busy
// machine the server's event loop is served first and photos take the time left over.
//
// In: messages { id, op: 'photo' | 'document', ... } (the parameters come from image-pipeline.ts,
// which owns every size, quality and limit). Out: one message per job, { id, result } or
// { id, error } with the image library's message (the parent turns it into the user's refusal).
export const PHOTO_WORKER_SOURCE = String.raw`
(() => {
const [sharpPath, niceness] = process.argv.slice(1);
try { require('node:os').setPriority(Number(niceness)); } catch {}
const sharp = require(sharpPath);
// As in the server before: every upload is new bytes, so the cache would only pin memory.
sharp.cache(false);

const inside = (size) => [size, size, { fit: 'inside', withoutEnlargement: true }];

async function photo(job) {
  const { data, info } = job.pixels
    ? { data: job.pixels.data, info: job.pixels }
    : await sharp(job.bytes, job.decode)
        .rotate()
        .resize(...inside(job.fullSize))
        .raw()
        .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, thumbnail] = await Promise.all([
    sharp(data, raw).webp(job.fullWebp).toBuffer(),
    sharp(data, raw)
      .resize(job.thumbSize, job.thumbSize, { fit: 'cover', withoutEnlargement: true })
      .webp(job.thumbWebp)
      .toBuffer(),
  ]);
  return { full, thumbnail, width: info.width, height: info.height };
}

async function document(job) {
  const jpeg = await sharp(job.bytes, job.decode)
    .rotate()
    .resize(...inside(job.size))
    .jpeg(job.jpeg)
    .toBuffer();
  return { jpeg };
}

process.on('message', (job) => {
  const work = job.op === 'photo' ? photo : document;
  work(job).then(
    (result) => process.send({ id: job.id, result }),
    (error) => process.send({ id: job.id, error: String(error && error.message ? error.message : error) }),
  );
});
// The server is gone (ended, killed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
})();
`;
