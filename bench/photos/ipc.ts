// Messages between run.ts and its child processes (node IPC, fork()). run.ts drives every child
// round by round, so the contenders take turns and share whatever else the machine is doing.
import type { RssFigures } from './rss-sampler';

export type ToChild =
  { type: 'reset' } | { type: 'round' } | { type: 'figures' } | { type: 'stop' };

export interface PhotoOutput {
  width: number;
  height: number;
}

export type FromChild =
  | { type: 'ready'; port?: number; database?: 'pglite' | 'postgres' }
  | { type: 'reset-done' }
  | { type: 'round-done'; ms: number; output: PhotoOutput }
  | { type: 'figures'; rss: RssFigures; cpuMs: number };

/** What run.ts passes to a bare child, as JSON in BENCH_BARE_OPTIONS. */
export interface BareOptions {
  files: string[];
  concurrency: number;
}

/** Sends a message to the parent; these files only ever run as fork() children. */
export function toParent(message: FromChild): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) {
      reject(new Error('run me through bench/photos/run.ts (I need an IPC channel)'));
      return;
    }
    process.send(message, undefined, undefined, (error) => (error ? reject(error) : resolve()));
  });
}
