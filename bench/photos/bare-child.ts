// The baseline: the same resize work as the upload pipeline, on the same files, with nothing
// around it (no HTTP, no multipart, no validation, no storage, no database), in its own process
// so its peak RSS is its own. Per file: one decode, EXIF rotation, a 1600 px WebP (q80) and a
// 400 px cover thumbnail (q70) from two clones of one input, as image-pipeline.ts does. Files
// are read when their turn comes, as the server reads one multipart part at a time.
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { toParent, type BareOptions, type PhotoOutput, type ToChild } from './ipc';
import { RssSampler } from './rss-sampler';

async function processOne(file: string): Promise<PhotoOutput> {
  const bytes = await fs.readFile(file);
  const upright = sharp(bytes).rotate();
  const [full] = await Promise.all([
    upright
      .clone()
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true }),
    upright
      .clone()
      .resize(400, 400, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer(),
  ]);
  return { width: full.info.width, height: full.info.height };
}

/** All files, at most `concurrency` at once; returns the output of the first file. */
async function round({ files, concurrency }: BareOptions): Promise<PhotoOutput> {
  let next = 0;
  const outputs: PhotoOutput[] = [];
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      outputs[index] = await processOne(files[index] as string);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (!outputs[0]) throw new Error('no files');
  return outputs[0];
}

function main(): void {
  const options = JSON.parse(process.env.BENCH_BARE_OPTIONS ?? 'null') as BareOptions | null;
  if (!options) throw new Error('BENCH_BARE_OPTIONS is not set');
  const sampler = new RssSampler(20);
  process.on('message', (message: ToChild) => {
    const reply = async () => {
      if (message.type === 'reset') {
        sampler.reset();
        await toParent({ type: 'reset-done' });
      } else if (message.type === 'round') {
        const started = performance.now();
        const output = await round(options);
        await toParent({ type: 'round-done', ms: performance.now() - started, output });
      } else if (message.type === 'figures') {
        await toParent({ type: 'figures', rss: sampler.figures() });
      } else {
        sampler.stop();
        process.disconnect();
      }
    };
    reply().catch((error: unknown) => {
      console.error('bare child:', error);
      process.exit(1);
    });
  });
  void toParent({ type: 'ready' });
}

main();
