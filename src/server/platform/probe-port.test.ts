// The probe port (PROBE_PORT, issue 29 item 8): /healthz and /readyz answered by a thread of their
// own, so a balancer's check never waits behind the server's backlog; a loop blocked past the
// stale limit reads as not ready.
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';
import { probePortOf } from './probe-port';

// The app most tests use allows a long stall, so that a child process starting slowly on a loaded
// machine never reads as one; the stall test makes an app of its own with a short limit.
const PATIENT_MS = 30_000;
const STALE_MS = 400;
let t: TestApp;
let origin: string;

async function appWithProbePort(staleMs: number): Promise<{ app: TestApp; origin: string }> {
  const app = await createTestApp({ config: { probe: { port: 0, staleMs } } });
  await app.app.ready();
  return { app, origin: `http://127.0.0.1:${probePortOf(app.app)}` };
}

beforeAll(async () => {
  ({ app: t, origin } = await appWithProbePort(PATIENT_MS));
});
afterAll(() => t.close());

/**
 * GET `path` from a separate process while this thread (the server's event loop) is blocked for
 * the whole call, after the child has waited `delayMs`: whatever answers, the server cannot.
 */
function getWhileBlocked(
  path: string,
  { delayMs = 0, from = origin } = {},
): { status: number; body: unknown } {
  const script = `setTimeout(async () => {
    const response = await fetch(${JSON.stringify(from + path)});
    process.stdout.write(JSON.stringify({ status: response.status, body: await response.json() }));
  }, ${delayMs});`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

async function get(path: string, from = origin) {
  const response = await fetch(from + path);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('the probe port', () => {
  it('answers /readyz and /healthz like the app port, and nothing else', async () => {
    await expect.poll(() => get('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
    const main = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(main.json()).toEqual({ status: 'ready' });
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/api/auth/user')).toEqual({
      status: 404,
      body: {
        code: 'ROUTE_NOT_FOUND',
        message: 'Not found: GET /api/auth/user',
        params: { method: 'GET', path: '/api/auth/user' },
      },
    });
  });

  it("answers while the server's event loop is busy", () => {
    // This thread is blocked in execFileSync throughout: the answer came from the probe thread.
    expect(getWhileBlocked('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('says 503 once the loop has been blocked past the stale limit, and ready when it runs again', async () => {
    const short = await appWithProbePort(STALE_MS);
    try {
      await expect.poll(() => get('/readyz', short.origin)).toMatchObject({ status: 200 });
      const blocked = getWhileBlocked('/readyz', { delayMs: STALE_MS * 2, from: short.origin });
      expect(blocked.status).toBe(503);
      expect(blocked.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { eventLoop: expect.stringMatching(/^stalled \d+ ms$/) },
      });
      // Liveness allows far longer: a busy loop is not restarted.
      expect(getWhileBlocked('/healthz', { delayMs: STALE_MS * 2, from: short.origin })).toEqual({
        status: 200,
        body: { status: 'ok' },
      });
      await expect
        .poll(() => get('/readyz', short.origin))
        .toEqual({ status: 200, body: { status: 'ready' } });
    } finally {
      await short.app.close();
    }
  });

  it('follows the database: 503 while it is down, ready again when it answers', async () => {
    const ping = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connect ECONNREFUSED 10.9.8.7:5432'));
    try {
      await expect
        .poll(() => get('/readyz'))
        .toMatchObject({ status: 503, body: { details: { database: 'failed' } } });
    } finally {
      t.database.ping = ping;
    }
    await expect.poll(() => get('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('closes with the app', async () => {
    const other = await appWithProbePort(PATIENT_MS);
    expect((await get('/healthz', other.origin)).status).toBe(200);
    await other.app.close();
    await expect(fetch(`${other.origin}/healthz`)).rejects.toThrow();
  });

  it('a port already taken stops the start-up, naming the probe port', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      // createTestApp readies the app; the failed one is closed with the file (onFileTeardown).
      await expect(
        createTestApp({ config: { probe: { port, staleMs: PATIENT_MS } } }),
      ).rejects.toThrow(`probe port ${port}`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
