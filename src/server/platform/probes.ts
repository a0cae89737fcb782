// Liveness and readiness for load balancers and orchestrators.
//
// /healthz: the process answers (nothing else is checked: restarting it would not help).
// /readyz, "send me traffic", answered within READINESS_TIMEOUT_MS whatever hangs:
// - 503 while shutting down (platform/shutdown.ts) and when the database does not answer: this
//   instance can serve nothing, another one may;
// - 200, degraded, with the file storage down (S3: uploads and photos answer 503
//   STORAGE_UNAVAILABLE, everything else serves; every instance shares the store, so taking them
//   all out of a balancer would turn a photo outage into a site outage) or Redis down (the limits
//   count in this instance's memory meanwhile: counter-store.ts); `details` says which.
// A 503 is the usual error body plus `details`, naming each check: 'ok', 'failed', 'timed out'
// (and `shutdown: 'draining'`); a 200 carries `details` only when something is degraded.
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/server/db/client';
import { appError } from './errors';
import type { RedisConnection } from './redis-connection';
import { isDraining } from './shutdown';
import type { FileStorage } from './storage';

export interface ProbeDeps {
  database: Database;
  /** The app's file storage: checked when it is remote (S3). */
  storage?: FileStorage | undefined;
  /** The Redis connection of the limits, when REDIS_URL is set. */
  redis?: RedisConnection | undefined;
}

/** Each check gets this long; the answer comes a little after, well within 2 s. */
export const READINESS_TIMEOUT_MS = 1_500;
// A balancer may poll every second on each instance: S3 is asked at most this often.
const STORAGE_CHECK_EVERY_MS = 5_000;

type CheckResult = 'ok' | 'failed' | 'timed out';

/** What /readyz answers: its status code and body. */
export interface Readiness {
  statusCode: 200 | 503;
  body: object;
}

/** The readiness check of one app, as /readyz and the probe port (probe-port.ts) answer it. */
export function readinessOf(app: FastifyInstance, deps: ProbeDeps): () => Promise<Readiness> {
  // deps.database is read at each call (tests replace its ping).
  const database = singleFlight(() => deps.database.ping(), 0);
  const ping = deps.storage?.ping?.bind(deps.storage);
  const storage = ping ? singleFlight(ping, STORAGE_CHECK_EVERY_MS) : undefined;
  let wasReady = true;

  return async () => {
    const [db, files] = await Promise.all([database.check(), storage?.check()]);
    const details: Record<string, string> = { database: db };
    if (files) details.storage = files;
    if (deps.redis) {
      details.redis = deps.redis.isUp() ? 'ok' : 'unavailable: limits count per instance';
    }
    const draining = isDraining(app);
    if (draining) details.shutdown = 'draining';
    const ready = !draining && db === 'ok';

    // Said once per change, not once per poll.
    if (ready !== wasReady && !draining) {
      if (ready) app.log.info({ details }, 'ready again');
      else app.log.warn({ details }, 'not ready');
    }
    wasReady = ready;

    if (!ready) {
      return {
        statusCode: 503,
        body: { ...appError('SERVICE_UNAVAILABLE').toBody(), details },
      };
    }
    const degraded = Object.values(details).some((value) => value !== 'ok');
    return { statusCode: 200, body: degraded ? { status: 'ready', details } : { status: 'ready' } };
  };
}

export function registerProbes(app: FastifyInstance, readiness: () => Promise<Readiness>): void {
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    const { statusCode, body } = await readiness();
    return reply.status(statusCode).send(body);
  });
}

/**
 * A check raced against READINESS_TIMEOUT_MS. Probes arriving while one is running share it (a
 * hanging database does not pile up one waiting query per poll); a result is reused for
 * `reuseMs`.
 */
function singleFlight(work: (signal: AbortSignal) => Promise<void>, reuseMs: number) {
  let running: Promise<CheckResult> | undefined;
  let last: { result: CheckResult; at: number } | undefined;
  const run = async (): Promise<CheckResult> => {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<CheckResult>((resolve) => {
      timer = setTimeout(() => {
        // After the I/O of this turn of the event loop: a busy process whose answer arrived
        // while it was blocked is not declared timed out.
        setImmediate(() => {
          controller.abort();
          resolve('timed out');
        });
      }, READINESS_TIMEOUT_MS);
    });
    const attempt = Promise.resolve()
      .then(() => work(controller.signal))
      .then(
        (): CheckResult => 'ok',
        (): CheckResult => 'failed',
      );
    try {
      return await Promise.race([attempt, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async check(): Promise<CheckResult> {
      if (last && Date.now() - last.at < reuseMs) return last.result;
      running ??= run().then((result) => {
        last = { result, at: Date.now() };
        running = undefined;
        return result;
      });
      return running;
    },
  };
}
