// HEIC/HEIF (iPhone photos) to RGBA pixels. This sharp build has no HEVC decoder, so libheif
// compiled to WASM (libheif-js, via the heic-decode package) does it, bounded like every other
// decode (decision 0007):
// - size: the caller has refused files over MAX_IMAGE_BYTES before this is reached;
// - pixels: the dimensions are read from the container and checked before any pixel buffer is
//   allocated (a 200-byte file may claim 100,000 x 100,000);
// - time: WASM runs synchronously, so it runs in a worker thread that is terminated when the
//   time is up (the event loop never waits on it);
// - memory: one HEIC decode at a time in the process, each in a fresh worker whose whole WASM
//   heap is released when it exits. A 12 MP photo costs about 170 MB while it decodes (the WASM
//   heap with the coded and decoded planes, plus 48 MB of RGBA), about 14 bytes per pixel.
// A fresh worker costs about 0.3 s (loading the 1.4 MB WASM module); HEIC uploads are the rare
// case (browsers that can decode HEIC send JPEG), so isolation wins over a warm pool.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { createTaskLimiter } from '@/domain/task-limiter';
import { HEIC_WORKER_SOURCE } from './heic-worker-source';

export interface HeicPixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, rows top to bottom, already turned as the file says (irot/imir). */
  rgba: Buffer;
  /** Whether the alpha channel means anything (otherwise every alpha byte is 255). */
  hasAlpha: boolean;
}

export type HeicFailure = 'too-many-pixels' | 'broken' | 'timeout';

export class HeicDecodeError extends Error {
  constructor(
    readonly reason: HeicFailure,
    detail: string,
  ) {
    super(`HEIC decode failed (${reason}): ${detail}`);
    this.name = 'HeicDecodeError';
  }
}

export interface HeicDecodeOptions {
  maxPixels: number;
  /** Wall time for one decode, worker start included. */
  timeoutMs?: number;
}

/** Far above what a 48 MP photo needs (~8 s on one busy core), far below a hung request. */
export const HEIC_DECODE_TIMEOUT_MS = 30_000;

const libheifPath = createRequire(import.meta.url).resolve('libheif-js/wasm-bundle');
const oneAtATime = createTaskLimiter(1);
const counts = { decoded: 0, refusedBeforeDecoding: 0, failed: 0 };

/** HEIC decodes so far, for tests and /metrics: how many produced pixels or were refused. */
export function heicDecodeCounts(): Readonly<typeof counts> {
  return { ...counts };
}

type WorkerAnswer =
  | { width: number; height: number; hasAlpha: boolean; data: Uint8ClampedArray }
  | { error: 'too-many-pixels' | 'broken'; detail: string };

export function decodeHeic(bytes: Buffer, options: HeicDecodeOptions): Promise<HeicPixels> {
  return oneAtATime(async () => {
    try {
      const pixels = await decodeInWorker(bytes, options);
      counts.decoded += 1;
      return pixels;
    } catch (error) {
      if (error instanceof HeicDecodeError && error.reason === 'too-many-pixels') {
        counts.refusedBeforeDecoding += 1;
      } else counts.failed += 1;
      throw error;
    }
  });
}

function decodeInWorker(
  bytes: Buffer,
  { maxPixels, timeoutMs = HEIC_DECODE_TIMEOUT_MS }: HeicDecodeOptions,
): Promise<HeicPixels> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(HEIC_WORKER_SOURCE, {
      eval: true,
      workerData: { libheifPath, bytes: new Uint8Array(bytes), maxPixels },
      // libheif prints its parse errors to the console; the answer carries them already.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Terminating frees the whole WASM heap at once; the answer has been transferred already.
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new HeicDecodeError('timeout', `over ${timeoutMs} ms`))),
      timeoutMs,
    );
    worker.once('message', (answer: WorkerAnswer) =>
      finish(() => {
        if ('error' in answer) reject(new HeicDecodeError(answer.error, answer.detail));
        else {
          const { width, height, hasAlpha, data } = answer;
          const rgba = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
          if (rgba.length !== width * height * 4) {
            reject(new HeicDecodeError('broken', 'pixel buffer of the wrong size'));
          } else resolve({ width, height, rgba, hasAlpha: hasAlpha === true });
        }
      }),
    );
    worker.once('error', (error) =>
      finish(() => reject(new HeicDecodeError('broken', String(error)))),
    );
    worker.once('exit', (code) =>
      finish(() =>
        reject(new HeicDecodeError('broken', `worker exited (${code}) without an answer`)),
      ),
    );
  });
}
