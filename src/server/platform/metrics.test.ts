// GET /metrics: absent without METRICS_TOKEN or METRICS_PORT, behind the bearer token on the
// app's port, open on a port of its own; request durations by route pattern, jobs, uploads,
// the decode queue, the database pool and Node's process metrics.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemEndpoints } from '@/contract/items';
import type { Database } from '@/server/db/client';
import { notificationDeliveries, notifications } from '@/server/db/schema';
import { adminLogin, newCustomer, uploadPhotos } from '@/server/test-support/factories';
import { call } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { createTestApp, type TestApp } from '@/server/test-support/test-app';
import { decodeQueue, processImage } from './image-pipeline';
import { createAppMetrics, recordJobRun } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';
// A fixed port for the METRICS_PORT listener (no other test file uses it).
const METRICS_PORT = 5761;

// Two apps for the whole file (each start runs the maintenance jobs): none, and a token.
let plain: TestApp;
let t: TestApp;

beforeAll(async () => {
  plain = await createTestApp();
  t = await createTestApp({ config: { metrics: { token: TOKEN, port: undefined } } });
});

async function scrape(): Promise<string> {
  const response = await t.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one sample line (`name{labels} value`), or undefined when there is none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers 404 like any unknown path when neither a token nor a port is configured', async () => {
    const response = await plain.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('with a token: 401 without it or with another, 200 with it', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Bearer ${TOKEN}x`,
      TOKEN,
      'Bearer ',
    ]) {
      const response = await t.inject({
        method: 'GET',
        url: '/metrics',
        ...(authorization !== undefined ? { headers: { authorization } } : {}),
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    const response = await t.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('has the duration histogram by method, route pattern and status of a request just made', async () => {
    const admin = await adminLogin(t);
    const review = await call(t, itemEndpoints.reviewItem, {
      params: { id: 424242 },
      body: { status: 'rejected' },
      cookie: admin,
    });
    expect(review.statusCode).toBe(404);
    const text = await scrape();
    const labels = 'method="PATCH",route="/api/admin/clothing-items/:id",status="404"';
    expect(sample(text, `http_request_duration_seconds_count{${labels}}`)).toBe(1);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="+Inf",${labels}} 1`);
    expect(text).not.toContain('424242');
    // Node's own process metrics and the decode queue are there too.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(sample(text, 'image_decodes_in_flight')).toBe(0);
    expect(sample(text, 'image_decodes_waiting')).toBe(0);
    // The pool of node-postgres; PGlite has none.
    if (t.kind === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
    else expect(text).not.toContain('db_pool_connections{');
  });

  it('counts job runs by job and outcome, with their duration', async () => {
    recordJobRun('metrics-test-job', 'ok', 0.2);
    recordJobRun('metrics-test-job', 'ok', 0.4);
    recordJobRun('metrics-test-job', 'failed', 3);
    const text = await scrape();
    expect(sample(text, 'job_runs_total{job="metrics-test-job",outcome="ok"}')).toBe(2);
    expect(sample(text, 'job_runs_total{job="metrics-test-job",outcome="failed"}')).toBe(1);
    expect(sample(text, 'job_run_duration_seconds_count{job="metrics-test-job"}')).toBe(3);
    expect(sample(text, 'job_run_duration_seconds_sum{job="metrics-test-job"}')).toBeCloseTo(3.6);
    // When each job last succeeded; a job that only failed has none.
    const lastSuccess = sample(text, 'job_last_success_timestamp_seconds{job="metrics-test-job"}');
    expect(lastSuccess).toBeGreaterThan(Date.parse('2026-01-01') / 1000);
    recordJobRun('metrics-failing-job', 'failed', 1);
    expect(
      sample(await scrape(), 'job_last_success_timestamp_seconds{job="metrics-failing-job"}'),
    ).toBeUndefined();
  });

  it('redis_up: 1 with Redis answering, 0 while the limits count in memory', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    for (const [url, up] of [
      [redisUrl, 1],
      ['redis://127.0.0.1:1', 0],
    ] as const) {
      const app = await createTestApp({
        env: { REDIS_URL: url },
        config: { metrics: { token: TOKEN, port: undefined } },
      });
      try {
        const response = await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(sample(response.body, 'redis_up')).toBe(up);
      } finally {
        await app.close();
      }
    }
    // Without REDIS_URL there is no Redis to report.
    expect(sample(await scrape(), 'redis_up')).toBeUndefined();
  });

  it('the outbox: deliveries waiting, and how long the oldest due one has waited', async () => {
    const before = await scrape();
    expect(sample(before, 'outbox_pending_deliveries')).toBe(0);
    expect(sample(before, 'outbox_oldest_due_seconds')).toBe(0);
    const customer = await newCustomer(t);
    const [notice] = await t.db
      .insert(notifications)
      .values({ userId: customer.id, type: 'item.approved', link: '/' })
      .returning({ id: notifications.id });
    await t.db.insert(notificationDeliveries).values([
      // Due for 90 s (its sender is down, say) ...
      {
        notificationId: notice!.id,
        channel: 'email',
        nextAttemptAt: sql`now() - interval '90 seconds'`,
      },
      // ... and one waiting for its retry in an hour: pending, not yet due.
      { notificationId: notice!.id, channel: 'sms', nextAttemptAt: sql`now() + interval '1 hour'` },
    ]);
    const after = await scrape();
    expect(sample(after, 'outbox_pending_deliveries')).toBe(2);
    expect(sample(after, 'outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(after, 'outbox_oldest_due_seconds')).toBeLessThan(3600);
    await t.db.delete(notifications).where(eq(notifications.id, notice!.id));
  });

  it('counts photo uploads stored and refused, and times each file written', async () => {
    const stored = 'photo_uploads_total{outcome="stored"}';
    const refused = 'photo_uploads_total{outcome="refused"}';
    const puts = 'storage_operation_duration_seconds_count{operation="put",outcome="ok"}';
    const before = await scrape();
    const customer = await newCustomer(t);
    await uploadPhotos(t, customer);
    const notAnImage = await call(t, itemEndpoints.uploadPhotos, {
      cookie: customer.cookie,
      form: { files: [{ field: 'photos', bytes: Buffer.alloc(4096, 7) }] },
    });
    expect(notAnImage.statusCode).toBe(415);
    const after = await scrape();
    expect((sample(after, stored) ?? 0) - (sample(before, stored) ?? 0)).toBe(1);
    expect((sample(after, refused) ?? 0) - (sample(before, refused) ?? 0)).toBe(1);
    // One photo: its WebP and its thumbnail.
    expect((sample(after, puts) ?? 0) - (sample(before, puts) ?? 0)).toBe(2);
  });

  it('on METRICS_PORT: served without a token, nothing else there, closed with the app', async () => {
    const onPort = await createTestApp({
      config: { metrics: { token: undefined, port: METRICS_PORT } },
    });
    await onPort.inject({ method: 'GET', url: '/healthz' });
    const url = `http://127.0.0.1:${METRICS_PORT}`;
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/healthz"');
    const other = await fetch(`${url}/healthz`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    // Without a token the app's own port has no /metrics.
    expect((await onPort.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);

    await onPort.close();
    await expect(fetch(`${url}/metrics`)).rejects.toThrow();
  });
});

describe('metric sources', () => {
  it("the database pool, from the database's poolStats when it has one", async () => {
    const withPool = {
      poolStats: () => ({ total: 7, idle: 3, waiting: 2 }),
    } as unknown as Database;
    const text = await createAppMetrics(withPool).registry.metrics();
    expect(sample(text, 'db_pool_connections{state="total"}')).toBe(7);
    expect(sample(text, 'db_pool_connections{state="idle"}')).toBe(3);
    expect(sample(text, 'db_pool_waiting')).toBe(2);

    // PGlite: no pool, no connection counts.
    const without = await createAppMetrics({} as Database).registry.metrics();
    expect(without).not.toContain('db_pool_connections{');
  });

  it('the decode queue: images decoding and waiting for a slot', async () => {
    const photos = await Promise.all([jpeg(1), jpeg(2), jpeg(3)]);
    expect(decodeQueue()).toEqual({ inFlight: 0, waiting: 0 });
    // Two decode slots: the third waits.
    const decoding = photos.map((bytes) => processImage(bytes, 'metrics-test'));
    expect(decodeQueue()).toEqual({ inFlight: 2, waiting: 1 });
    await Promise.all(decoding);
    expect(decodeQueue()).toEqual({ inFlight: 0, waiting: 0 });
  });
});
