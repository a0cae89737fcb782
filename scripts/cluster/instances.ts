// The app's server as a child process: started from the build when it is up to date (what a
// deployment runs), else from the sources through tsx; its log goes to a file; stopped by
// signal and awaited, so the exit code can be checked.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Instance {
  name: string;
  port: number;
  url: string;
  logFile: string;
  child: ChildProcess | undefined;
  /** Resolves with the exit code (null when killed by a signal) of the current process. */
  exited: Promise<number | null> | undefined;
}

/**
 * `node dist/server/<entry>.js` when the build is newer than every source file, else tsx on its
 * source: `main` (the server) or a command-line tool (`rotate-key`, `migrate`, `seed`).
 */
export function serverCommand(root: string, entry = 'main'): { args: string[]; from: string } {
  const bundle = path.join(root, `dist/server/${entry}.js`);
  const stamp = path.join(root, 'dist/.build-stamp');
  if (fs.existsSync(bundle) && fs.existsSync(stamp)) {
    const builtAt = fs.statSync(stamp).mtimeMs;
    if (newestMtime(path.join(root, 'src')) <= builtAt) {
      return { args: ['--enable-source-maps', bundle], from: `dist/server/${entry}.js` };
    }
  }
  const source = entry === 'main' ? 'src/server/main.ts' : `src/server/cli/${entry}.ts`;
  return {
    // tsx as a loader in this process (its CLI would put a second process in between).
    args: ['--import', 'tsx', path.join(root, source)],
    from: `${source} (tsx; the build is missing or older than the sources)`,
  };
}

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function defineInstance(name: string, port: number, logDir: string): Instance {
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    logFile: path.join(logDir, `${name}.log`),
    child: undefined,
    exited: undefined,
  };
}

export function launch(
  instance: Instance,
  command: { args: string[] },
  env: Record<string, string>,
  cwd: string,
): void {
  const log = fs.openSync(instance.logFile, 'a');
  const child = spawn(process.execPath, command.args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(instance.port) },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  instance.child = child;
  instance.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Polls /readyz until it answers 200; throws after `timeoutMs` or if the process exits. */
export async function waitReady(instance: Instance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void instance.exited?.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`${instance.name} exited with ${exitCode} before it was ready`);
    }
    try {
      const answer = await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(1_000) });
      await answer.arrayBuffer();
      if (answer.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${instance.name} not ready after ${timeoutMs} ms (log: ${instance.logFile})`);
}

/** Sends `signal` and waits for the exit: the exit code, or 'timeout' after `timeoutMs`. */
export async function stop(
  instance: Instance,
  signal: NodeJS.Signals,
  timeoutMs: number,
): Promise<number | null | 'timeout'> {
  const { child, exited } = instance;
  if (!child || !exited || child.exitCode !== null || child.signalCode !== null) {
    return child?.exitCode ?? null;
  }
  child.kill(signal);
  const code = await Promise.race([exited, sleep(timeoutMs).then(() => 'timeout' as const)]);
  if (code === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
  return code;
}

/** Last resort at the end of a run: SIGKILL to this script's own children still running. */
export function killLeftovers(instances: Instance[]): void {
  for (const { child } of instances) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
