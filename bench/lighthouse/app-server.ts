// The built app in its own process, as production runs it: NODE_ENV=production, embedded PGlite
// in a fresh temporary DATA_DIR, silent logs, 127.0.0.1 only. Lighthouse and the Slow-3G timing
// must see what a phone sees, so this never falls back to the sources (Vite's dev output is a
// different page): without `npm run build` it stops with a clear message.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopChild } from '../shared/child-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = 'dist/server/main.js';
const WEB_ENTRY = 'dist/web/index.html';

export const ADMIN_PASSWORD = 'bench-admin-password';

export interface AppServer {
  origin: string;
  pid: number | undefined;
  /** Stops the server (this child only) and removes its DATA_DIR. */
  stop(): Promise<void>;
}

/** Throws an explanation when the production build is missing in `dir` (a checkout). */
export function requireBuild(dir = root): void {
  const missing = [SERVER_ENTRY, WEB_ENTRY].filter((file) => !fs.existsSync(path.join(dir, file)));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} not found in ${dir}: the benchmark measures the production ` +
        'build. Run `npm run build` there first.',
    );
  }
}

export interface BuiltAppOptions {
  /** The checkout whose build runs (a baseline's worktree); default: this one. */
  dir?: string;
  /** Variables added to (or overriding) the production environment below. */
  env?: Record<string, string>;
}

async function waitForReady(origin: string, child: ChildProcess, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}) on start`);
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin}/readyz did not answer 200 within ${seconds} s`);
}

/** Starts dist/server/main.js; BENCH_PORT picks the port (default: any free one). */
export async function startBuiltApp(options: BuiltAppOptions = {}): Promise<AppServer> {
  const dir = options.dir ?? root;
  requireBuild(dir);
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Embedded PGlite and in-memory limits, whatever the calling shell has set.
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_KEY: crypto.randomBytes(32).toString('hex'),
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      // No balancer to drain: stop at once.
      SHUTDOWN_GRACE_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(origin, child, 90);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${errors}`, { cause: error });
  }
  return { origin, pid: child.pid, stop };
}
