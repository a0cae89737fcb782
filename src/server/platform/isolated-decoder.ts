// AVIF and HEIC to small upright pixels, in a child process of their own (decision 0007, issue 28).
// Both formats are decoded by libheif as one whole image (AV1 by aom inside sharp, HEVC by
// libheif-js compiled to WASM), neither streams like JPEG or PNG, and their memory is native or
// WASM memory that no worker_threads resourceLimits can see (those cap the JS heap only). Measured
// (issue 28): a 7070 x 7070 12-bit AVIF of 1,252 bytes took 1.2 GB inside sharp, a 12 MP 8-bit one
// 240 MB, a 12 MP HEIC about 170 MB. So the process that decodes them is bounded from outside:
// - size and decoded bytes: checked by the caller from the header before this is reached
//   (image-pipeline.ts), which is what keeps a real decode inside the memory limit below;
// - memory: the child's resident memory is watched and the child killed over the cap; an image
//   whose header lied dies there, the server does not. Not an address-space limit (`ulimit -v`):
//   Node does not start under ~1.1 GB of virtual memory, and WASM reserves a 10 GB guard region
//   per instance, so any limit libheif-js runs under caps nothing;
// - time: SIGKILL after the time limit, native work included (a worker thread's terminate() cannot
//   stop a libvips call running on the thread pool);
// - one such decode at a time in the server, and the child answers with pixels already made at
//   most maxEdge on their longest side, so the server never holds the full-size image.
// The child starts with an empty environment (no secrets) and costs about 0.1 s to start (plus
// 0.3 s to load libheif-js for HEIC); AVIF and HEIC uploads are the rare case (browsers that can
// decode them send JPEG), so isolation wins over a warm pool.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createTaskLimiter } from '@/domain/task-limiter';
import { ISOLATED_DECODER_SOURCE } from './isolated-decoder-source';

export type IsolatedKind = 'avif' | 'heic';

export interface DecodedPixels {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA), 8-bit sRGB. */
  channels: 3 | 4;
  /** Rows top to bottom, already upright; longest side at most maxEdge. */
  data: Buffer;
}

export type IsolatedDecodeFailure = 'too-many-pixels' | 'broken' | 'timeout' | 'out-of-memory';

export class IsolatedDecodeError extends Error {
  constructor(
    readonly reason: IsolatedDecodeFailure,
    detail: string,
  ) {
    super(`isolated decode failed (${reason}): ${detail}`);
    this.name = 'IsolatedDecodeError';
  }
}

export interface IsolatedDecodeOptions {
  maxPixels: number;
  /** The longest side of the pixels handed back. */
  maxEdge: number;
  /** Wall time for one decode, process start included. */
  timeoutMs?: number;
  /** The child's address space (virtual memory), in bytes. */
  memoryLimitBytes?: number;
}

/** Far above what a 12 MP AVIF or HEIC needs (~2-6 s on one busy core), far below a hung request. */
export const ISOLATED_DECODE_TIMEOUT_MS = 30_000;
/**
 * Resident memory of the decode process: what the largest image the header check lets through
 * needs (a 12 MP 8-bit AVIF: ~300 MB with Node itself), and a margin.
 */
export const ISOLATED_DECODE_MEMORY_BYTES = 360_000_000;
const WATCHDOG_INTERVAL_MS = 10;
const PAGE_BYTES = 4096;

/** A process's resident memory from /proc (Linux); 0 where there is no /proc to read. */
async function residentBytes(pid: number): Promise<number> {
  try {
    // statm: size resident shared text lib data dt, in pages.
    const statm = await fs.readFile(`/proc/${pid}/statm`, 'utf8');
    return Number(statm.split(' ')[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
}

const localRequire = createRequire(import.meta.url);
const modulePaths = {
  sharpPath: localRequire.resolve('sharp'),
  libheifPath: localRequire.resolve('libheif-js/wasm-bundle'),
};
const oneAtATime = createTaskLimiter(1);
const counts = { decoded: 0, refusedBeforeDecoding: 0, failed: 0 };

/** Isolated decodes so far, for tests: how many produced pixels, were refused, or failed. */
export function isolatedDecodeCounts(): Readonly<typeof counts> {
  return { ...counts };
}

type ChildAnswer =
  | { width: number; height: number; channels: number; data: Uint8Array }
  | { error: 'too-many-pixels' | 'broken'; detail: string };

export function decodeIsolated(
  bytes: Buffer,
  kind: IsolatedKind,
  options: IsolatedDecodeOptions,
): Promise<DecodedPixels> {
  return oneAtATime(async () => {
    try {
      const pixels = await decodeInChild(bytes, kind, options);
      counts.decoded += 1;
      return pixels;
    } catch (error) {
      if (error instanceof IsolatedDecodeError && error.reason === 'too-many-pixels') {
        counts.refusedBeforeDecoding += 1;
      } else counts.failed += 1;
      throw error;
    }
  });
}

function decodeInChild(
  bytes: Buffer,
  kind: IsolatedKind,
  {
    maxPixels,
    maxEdge,
    timeoutMs = ISOLATED_DECODE_TIMEOUT_MS,
    memoryLimitBytes = ISOLATED_DECODE_MEMORY_BYTES,
  }: IsolatedDecodeOptions,
): Promise<DecodedPixels> {
  return new Promise((resolve, reject) => {
    // The source is argv, the image goes over the IPC channel; no environment (no secrets).
    const child = spawn(
      process.execPath,
      ['--max-old-space-size=64', '-e', ISOLATED_DECODER_SOURCE],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        serialization: 'advanced',
        env: {},
      },
    );
    // libheif and sharp may print to stderr; kept short for the failure's detail.
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString('utf8');
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new IsolatedDecodeError('timeout', `over ${timeoutMs} ms`))),
      timeoutMs,
    );
    // The memory cap: the child's resident memory, read from /proc every few milliseconds; over
    // the cap it is killed at once. Decoders fill their buffers at about 1 GB/s, so the cap can be
    // overrun by a few tens of MB before the next look, never by the gigabyte a bomb asks for.
    const watchdog = setInterval(() => {
      const pid = child.pid;
      if (pid === undefined || settled) return;
      void residentBytes(pid).then((rss) => {
        if (rss > memoryLimitBytes) {
          finish(() =>
            reject(
              new IsolatedDecodeError('out-of-memory', `${Math.round(rss / 1e6)} MB resident`),
            ),
          );
        }
      });
    }, WATCHDOG_INTERVAL_MS);
    child.once('message', (answer: ChildAnswer) =>
      finish(() => {
        if ('error' in answer) {
          reject(new IsolatedDecodeError(answer.error, answer.detail));
          return;
        }
        const { width, height, channels, data } = answer;
        const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
        if ((channels !== 3 && channels !== 4) || pixels.length !== width * height * channels) {
          reject(new IsolatedDecodeError('broken', 'pixel buffer of the wrong size'));
        } else resolve({ width, height, channels, data: pixels });
      }),
    );
    child.once('error', (error) =>
      finish(() => reject(new IsolatedDecodeError('broken', String(error)))),
    );
    child.once('close', (code, signal) =>
      finish(() => {
        const detail = `decoder exited (${signal ?? code}) without an answer: ${stderr.slice(0, 300)}`;
        reject(new IsolatedDecodeError('broken', detail));
      }),
    );
    child.send(
      { kind, bytes: new Uint8Array(bytes), maxPixels, maxEdge, ...modulePaths },
      (error) => {
        if (error) finish(() => reject(new IsolatedDecodeError('broken', String(error))));
      },
    );
  });
}
