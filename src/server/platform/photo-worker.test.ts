// The photo worker (issue 29): photos convert in a process of their own at a lower priority, and a
// worker that dies costs the upload in hand nothing, unless it dies on the same file twice.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { jpeg, noise } from '@/server/test-support/images';
import { processImage } from './image-pipeline';
import { photoWorkerCounts, photoWorkerPid } from './photo-worker';

/** The niceness of a process, from /proc/<pid>/stat (Linux). */
function nicenessOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/** Resolves once the worker has taken the job number `jobs` (counted from the first). */
async function workerHolds(jobs: number): Promise<void> {
  await expect.poll(() => photoWorkerCounts().jobs, { interval: 1, timeout: 10_000 }).toBe(jobs);
}

/** The next worker's pid once it differs from `previous`. */
async function nextWorker(previous: number | undefined): Promise<number> {
  await expect
    .poll(() => photoWorkerPid() !== undefined && photoWorkerPid() !== previous, {
      interval: 1,
      timeout: 10_000,
    })
    .toBe(true);
  return photoWorkerPid() as number;
}

describe('photo worker', () => {
  it('converts photos in a process of its own, at a lower priority than the server', async () => {
    const result = await processImage(await jpeg(1));
    expect(result.width).toBe(400);
    const pid = photoWorkerPid();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(nicenessOf(pid as number)).toBe(nicenessOf(process.pid) + 10);
    // It stays for the next photo.
    await processImage(await jpeg(2));
    expect(photoWorkerPid()).toBe(pid);
  });

  it('gives a photo whose worker died a new worker, and the upload succeeds', async () => {
    await processImage(await jpeg(3));
    const first = photoWorkerPid() as number;
    // Stopped, the worker cannot answer: the photo is surely in hand when it is killed.
    process.kill(first, 'SIGSTOP');
    const jobs = photoWorkerCounts().jobs;
    const photo = processImage(await jpeg(4));
    await workerHolds(jobs + 1);
    process.kill(first, 'SIGKILL');
    expect((await photo).width).toBe(400);
    expect(photoWorkerPid()).not.toBe(first);
  });

  it('refuses a photo its worker died on twice as damaged (and the next photo converts)', async () => {
    await processImage(await jpeg(5));
    const first = photoWorkerPid() as number;
    process.kill(first, 'SIGSTOP');
    // Large enough that its second worker is still starting or converting when it is stopped.
    const big = await noise(2400, 1800, 9).jpeg({ quality: 90 }).toBuffer();
    const photo = processImage(big);
    await workerHolds(photoWorkerCounts().jobs + 1);
    process.kill(first, 'SIGKILL');
    const second = await nextWorker(first);
    process.kill(second, 'SIGSTOP');
    process.kill(second, 'SIGKILL');
    await expect(photo).rejects.toMatchObject({ statusCode: 400, code: 'PHOTO_BROKEN' });
    expect((await processImage(await jpeg(6))).width).toBe(400);
  });

  it('keeps a process with nothing else open alive until its photo is converted (a command-line tool)', async () => {
    // A script whose only open handle, once the photo is sent, is the worker's channel: without
    // the channel held while a job waits, Node ends it with the answer still to come (exit 13).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-worker-cli-'));
    const script = path.join(dir, 'convert.mts');
    fs.writeFileSync(
      script,
      `import { processImage } from ${JSON.stringify(path.resolve('src/server/platform/image-pipeline.ts'))};
import { jpeg } from ${JSON.stringify(path.resolve('src/server/test-support/images.ts'))};
const made = await processImage(await jpeg(7, 800, 600));
console.log('converted', made.width, made.height);
`,
    );
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: process.cwd(),
      });
      expect(stdout.trim()).toBe('converted 800 600');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
