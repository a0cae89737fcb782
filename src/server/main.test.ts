// The server process as `npm start` runs it (src/server/main.ts): migrates, listens, prints a
// generated /superman password exactly once, keeps data in DATA_DIR; on SIGTERM it drains
// (platform/shutdown.ts) and exits 0; with the database unreachable it fails fast and plainly
// (DESIGN §4 and §6).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { holdRequest, signUpCustomerOverHttp } from './test-support/over-http';
import { startServerProcess, type ServerProcess } from './test-support/server-process';
import { listenSilently, type SilentServer } from './test-support/silent-server';
import { fileDatabaseUrl, testDatabaseUrl } from './test-support/test-app';

type Server = ServerProcess;

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

const startServer = (env: Record<string, string>): Promise<Server> =>
  startServerProcess(dataDir, {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_KEY: MAIN_TEST_DATA_KEY } : {}),
    ...env,
  });

async function stop(server: Server): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

describe('the server process', { timeout: 120_000 }, () => {
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
    expect(server.lines.some((line) => line.route === '/api/auth/signin')).toBe(true);
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

// Ports 5700-5749 belong to this file's helper.
const SILENT_PORT = 5745;
const PROXY_PORT = 5746;

/** Waits until `check` is true (polling), or fails naming what it waited for. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const logged = (server: Server, message: string) => () =>
  server.lines.some((line) => typeof line.msg === 'string' && line.msg.startsWith(message));

const WRONG_SIGNIN = { email: 'held.request@example.com', password: 'wrong-password-held' };

describe('SIGTERM drains', { timeout: 120_000 }, () => {
  it('/readyz answers 503 at once (on the probe port too) while other requests succeed; an in-flight request finishes; no new connections after the grace; exit 0', async () => {
    const server = await startServer({
      SHUTDOWN_GRACE_MS: '4000',
      SHUTDOWN_TIMEOUT_MS: '60000',
      PROBE_PORT: '0',
    });
    await until('the probe port to listen', logged(server, 'probes listening'));
    const probePort = server.lines.find((line) => line.msg === 'probes listening')?.port;
    const probes = `http://127.0.0.1:${String(probePort)}`;
    await until('the probe port to say ready', async () => {
      const ready = await fetch(`${probes}/readyz`);
      return ready.status === 200;
    });
    const held = await holdRequest(server.baseUrl, '/api/auth/signin', WRONG_SIGNIN);
    // The server has read the request's headers (it answers a later one on another connection).
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

    server.child.kill('SIGTERM');
    await until('/readyz to answer 503', async () => {
      const ready = await fetch(`${server.baseUrl}/readyz`);
      if (ready.status !== 503) return false;
      expect(ready.headers.get('connection')).toBe('close');
      expect(await ready.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { shutdown: 'draining' },
      });
      return true;
    });
    const probed = await fetch(`${probes}/readyz`);
    expect(probed.status).toBe(503);
    expect(await probed.json()).toMatchObject({ details: { shutdown: 'draining' } });
    // Still serving during the grace period, each answer closing its connection.
    const during = await fetch(`${server.baseUrl}/healthz`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');

    await until('the grace period to end', logged(server, 'shutting down: no new connections'));
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();

    held.finish();
    expect(await held.response).toEqual({ status: 401, connection: 'close' });
    expect(await server.exited).toBe(0);
    expect(server.lines.find((line) => line.msg === 'shut down')).toMatchObject({ cut: 0 });
    expect(server.output()).not.toContain('in-flight requests cut');
    await expect(fetch(`${probes}/healthz`)).rejects.toThrow();
  });

  it('cuts what is still running at SHUTDOWN_TIMEOUT_MS, logs method and route only, and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '0', SHUTDOWN_TIMEOUT_MS: '1000' });
    const held = await holdRequest(server.baseUrl, '/api/auth/signin', WRONG_SIGNIN);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

    server.child.kill('SIGTERM');
    await expect(held.response).rejects.toThrow();
    expect(await server.exited).toBe(0);
    expect(
      server.lines.find(
        (line) => line.msg === 'shutting down: in-flight requests cut at SHUTDOWN_TIMEOUT_MS',
      ),
    ).toMatchObject({
      cut: 1,
      requests: [{ method: 'POST', route: '/api/auth/signin' }],
    });
    expect(server.output()).not.toContain(WRONG_SIGNIN.email);
  });

  it(
    'exits within SHUTDOWN_TIMEOUT_MS when whatever read its standard output has gone',
    { timeout: 30_000 },
    async () => {
      const server = await startServer({ SHUTDOWN_GRACE_MS: '0', SHUTDOWN_TIMEOUT_MS: '2000' });
      // Should it hang as it used to, it is not left behind.
      onTestFinished(() => {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGKILL');
        }
      });
      // The log reader dies (a closed pipe: every write now fails with EPIPE) ...
      server.child.stdout!.destroy();
      // ... and the server's next lines are its shutdown's, the last written as it exits.
      server.child.kill('SIGTERM');
      // A destination that retried a broken pipe forever never got here (issue 29): the test's
      // timeout ends it.
      expect(await server.exited).toBe(0);
    },
  );

  it('SIGINT skips the grace period', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '600000' });
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('a second signal during the drain exits at once', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '600000' });
    server.child.kill('SIGTERM');
    await until('the drain to begin', logged(server, 'shutting down: /readyz answers 503'));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('second signal');
  });
});

describe('database unreachable', { timeout: 120_000 }, () => {
  let silent: SilentServer;

  beforeAll(async () => {
    silent = await listenSilently(SILENT_PORT);
  });

  afterAll(() => silent.close());

  it('at start: exits 1 after the connect timeout with a plain message, no secret in it', async () => {
    const failure = await startServer({
      DATABASE_URL: `postgres://postgres:sekret-db-password@127.0.0.1:${SILENT_PORT}/resale`,
      DATA_KEY: MAIN_TEST_DATA_KEY,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^server exited with 1 before listening/);
    expect(failure).toContain(
      `Cannot reach the database at 127.0.0.1:${SILENT_PORT}/resale within 1000 ms`,
    );
    expect(failure).not.toContain('sekret-db-password');
  });
});

/**
 * A TCP relay to PostgreSQL that can go silent: connections stay open and every byte is dropped,
 * new ones are accepted and never answered (a network that drops packets). `resume` resets the
 * connections that went through the silence, as a partition that heals does.
 */
async function silenceableProxy(port: number, target: URL) {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (silent) return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.on('data', (data) => void (silent || upstream.write(data)));
    upstream.on('data', (data) => void (silent || client.write(data)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    silence: () => (silent = true),
    resume: () => {
      silent = false;
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!testDatabaseUrl())('PostgreSQL timeouts', { timeout: 120_000 }, () => {
  it('a statement past DATABASE_STATEMENT_TIMEOUT_MS and a database that stops answering: clean 503s, /readyz 503 within 2 s, ready again after', async () => {
    const target = new URL(databaseUrl!);
    const proxy = await silenceableProxy(PROXY_PORT, target);
    const proxied = new URL(databaseUrl!);
    proxied.host = `127.0.0.1:${PROXY_PORT}`;
    const server = await startServer({
      DATABASE_URL: proxied.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '500',
      SHUTDOWN_TIMEOUT_MS: '3000',
    });
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    const exactly503 = {
      code: 'SERVICE_UNAVAILABLE',
      message: 'Database unavailable',
      params: {},
    };
    try {
      const email = `timeouts.${Date.now()}@example.com`;
      const cookie = await signUpCustomerOverHttp(server.baseUrl, email, 'timeouts-password-1');

      // A lock held elsewhere: the sign-in's query waits, the server cancels it (57014).
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      const blocked = await fetch(`${server.baseUrl}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'timeouts-password-1' }),
      });
      await locker.query('rollback');
      expect(blocked.status).toBe(503);
      expect(await blocked.json()).toEqual(exactly503);

      proxy.silence();
      // Past 2 s the fetch is aborted and the test fails. The ping either waits for a connection
      // that never completes (failed at the 1 s connect timeout) or is raced out (timed out).
      const ready = await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        ...exactly503,
        details: { database: expect.stringMatching(/^(failed|timed out)$/) as unknown },
      });

      // A request needing the database: the pool's idle connection times out reading (statement
      // timeout + 2 s) or a new one fails to connect (1 s); either way a clean 503.
      const user = await fetch(`${server.baseUrl}/api/auth/user`, {
        headers: { cookie },
        signal: AbortSignal.timeout(15_000),
      });
      expect(user.status).toBe(503);
      expect(await user.json()).toEqual(exactly503);

      proxy.resume();
      await until('/readyz to answer 200 again', async () => {
        const again = await fetch(`${server.baseUrl}/readyz`);
        return again.status === 200;
      });
      expect((await fetch(`${server.baseUrl}/api/auth/user`, { headers: { cookie } })).status).toBe(
        200,
      );
    } finally {
      await locker.end().catch(() => undefined);
      expect(await stop(server)).toBe(0);
      await proxy.close();
    }
    const text = server.output();
    expect(text).toContain('database unavailable');
    expect(text).toContain('DATABASE_URL is set without S3_BUCKET');
    expect(text).not.toContain('timeouts-password-1');
  });
});
