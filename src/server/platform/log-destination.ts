// Where the log's lines go: standard output, written asynchronously. While one write is under way
// the next lines gather and leave together in the following one, so a busy server makes one write
// for many requests instead of one each (bench/api), and a quiet one still writes each line at
// once. What is left is written synchronously when the process exits. A pending buffer past 16 MB
// (standard output stuck) drops lines rather than memory.
//
// Ours rather than pino.destination (sonic-boom): at exit, sonic-boom's flushSync retries every
// write error but EAGAIN forever, 100 ms apart, so a process whose log reader had gone (a closed
// pipe: EPIPE) sat in Atomics.wait and ignored SIGTERM for good (issue 29). Here any error but
// EAGAIN ends the log for the rest of the process's life, and EAGAIN is retried for a second at
// most.
import fs from 'node:fs';

const MAX_PENDING_CHARS = 16 * 1024 * 1024;
const RETRY_MS = 10;
/** At exit, how many times a full pipe (EAGAIN) is waited for: a second in all. */
const EXIT_RETRIES = 100;

export class LogDestination {
  private pending: string[] = [];
  private pendingChars = 0;
  /** The bytes of the write under way (what is left of them after a partial write). */
  private inFlight: Buffer | null = null;
  private broken = false;

  constructor(private readonly fd: number) {}

  /** pino's stream interface: one serialised line, newline included. */
  write(line: string): boolean {
    if (this.broken || this.pendingChars + line.length > MAX_PENDING_CHARS) return true;
    this.pending.push(line);
    this.pendingChars += line.length;
    if (!this.inFlight) this.writeNext();
    return true;
  }

  /** Writes everything not yet written, now; at exit, when no callback would run any more. */
  flushSync(): void {
    if (this.broken) return;
    // The write under way may have reached the pipe already: a line or two twice at most,
    // rather than lost.
    let chunk = Buffer.concat([this.inFlight ?? Buffer.alloc(0), this.takePending()]);
    this.inFlight = null;
    let retries = 0;
    while (chunk.length > 0) {
      try {
        chunk = chunk.subarray(fs.writeSync(this.fd, chunk));
      } catch (error) {
        if (codeOf(error) === 'EAGAIN' && retries < EXIT_RETRIES) {
          retries += 1;
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, RETRY_MS);
          continue;
        }
        this.giveUp();
        return;
      }
    }
  }

  private takePending(): Buffer {
    const chunk = Buffer.from(this.pending.join(''));
    this.pending = [];
    this.pendingChars = 0;
    return chunk;
  }

  private writeNext(): void {
    if (this.broken || this.pending.length === 0) return;
    this.send(this.takePending());
  }

  private send(chunk: Buffer): void {
    this.inFlight = chunk;
    fs.write(this.fd, chunk, 0, chunk.length, null, (error, written) => {
      if (this.inFlight !== chunk) return; // flushed synchronously meanwhile
      if (error) {
        if (codeOf(error) === 'EAGAIN') {
          setTimeout(() => this.send(chunk), RETRY_MS);
          return;
        }
        this.giveUp();
        return;
      }
      if (written < chunk.length) {
        this.send(chunk.subarray(written));
        return;
      }
      this.inFlight = null;
      this.writeNext();
    });
  }

  /** The reader has gone (EPIPE) or the descriptor is unusable: nothing more can be said. */
  private giveUp(): void {
    this.broken = true;
    this.pending = [];
    this.pendingChars = 0;
    this.inFlight = null;
  }
}

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

let stdout: LogDestination | undefined;

/** Standard output's destination: one per process, whatever the number of apps. */
export function stdoutDestination(): LogDestination {
  if (!stdout) {
    const destination = new LogDestination(1);
    process.on('exit', () => destination.flushSync());
    stdout = destination;
  }
  return stdout;
}
