// The baseline: the same resize work as the upload pipeline, on the same files, with nothing
// around it (no HTTP, no multipart, no validation, no storage, no database), in its own process
// so its peak RSS is its own. Per file, as image-pipeline.ts does: one decode, EXIF rotation and
// a resize to at most 1600 px as raw pixels, then a 1600 px WebP (q80, effort 2) and a 400 px cover
// thumbnail (q70) from those pixels. Files are read when their turn comes, as the server reads
// one multipart part at a time. sharp's defaults otherwise (its operation cache on): a plain
// script, not a tuned one.
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { toParent, type BareOptions, type PhotoOutput, type ToChild } from './ipc';
import { RssSampler } from './rss-sampler';

async function processOne(file: string): Promise<PhotoOutput> {
  const bytes = await fs.readFile(file);
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all([
    sharp(data, raw).webp({ quality: 80, effort: 2 }).toBuffer(),
    sharp(data, raw)
      .resize(400, 400, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 70, effort: 2 })
      .toBuffer(),
  ]);
  return { width: info.width, height: info.height };
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
  // CPU time (all threads: sharp's included) since the last reset, to set beside the wall time.
  let cpuAtReset = process.cpuUsage();
  process.on('message', (message: ToChild) => {
    const reply = async () => {
      if (message.type === 'reset') {
        sampler.reset();
        cpuAtReset = process.cpuUsage();
        await toParent({ type: 'reset-done' });
      } else if (message.type === 'round') {
        const started = performance.now();
        const output = await round(options);
        await toParent({ type: 'round-done', ms: performance.now() - started, output });
      } else if (message.type === 'figures') {
        const cpu = process.cpuUsage(cpuAtReset);
        await toParent({
          type: 'figures',
          rss: sampler.figures(),
          cpuMs: (cpu.user + cpu.system) / 1000,
        });
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
