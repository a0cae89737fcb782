// Photo decoding and encoding in a process of its own, at a lower scheduling priority (issue 29,
// decision 0044). sharp already works off the event loop, on libvips' threads, but those threads
// compete with the event loop for the same cores: with two photos converting, a 2-core instance's
// reads waited behind them (read p99 191 ms at 100 req/s of a mix with 5% uploads, and collapsing
// past 150). In a niced process the kernel hands the cores to the server first; photos use what
// reads leave.
//
// One worker per server process, started on first use and kept (about 0.15 s to start). The
// server's fair limiter (image-pipeline.ts) still decides which two images convert at a time, so
// the worker never holds more than two. A job has a time limit, past which the worker is killed
// (no real photo takes seconds); a worker that dies takes its jobs with it, and each is tried once
// more on a new worker, so a file that kills the worker twice is refused and the upload beside it
// is not. The child gets no environment (no secrets), only the path of sharp.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { PHOTO_WORKER_SOURCE } from './photo-worker-source';

/** Far above what any accepted photo needs (well under a second), far below a hung request. */
export const PHOTO_JOB_TIMEOUT_MS = 30_000;
/** Linux niceness of the worker: 10 gives it a tenth of the weight of the server's threads. */
const WORKER_NICENESS = 10;
const sharpPath = createRequire(import.meta.url).resolve('sharp');

export interface PhotoJob {
  photo: {
    /** Encoded bytes to decode, or pixels already decoded (AVIF, HEIC: isolated-decoder.ts). */
    bytes?: Uint8Array;
    pixels?: { data: Uint8Array; width: number; height: number; channels: number };
    decode: object;
    fullSize: number;
    thumbSize: number;
    fullWebp: object;
    thumbWebp: object;
  };
  document: { bytes: Uint8Array; decode: object; size: number; jpeg: object };
}

export interface PhotoResult {
  photo: { full: Uint8Array; thumbnail: Uint8Array; width: number; height: number };
  document: { jpeg: Uint8Array };
}

/** The image library refused the bytes: its message, for the caller to judge. */
export class ImageWorkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageWorkError';
  }
}

/** The worker died twice on a job, or a job outlasted PHOTO_JOB_TIMEOUT_MS. */
export class PhotoWorkerError extends Error {
  constructor(readonly reason: 'crashed' | 'timeout') {
    super(`photo worker ${reason}`);
    this.name = 'PhotoWorkerError';
  }
}

interface Pending {
  message: { id: number; op: keyof PhotoJob };
  attempts: number;
  timer: NodeJS.Timeout;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

type Answer = { id: number; result: unknown } | { id: number; error: string };

let worker: ChildProcess | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;
const counts = { jobs: 0, peakInFlight: 0 };

/**
 * Jobs run so far and the most held by the worker at once since the last reset (tests: what was
 * decoded at all, and the width the server's limiter keeps it to).
 */
export function photoWorkerCounts(): Readonly<typeof counts> {
  return { ...counts };
}

export function resetPhotoWorkerPeak(): void {
  counts.peakInFlight = pending.size;
}

function start(): ChildProcess {
  const child = spawn(
    process.execPath,
    ['-e', PHOTO_WORKER_SOURCE, sharpPath, String(WORKER_NICENESS)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      env: {},
    },
  );
  child.on('message', (answer: Answer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    holdOpenWhileBusy();
    clearTimeout(job.timer);
    if ('error' in answer) job.reject(new ImageWorkError(answer.error));
    else job.resolve(answer.result);
  });
  const gone = () => {
    if (worker !== child) return;
    worker = undefined;
    // Every job it held is tried once more on a new worker; a second death refuses it.
    for (const job of [...pending.values()]) {
      if (job.attempts >= 2) {
        pending.delete(job.message.id);
        clearTimeout(job.timer);
        job.reject(new PhotoWorkerError('crashed'));
      } else send(job);
    }
    holdOpenWhileBusy();
  };
  child.once('exit', gone);
  // It could not be started at all: the same as dying at once.
  child.once('error', gone);
  // An idle worker must not hold the process open (the server's shutdown, a command-line tool's
  // end); it exits when its parent is gone. Its channel holds the process open only while a job
  // waits for an answer (holdOpenWhileBusy).
  child.unref();
  child.channel?.unref();
  return child;
}

/**
 * The worker's channel keeps the process alive while any job waits: a command-line tool whose
 * last open handle is a photo being converted (seed) must not exit before the answer.
 */
function holdOpenWhileBusy(): void {
  if (pending.size > 0) worker?.channel?.ref();
  else worker?.channel?.unref();
}

function send(job: Pending): void {
  const target = (worker ??= start());
  job.attempts += 1;
  holdOpenWhileBusy();
  target.send(job.message, (error) => {
    // The channel closed under the message: the exit handler above sends it again.
    if (error) target.kill('SIGKILL');
  });
}

/** Runs one job in the worker; rejects with ImageWorkError or PhotoWorkerError. */
export function runPhotoJob<K extends keyof PhotoJob>(
  op: K,
  job: PhotoJob[K],
): Promise<PhotoResult[K]> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const entry: Pending = {
      message: { id, op, ...job },
      attempts: 0,
      resolve: resolve as (result: unknown) => void,
      reject,
      timer: setTimeout(() => {
        pending.delete(id);
        holdOpenWhileBusy();
        reject(new PhotoWorkerError('timeout'));
        // Whatever it is doing for this job may never end: a new worker for the others.
        worker?.kill('SIGKILL');
      }, PHOTO_JOB_TIMEOUT_MS),
    };
    entry.timer.unref();
    pending.set(id, entry);
    counts.jobs += 1;
    counts.peakInFlight = Math.max(counts.peakInFlight, pending.size);
    send(entry);
  });
}

/** The worker's process id while one runs (tests). */
export function photoWorkerPid(): number | undefined {
  return worker?.pid;
}
