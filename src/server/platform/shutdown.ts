// Stopping without dropping requests (a rolling restart behind a balancer):
// 1. on the signal, /readyz answers 503 at once and every response says `Connection: close`, so
//    the balancer takes this instance out and its kept-alive connections end one by one;
// 2. for `graceMs` the app keeps serving normally (a balancer polls /readyz every few seconds);
//    SIGINT (Ctrl-C at a terminal) skips this wait;
// 3. then no new connection is accepted and in-flight requests get up to `timeoutMs` to finish;
//    what is still running then is cut and logged (method and route only: no personal data);
// 4. the onClose hooks run (job timers, Redis), the database closes, the process exits 0.
// A second signal during all this exits at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';

const draining = new WeakSet<FastifyInstance>();
const drainListeners = new WeakMap<FastifyInstance, (() => void)[]>();

/** True once a shutdown has begun: /readyz answers 503 and connections are not kept alive. */
export function isDraining(app: FastifyInstance): boolean {
  return draining.has(app);
}

/** Calls `listener` the moment a shutdown begins (the probe port says 503 at once too). */
export function onDrain(app: FastifyInstance, listener: () => void): void {
  drainListeners.set(app, [...(drainListeners.get(app) ?? []), listener]);
}

// At most this many cut requests are listed one by one (the count is always exact).
const MAX_LISTED = 50;
// After the cut: how long the onClose hooks and the database get before the process just exits.
const CLOSE_BOUND_MS = 5_000;

export interface ShutdownOptions {
  app: FastifyInstance;
  settings: Config['shutdown'];
  /** Closed after the app (the database). */
  close: () => Promise<void>;
  exit?: (code: number) => void;
}

export interface Shutdown {
  /** Begins the drain (first signal) or ends the process at once (a second one). */
  onSignal(signal: NodeJS.Signals): void;
}

/**
 * Tracks in-flight requests and readies the drain. Call before the app listens (it adds hooks);
 * then `process.on('SIGTERM', shutdown.onSignal)`.
 */
export function prepareShutdown({
  app,
  settings,
  close,
  exit = (code) => process.exit(code),
}: ShutdownOptions): Shutdown {
  const inFlight = new Set<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    inFlight.add(request);
    // 'close' comes when the response is sent and also when the client goes away.
    reply.raw.once('close', () => inFlight.delete(request));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining.has(app)) reply.header('connection', 'close');
    return payload;
  });

  const describe = () =>
    [...inFlight].slice(0, MAX_LISTED).map((request) => ({
      method: request.method,
      // The route's pattern (`/api/admin/users/:id/revoke-identity`), never the URL with its values.
      route: request.routeOptions.url ?? '(no route)',
    }));

  let started = false;
  let exiting = false;
  const finish = (code: number) => {
    if (exiting) return;
    exiting = true;
    exit(code);
  };

  const drain = async (signal: NodeJS.Signals) => {
    draining.add(app);
    for (const listener of drainListeners.get(app) ?? []) listener();
    const graceMs = signal === 'SIGINT' ? 0 : settings.graceMs;
    app.log.info(
      { signal, graceMs, timeoutMs: settings.timeoutMs, inFlight: inFlight.size },
      'shutting down: /readyz answers 503; serving on during the grace period',
    );
    if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));

    app.log.info(
      { inFlight: inFlight.size },
      'shutting down: no new connections; finishing in-flight requests',
    );
    let cut = 0;
    let appClosed = false;
    const deadline = setTimeout(() => {
      if (!appClosed) {
        cut = inFlight.size;
        app.log.warn(
          { cut, requests: describe(), timeoutMs: settings.timeoutMs },
          'shutting down: in-flight requests cut at SHUTDOWN_TIMEOUT_MS',
        );
        app.server.closeAllConnections();
      }
      // Whatever still hangs after that (a hook, the database) does not keep the process.
      setTimeout(() => {
        app.log.warn('shutting down: closing did not finish; exiting');
        finish(0);
      }, CLOSE_BOUND_MS).unref();
    }, settings.timeoutMs);
    // Fastify: stops accepting, closes idle connections, waits for in-flight requests (or the
    // cut), then runs the onClose hooks.
    await app.close();
    appClosed = true;
    await close();
    clearTimeout(deadline);
    app.log.info({ cut }, 'shut down');
    finish(0);
  };

  return {
    onSignal(signal) {
      if (started) {
        app.log.warn(
          { signal, inFlight: inFlight.size, requests: describe() },
          'shutting down: second signal; exiting now',
        );
        finish(0);
        return;
      }
      started = true;
      drain(signal).catch((error: unknown) => {
        app.log.error({ err: error }, 'shutting down: closing failed');
        finish(0);
      });
    },
  };
}
