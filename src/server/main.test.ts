// The server process as `npm start` runs it (src/server/main.ts): migrates, listens, prints a
// generated /superman password exactly once, keeps data in DATA_DIR, and exits cleanly on SIGTERM
// (DESIGN §4 and §6).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomerOverHttp } from './test-support/over-http';
import { fileDatabaseUrl } from './test-support/test-app';

interface Server {
  child: ChildProcess;
  baseUrl: string;
  lines: Array<Record<string, unknown>>;
  output: () => string;
  exited: Promise<number | null>;
}

let dataDir: string;
let databaseUrl: string | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-main-'));
  databaseUrl = await fileDatabaseUrl();
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// One key for every server this file starts on the shared PostgreSQL database.
const MAIN_TEST_DATA_KEY = 'd'.repeat(64);

async function startServer(env: Record<string, string>): Promise<Server> {
  const childEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (
      value !== undefined &&
      !/^(DATABASE_URL|TEST_DATABASE_URL|ADMIN_PASSWORD|REDIS_URL|PORT|DATA_DIR)$/.test(key)
    ) {
      childEnv[key] = value;
    }
  }
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: {
      ...childEnv,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_KEY: MAIN_TEST_DATA_KEY } : {}),
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
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code} before listening:\n${text}`));
    });
  });
  return { child, baseUrl, lines, output: () => text, exited };
}

async function stop(server: Server): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

describe('the server process', { timeout: 60_000 }, () => {
  let generated: string;

  it('first start without ADMIN_PASSWORD: serves, and prints a generated admin password once', async () => {
    const server = await startServer({});
    try {
      const health = await fetch(`${server.baseUrl}/healthz`);
      expect(health.status).toBe(200);
      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready' });

      const printed = server.lines.filter((l) => typeof l.adminPassword === 'string');
      expect(printed).toHaveLength(1);
      generated = printed[0]!.adminPassword as string;
      const login = await fetch(`${server.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: generated }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await stop(server)).toBe(0);
    }
    expect(server.output()).toContain('shutting down');
  });

  it('second start on the same data: the password still works, is not printed again, and no request secret is logged', async () => {
    const server = await startServer({});
    try {
      expect(server.lines.filter((l) => 'adminPassword' in l)).toHaveLength(0);
      const login = await fetch(`${server.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: generated }),
      });
      expect(login.status).toBe(200);

      const email = `log.check.${Date.now()}@example.com`;
      const password = 'log-check-password-123';
      const cookie = await signUpCustomerOverHttp(server.baseUrl, email, password);
      expect((await fetch(`${server.baseUrl}/api/auth/user`, { headers: { cookie } })).status).toBe(
        200,
      );
      await fetch(`${server.baseUrl}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-password-xyz' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      expect(await stop(server)).toBe(0);
    }
    const text = server.output();
    expect(text).toContain('request completed');
    for (const secret of [generated, 'log-check-password-123', 'wrong-password-xyz']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/sid=[A-Za-z0-9_-]{43}/);
  });

  it('refuses to start with a bad configuration, naming the bad keys', async () => {
    await expect(startServer({ PORT: 'not-a-port', ADMIN_PASSWORD: 'short' })).rejects.toThrow(
      /exited with 1[\s\S]*PORT[\s\S]*ADMIN_PASSWORD|exited with 1[\s\S]*ADMIN_PASSWORD[\s\S]*PORT/,
    );
  });
});
