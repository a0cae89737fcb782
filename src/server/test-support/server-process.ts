// The real server as a child process, for the tests that need a process of its own: signals,
// kill -9, start-up failures. node itself on the run's bundle of the server (global-setup.ts; not
// a wrapper such as tsx), so a signal reaches the server, as in production. The child gets this
// process's environment without the variables that would point it at the test run's own database,
// store or services.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

const NOT_INHERITED =
  /^(DATABASE_URL|TEST_DATABASE_URL|ADMIN_PASSWORD|REDIS_URL|PORT|DATA_DIR|DATA_KEY|S3_.*|SMTP_URL|MAIL_FROM|MSG91_.*)$/;

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Every JSON log line so far, parsed. */
  lines: Array<Record<string, unknown>>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The exit code (null after a signal). */
  exited: Promise<number | null>;
}

/** The run's bundled entry point (main.js, rotate-key.js, ...): plain node runs it. */
export function bundledEntry(name: string): string {
  const folder = inject('serverBundle');
  if (!folder) throw new Error('No server bundle: run the tests through vitest.config.ts.');
  return path.join(folder, name);
}

/**
 * The embedded database of a server about to start on `dataDir` for the first time (DATA_DIR/db,
 * db/client.ts), unpacked from the run's migrated snapshot: the server then finds a migrated
 * database instead of spending seconds on initdb and every migration. Not on PostgreSQL.
 */
export function seedEmbeddedDatabase(dataDir: string): void {
  const snapshot = inject('pgliteSnapshot');
  const target = path.join(dataDir, 'db');
  if (!snapshot || fs.existsSync(target)) return;
  fs.mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xf', snapshot, '-C', target], { stdio: 'pipe' });
}

/** Starts the server on a free loopback port; resolves once it listens. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const inherited: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !NOT_INHERITED.test(key)) inherited[key] = value;
  }
  if (!env.DATABASE_URL) seedEmbeddedDatabase(dataDir);
  const child = spawn(process.execPath, [bundledEntry('main.js')], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const lines: Array<Record<string, unknown>> = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const line of chunk.toString().split('\n')) {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 25);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code} before listening:\n${text}`));
    });
  });
  return { child, baseUrl, lines, output: () => text, exited };
}
