// /healthz and /readyz (platform/probes.ts) on the real app: readiness is bounded in time when
// the database hangs and names what failed. With the file storage or Redis down or hanging the
// instance stays ready (degraded, saying so once) and serves: uploads and photos answer 503
// STORAGE_UNAVAILABLE within S3_TIMEOUT_MS, sign-ins count their limits in memory within a
// Redis command's timeout.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import { itemEndpoints } from '@/contract/items';
import { newCustomer } from '@/server/test-support/factories';
import { call, errorBodyOf } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import {
  createTestApp,
  FILE_DATA_KEY,
  type TestApp,
  appPerFile,
} from '@/server/test-support/test-app';
import { listenSilently, type SilentServer } from '@/server/test-support/silent-server';
import { READINESS_TIMEOUT_MS } from './probes';
import { capturedLines } from '@/server/test-support/log-capture';

vi.mock('@/server/platform/logger', async (importOriginal) =>
  (await import('@/server/test-support/log-capture')).capturingLogger(await importOriginal()),
);

// Ports 5700-5749 are this helper's: nothing listens on CLOSED_PORT; SILENT_PORT accepts and
// never answers.
const CLOSED_PORT = 5741;
const SILENT_PORT = 5742;
const REDIS_PROXY_PORT = 5743;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const t = appPerFile({ env: { LOG_LEVEL: 'info' } });
let silent: SilentServer;

beforeAll(async () => {
  silent = await listenSilently(SILENT_PORT);
});

afterAll(() => silent.close());

const readyz = (app: TestApp = t) => app.inject({ method: 'GET', url: '/readyz' });

/**
 * The answer to `request`, which must come once the clock has moved READINESS_TIMEOUT_MS (under
 * the 2 s a balancer is promised) and not before: bounded by the check's timer, whatever hangs.
 * setTimeout is faked so that a loaded machine cannot make the answer late, nor a fast one hide
 * a missing bound.
 */
async function answeredAtTheTimeout(
  request: () => Promise<Awaited<ReturnType<typeof readyz>>>,
): Promise<Awaited<ReturnType<typeof readyz>>> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    let answered = false;
    const pending = request().finally(() => (answered = true));
    // The request reaches its checks over a few turns of the (real) event loop.
    while (vi.getTimerCount() === 0 && !answered) await new Promise(setImmediate);
    await vi.advanceTimersByTimeAsync(READINESS_TIMEOUT_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    return await pending;
  } finally {
    vi.useRealTimers();
  }
}

/** Resolves once `count` more connections to 127.0.0.1:`port` have been attempted (ioredis'). */
function connectionAttempts(port: number, count: number): Promise<void> {
  const connect = net.createConnection;
  let seen = 0;
  return new Promise((resolve) => {
    const spy = vi.spyOn(net, 'createConnection').mockImplementation(((
      ...args: Parameters<typeof net.createConnection>
    ) => {
      const options = args[0];
      if (typeof options === 'object' && Number((options as net.TcpNetConnectOpts).port) === port) {
        seen += 1;
        if (seen >= count) {
          spy.mockRestore();
          resolve();
        }
      }
      return connect(...args);
    }) as typeof net.createConnection);
  });
}

describe('GET /healthz and /readyz', () => {
  it('answers 200 on both while everything answers, without details', async () => {
    expect((await t.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const response = await readyz();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 SERVICE_UNAVAILABLE naming the database when it fails, without its error', async () => {
    const ping = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connect ECONNREFUSED 10.9.8.7:5432'));
    try {
      const response = await readyz();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Database unavailable',
        params: {},
        details: { database: 'failed' },
      });
      expect(response.body).not.toContain('ECONNREFUSED');
    } finally {
      t.database.ping = ping;
    }
    expect((await readyz()).statusCode).toBe(200);
  });

  it('answers 503 within 2 s when the database hangs, and says so once in the log', async () => {
    const ping = t.database.ping;
    t.database.ping = () => new Promise<void>(() => undefined);
    const from = capturedLines.length;
    try {
      const first = await answeredAtTheTimeout(() => readyz());
      const second = await answeredAtTheTimeout(() => readyz());
      for (const response of [first, second]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          details: { database: 'timed out' },
        });
      }
    } finally {
      t.database.ping = ping;
    }
    expect((await readyz()).statusCode).toBe(200);
    const said = capturedLines.slice(from).map((line) => JSON.parse(line) as { msg: string });
    expect(said.filter((line) => line.msg === 'not ready')).toHaveLength(1);
    expect(said.filter((line) => line.msg === 'ready again')).toHaveLength(1);
  });
});

describe('S3 configured but not answering', () => {
  const s3Env = (port: number) => ({
    S3_BUCKET: 'resale-test',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'test-access-key',
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
    DATA_KEY: FILE_DATA_KEY,
    S3_TIMEOUT_MS: '300',
    LOG_LEVEL: 'info',
    METRICS_TOKEN: METRICS_TOKEN,
  });
  const METRICS_TOKEN = 'probes-metrics-token-0123456789';
  const refusedPuts =
    'storage_operation_duration_seconds_count{operation="put",outcome="unavailable"}';

  /** The count of file writes the store refused, from the app's /metrics. */
  async function refusedPutsOf(app: TestApp): Promise<number> {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    const line = response.body.split('\n').find((entry) => entry.startsWith(`${refusedPuts} `));
    return line === undefined ? 0 : Number(line.slice(refusedPuts.length + 1));
  }
  const STORAGE_UNAVAILABLE = {
    code: 'STORAGE_UNAVAILABLE',
    message: 'Photos and documents are unavailable for a moment. Please try again shortly.',
  };

  /** What the outage leaves working and what it refuses, on `app`. */
  async function expectOnlyFilesRefused(app: TestApp) {
    // Sign-up, sign-in and signed-in reads never touch the store.
    const seller = await newCustomer(app);
    const items = await call(app, itemEndpoints.listMyItems, { cookie: seller.cookie });
    expect(items.statusCode, items.body).toBe(200);
    const refusedBefore = await refusedPutsOf(app);
    const upload = await call(app, itemEndpoints.uploadPhotos, {
      cookie: seller.cookie,
      form: { files: [{ field: 'photos', bytes: await jpeg(61) }] },
    });
    expect(upload.statusCode, upload.body).toBe(503);
    expect(errorBodyOf(upload)).toMatchObject(STORAGE_UNAVAILABLE);
    // The outage shows in the store's metrics as well as in the answer.
    expect(await refusedPutsOf(app)).toBeGreaterThan(refusedBefore);
    const photo = await app.inject({
      method: 'GET',
      url: `/uploads/photos/${'a'.repeat(32)}.webp`,
    });
    expect(photo.statusCode).toBe(503);
    expect(errorBodyOf(photo)).toMatchObject(STORAGE_UNAVAILABLE);
  }

  /** The log lines since `from`: the storage named, never the database. */
  function expectStorageLogged(from: number) {
    const said = capturedLines.slice(from).map((line) => JSON.parse(line) as { msg: string });
    expect(said.filter((line) => line.msg === 'file storage unavailable').length).toBeGreaterThan(
      0,
    );
    expect(said.filter((line) => /database/i.test(line.msg))).toEqual([]);
  }

  // Hanging, each request gives up at S3_TIMEOUT_MS (300 ms here): without that bound they would
  // wait for undici's five minutes and the test time out. Readiness runs on the real clock: the
  // storage's check ends at its own timeout, the database's (which 'ready' needs) when it answers;
  // the readiness bound itself is the hanging database's test above.
  it.each([
    ['refusing connections', CLOSED_PORT],
    ['accepting and never answering', SILENT_PORT],
  ])(
    '%s: ready (storage degraded), and only uploads and photos answer 503 STORAGE_UNAVAILABLE',
    async (_name, port) => {
      const from = capturedLines.length;
      const app = await createTestApp({ env: s3Env(port) });
      try {
        const response = await readyz(app);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          status: 'ready',
          details: { database: 'ok', storage: 'failed' },
        });
        await expectOnlyFilesRefused(app);
      } finally {
        await app.close();
      }
      expectStorageLogged(from);
    },
  );
});

describe('Redis configured but down', () => {
  it('stays ready with a warning in details, logs the outage once, and still limits sign-ins (per instance)', async () => {
    const from = capturedLines.length;
    const app = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${CLOSED_PORT}`, LOG_LEVEL: 'info' },
      config: { signinRateLimit: { max: 2, windowMs: 60_000 } },
    });
    try {
      const response = await readyz(app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ready',
        details: {
          database: 'ok',
          redis: 'unavailable: limits count per instance',
        },
      });

      const signin = () =>
        call(app, authEndpoints.signIn, {
          body: { email: 'nobody.redis-down@example.com', password: 'wrong-password-1' },
          remoteAddress: '10.77.0.1',
        });
      const retries = connectionAttempts(CLOSED_PORT, 3);
      expect((await signin()).statusCode).toBe(401);
      expect((await signin()).statusCode).toBe(401);
      expect((await signin()).statusCode).toBe(429);
      // ioredis retries three more times: each retry fails, none is logged.
      await retries;
      await readyz(app);
    } finally {
      await app.close();
    }
    const said = capturedLines.slice(from).map((line) => JSON.parse(line) as { msg: string });
    const outage = said.filter((line) => line.msg.startsWith('Redis unavailable'));
    expect(outage).toHaveLength(1);
    expect(outage[0]).toMatchObject({ level: 40, redis: `127.0.0.1:${CLOSED_PORT}` });
    expect(said.filter((line) => /not limiting/.test(line.msg))).toHaveLength(0);
  });
});

/**
 * A relay to the test Redis that can be cut (connections reset, port closed) and restored, or
 * frozen: connections stay open and nothing passes either way (a stopped Redis, or packets
 * dropped), until thawed.
 */
function redisRelay(port: number) {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const held: Array<() => void> = [];
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      const send = () => to.write(chunk);
      if (frozen) held.push(send);
      else send();
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = () =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    listen,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe('Redis that stops answering', () => {
  it('sign-ins still answer, counting in memory, and it says so once; back to Redis when it answers again', async () => {
    const relay = redisRelay(REDIS_PROXY_PORT);
    await relay.listen();
    const from = capturedLines.length;
    // Its own account and addresses each run: the counts live in the shared Redis for a minute.
    const hungEmail = `nobody.redis-hung.${Date.now().toString(36)}@example.com`;
    const subnet = `10.${20 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}`;
    const app = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${REDIS_PROXY_PORT}`, LOG_LEVEL: 'info' },
      config: { signinRateLimit: { max: 3, windowMs: 60_000 } },
    });
    const signin = (address: string) =>
      call(app, authEndpoints.signIn, {
        body: { email: hungEmail, password: 'wrong-password-1' },
        remoteAddress: address,
      });
    const said = () =>
      capturedLines.slice(from).map((line) => JSON.parse(line) as { msg: string; level: number });
    try {
      expect((await signin(`${subnet}.1`)).statusCode).toBe(401);
      relay.freeze();
      // Each would wait for Redis for as long as it is stopped without a command timeout (the
      // test's own timeout ends it); they answer, and the limit still holds, in memory.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await signin(`${subnet}.2`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await readyz(app)).json()).toEqual({
        status: 'ready',
        details: { database: 'ok', redis: 'unavailable: limits count per instance' },
      });

      relay.thaw();
      await expect
        .poll(async () => (await readyz(app)).json(), { timeout: 20_000 })
        .toEqual({ status: 'ready' });
      expect((await signin(`${subnet}.3`)).statusCode).toBe(401);
    } finally {
      await app.close();
      await relay.cut().catch(() => undefined);
    }
    expectRedisOutageSaidOnce(said());
  });
});

/** The outage logged once as it began (a warning) and once as it ended, nothing else of Redis. */
function expectRedisOutageSaidOnce(lines: { msg: string; level: number }[]) {
  const redisLines = lines.filter((line) => /^Redis /.test(line.msg));
  expect(redisLines.map((line) => [line.level, line.msg.split(':')[0]])).toEqual([
    [40, 'Redis unavailable'],
    [30, 'Redis available again'],
  ]);
}

describe('Redis going away and coming back', () => {
  it('says so once each way, and readiness follows', async () => {
    const relay = redisRelay(REDIS_PROXY_PORT);
    await relay.listen();
    const from = capturedLines.length;
    const app = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${REDIS_PROXY_PORT}`, LOG_LEVEL: 'info' },
    });
    const said = () =>
      capturedLines.slice(from).map((line) => JSON.parse(line) as { msg: string; level: number });
    try {
      expect((await readyz(app)).json()).toEqual({ status: 'ready' });

      const retries = connectionAttempts(REDIS_PROXY_PORT, 3);
      await relay.cut();
      await expect
        .poll(async () => (await readyz(app)).json(), { timeout: 10_000 })
        .toEqual({
          status: 'ready',
          details: { database: 'ok', redis: 'unavailable: limits count per instance' },
        });
      // ioredis retries meanwhile (three times at least); none of that is logged.
      await retries;

      await relay.listen();
      await expect
        .poll(async () => (await readyz(app)).json(), { timeout: 20_000 })
        .toEqual({ status: 'ready' });
    } finally {
      await app.close();
      await relay.cut().catch(() => undefined);
    }
    expectRedisOutageSaidOnce(said());
  });
});
