// GET /metrics in Prometheus text format: request durations by route pattern, the database pool,
// background jobs (and each one's last success), photo uploads, the image decode queue, the file
// store's latency and outages, the outbox's depth and oldest due delivery, Redis's state, and
// Node's own process metrics.
//
// Two kinds of metrics, two registries, merged per app:
// - per app (tests build many apps in one process): request durations and its database's pool;
// - per process: what happens in the process whoever caused it (jobs, uploads, decodes, memory,
//   event loop), recorded through plain functions (recordJobRun, recordPhotoUpload).
// prom-client's global default registry is never used.
//
// Protection (config.metrics): with METRICS_TOKEN, /metrics on the app's port answers only to
// `Authorization: Bearer <token>`; with METRICS_PORT, a listener of its own on that port (bound to
// HOST; keep it off the public network) serves /metrics without one; with neither, there is no
// /metrics and it answers 404 like any unknown path.
import crypto from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '@/server/db/client';
import { AppError, appError, sendError } from './errors';
import { decodeQueue } from './image-pipeline';
import type { RedisConnection } from './redis-connection';
import { routeOf } from './request-log';

// ---------------------------------------------------------------------------------------------
// Per process

const processRegistry = new Registry();

const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Background job runs, by job and outcome.',
  labelNames: ['job', 'outcome'] as const,
  registers: [processRegistry],
});

const jobDuration = new Histogram({
  name: 'job_run_duration_seconds',
  help: 'Background job run time, by job.',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
  registers: [processRegistry],
});

const jobLastSuccess = new Gauge({
  name: 'job_last_success_timestamp_seconds',
  help: 'When each background job last ran to success (Unix time): alert when one falls behind.',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});

const photoUploads = new Counter({
  name: 'photo_uploads_total',
  help: 'Photo upload requests, by outcome: stored, refused (the caller can fix it: 4xx) or failed.',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

const storageCalls = new Histogram({
  name: 'storage_operation_duration_seconds',
  help: 'File store calls (local disk or S3), by operation and outcome (ok, unavailable, error).',
  labelNames: ['operation', 'outcome'] as const,
  // A local write takes a millisecond, an S3 call tens; S3_TIMEOUT_MS (10 s) ends a hung one.
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

const redisFallbacks = new Counter({
  name: 'redis_fallbacks_total',
  help: "Limit counts kept in this instance's memory because Redis was down or did not answer.",
  registers: [processRegistry],
});

new Gauge({
  name: 'image_decodes_in_flight',
  help: 'Images being decoded now (at most the decode slots).',
  registers: [processRegistry],
  collect() {
    this.set(decodeQueue().inFlight);
  },
});

new Gauge({
  name: 'image_decodes_waiting',
  help: 'Images waiting for a decode slot.',
  registers: [processRegistry],
  collect() {
    this.set(decodeQueue().waiting);
  },
});

// Started with the first app that serves metrics: an app without them costs nothing.
let defaultMetricsStarted = false;
function startDefaultMetrics(): void {
  if (defaultMetricsStarted) return;
  defaultMetricsStarted = true;
  collectDefaultMetrics({ register: processRegistry });
}

/** One run of a background job, for the job runner to call when a run ends. */
export function recordJobRun(job: string, outcome: string, seconds: number): void {
  jobRuns.inc({ job, outcome });
  if (outcome === 'ok') jobLastSuccess.set({ job }, Date.now() / 1000);
  // A skipped tick (another instance holds the slot) ran nothing: counted, not timed.
  if (outcome !== 'skipped') jobDuration.observe({ job }, seconds);
}

export type StorageOutcome = 'ok' | 'unavailable' | 'error';

/** One call to the file store (storage/index.ts wraps every store in this). */
export function recordStorageCall(
  operation: string,
  outcome: StorageOutcome,
  seconds: number,
): void {
  storageCalls.observe({ operation, outcome }, seconds);
}

/** A limit counted in memory: REDIS_URL is set but Redis did not answer (counter-store.ts). */
export function recordRedisFallback(): void {
  redisFallbacks.inc();
}

export type UploadOutcome = 'stored' | 'refused' | 'failed';

export function recordPhotoUpload(outcome: UploadOutcome): void {
  photoUploads.inc({ outcome });
}

/** A failed upload: refused (a 4xx the uploader can fix: a bad file, a quota) or failed (ours). */
export function uploadFailureOutcome(error: unknown): UploadOutcome {
  return error instanceof AppError && error.statusCode < 500 ? 'refused' : 'failed';
}

// ---------------------------------------------------------------------------------------------
// Per app

/** The node-postgres pool's counts (db/client.ts); PGlite has no pool. */
function poolStatsOf(database: Database): ReturnType<Database['poolStats']> {
  // Checked, not assumed: a Database made by hand (tests) may have no poolStats at all.
  return typeof database.poolStats === 'function' ? database.poolStats() : undefined;
}

/** The outbox's counts, one query a scrape; none when the database does not answer. */
async function outboxState(
  database: Database,
): Promise<{ pending: number; oldestDueSeconds: number } | undefined> {
  try {
    const result = await database.db.execute(sql`
      select count(*)::int as pending,
             coalesce(extract(epoch from now() - min(next_attempt_at)
                        filter (where next_attempt_at <= now())), 0)::float8 as oldest
        from notification_deliveries
       where status = 'pending'`);
    const [row] = (result as unknown as { rows: { pending: number; oldest: number }[] }).rows;
    return { pending: Number(row?.pending ?? 0), oldestDueSeconds: Number(row?.oldest ?? 0) };
  } catch {
    return undefined;
  }
}

export interface AppMetrics {
  /** This app's metrics and the process's, as one scrape. */
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

export function createAppMetrics(
  database: Database,
  redis?: RedisConnection | undefined,
): AppMetrics {
  startDefaultMetrics();
  const appRegistry = new Registry();
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    // Uploads of ten photos take seconds; most API calls a few milliseconds.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [appRegistry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections, by state (total, idle).',
    labelNames: ['state'] as const,
    registers: [appRegistry],
    collect() {
      const stats = poolStatsOf(database);
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a database pool connection.',
    registers: [appRegistry],
    collect() {
      this.set(poolStatsOf(database)?.waiting ?? 0);
    },
  });
  // The outbox (notification_deliveries): how much waits, and how long the oldest due one has.
  new Gauge({
    name: 'outbox_pending_deliveries',
    help: 'Notification deliveries (e-mail, SMS) not yet sent, due or waiting for a retry.',
    registers: [appRegistry],
    async collect() {
      this.set((await outboxState(database))?.pending ?? 0);
    },
  });
  new Gauge({
    name: 'outbox_oldest_due_seconds',
    help: 'How long the oldest due notification delivery has waited to be sent (0 when none).',
    registers: [appRegistry],
    async collect() {
      this.set((await outboxState(database))?.oldestDueSeconds ?? 0);
    },
  });
  if (redis) {
    new Gauge({
      name: 'redis_up',
      help: 'Redis (REDIS_URL) connected and answering: 1, or 0 while the limits count in memory.',
      registers: [appRegistry],
      collect() {
        this.set(redis.isUp() ? 1 : 0);
      },
    });
  }
  return {
    registry: Registry.merge([appRegistry, processRegistry]),
    observeRequest(method, route, status, seconds) {
      httpDuration.observe({ method, route, status: String(status) }, seconds);
    },
  };
}

export interface MetricsOptions {
  token: string | undefined;
  port: number | undefined;
  /** The address the separate listener binds to (HOST). */
  host: string;
  database: Database;
  /** The limits' Redis connection, when REDIS_URL is set: `redis_up`. */
  redis?: RedisConnection | undefined;
}

export async function registerMetrics(
  app: FastifyInstance,
  { token, port, host, database, redis }: MetricsOptions,
): Promise<void> {
  if (!token && port === undefined) return;
  const metrics = createAppMetrics(database, redis);

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      routeOf(request),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  if (token) {
    // Not an /api route (no contract): public to the guards, the token is checked here.
    app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('WWW-Authenticate', 'Bearer');
        return sendError(reply, appError('UNAUTHENTICATED'));
      }
      reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  }

  if (port !== undefined) {
    const server = metricsServer(metrics.registry, app.log);
    // Bound when the app is ready: a port already taken stops the start-up, with the reason.
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      server.on('error', (error) => app.log.error({ err: error }, 'metrics listener failed'));
      app.log.info({ port, host }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    });
  }
}

/** `Bearer <token>`, compared in constant time (both sides hashed to one length first). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** The METRICS_PORT listener: GET /metrics and nothing else. */
function metricsServer(registry: Registry, log: FastifyBaseLogger): http.Server {
  return http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const method = req.method ?? 'GET';
    if (path !== '/metrics' || (method !== 'GET' && method !== 'HEAD')) {
      const body = JSON.stringify(appError('ROUTE_NOT_FOUND', { method, path }).toBody());
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' }).end(body);
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics collection failed');
        const body = JSON.stringify(appError('INTERNAL_ERROR').toBody());
        res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' }).end(body);
      },
    );
  });
}
