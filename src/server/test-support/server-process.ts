// The real server as a child process, for the tests that need a process of its own: signals,
// kill -9, start-up failures. node itself with tsx's loader (not the tsx wrapper), so a signal
// reaches the server, as in production. The child gets this process's environment without the
// variables that would point it at the test run's own database, store or services.
import { spawn, type ChildProcess } from 'node:child_process';

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

/** Starts `src/server/main.ts` on a free loopback port; resolves once it listens. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const inherited: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !NOT_INHERITED.test(key)) inherited[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
