// /healthz and /readyz on a port of their own (PROBE_PORT), answered by a worker thread (issue 29,
// item 8). On the app's port a probe waits in line with every request: under overload a
// balancer's check timed out behind the backlog and haproxy took healthy instances out of
// rotation (7 times in one capacity run), and a container's health check could restart a process
// that was only busy. Here the answer never waits for the server's event loop:
// - the server's thread stores a heartbeat every HEARTBEAT_MS and runs the readiness check
//   (probes.ts, the same as /readyz) every READINESS_EVERY_MS, handing the thread its answer (and
//   a 503 the moment a shutdown begins: shutdown.ts);
// - /readyz answers the latest one, or 503 when the heartbeat is older than `staleMs` (a loop
//   blocked that long is not one to send traffic to), or 503 before the first check;
// - /healthz answers 200 while the heartbeat is younger than LIVENESS_STALE_MS: a busy loop beats
//   late, a stuck one never, and only a stuck one should be restarted.
// The thread holds nothing but the last answer; it has no database, no secrets and no routes.
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { appError } from './errors';
import type { Readiness } from './probes';
import { onDrain } from './shutdown';

const HEARTBEAT_MS = 250;
const READINESS_EVERY_MS = 1_000;
/** A heartbeat older than this tells the container's health check to restart the process. */
const LIVENESS_STALE_MS = 30_000;

// CommonJS, evaluated as the thread's main script (no file to find, bundled or not).
const PROBE_THREAD_SOURCE = String.raw`
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const beat = new BigInt64Array(workerData.heartbeat);
const { unavailable, notFoundMessage } = workerData;
const notFound = (request, path) => ({
  code: 'ROUTE_NOT_FOUND',
  message: notFoundMessage.replace('{method}', request.method).replace('{path}', path),
  params: { method: request.method, path },
});
let readiness = { statusCode: 503, body: { ...unavailable, details: { probe: 'starting' } } };
parentPort.on('message', (answer) => { readiness = answer; });
const late = () => Date.now() - Number(Atomics.load(beat, 0));
const stalled = (ms) => ({ ...unavailable, details: { eventLoop: 'stalled ' + ms + ' ms' } });
function send(response, statusCode, body) {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}
const server = http.createServer((request, response) => {
  const path = (request.url || '').split('?')[0];
  const ms = late();
  if (request.method !== 'GET' && request.method !== 'HEAD') send(response, 404, notFound(request, path));
  else if (path === '/healthz') {
    if (ms > workerData.livenessStaleMs) send(response, 503, stalled(ms));
    else send(response, 200, { status: 'ok' });
  } else if (path === '/readyz') {
    if (ms > workerData.staleMs) send(response, 503, stalled(ms));
    else send(response, readiness.statusCode, readiness.body);
  } else send(response, 404, notFound(request, path));
});
server.keepAliveTimeout = 5000;
server.on('error', (error) => parentPort.postMessage({ failed: String(error.message) }));
server.listen(workerData.port, workerData.host, () =>
  parentPort.postMessage({ listening: server.address().port }),
);
`;

export interface ProbePortOptions {
  port: number;
  host: string;
  /** How old a heartbeat may be before /readyz says 503 (PROBE_STALE_MS). */
  staleMs: number;
}

const boundPorts = new WeakMap<FastifyInstance, number>();

/** The port the probe thread listens on, once the app is ready (PROBE_PORT=0 picks one). */
export function probePortOf(app: FastifyInstance): number | undefined {
  return boundPorts.get(app);
}

export function registerProbePort(
  app: FastifyInstance,
  readiness: () => Promise<Readiness>,
  { port, host, staleMs }: ProbePortOptions,
): void {
  const heartbeat = new SharedArrayBuffer(8);
  const beat = new BigInt64Array(heartbeat);
  const beatNow = () => Atomics.store(beat, 0, BigInt(Date.now()));
  let worker: Worker | undefined;
  let timers: NodeJS.Timeout[] = [];

  // Bound when the app is ready: a port already taken stops the start-up, with the reason.
  app.addHook('onReady', async () => {
    beatNow();
    const started = new Worker(PROBE_THREAD_SOURCE, {
      eval: true,
      workerData: {
        heartbeat,
        port,
        host,
        staleMs,
        livenessStaleMs: LIVENESS_STALE_MS,
        unavailable: appError('SERVICE_UNAVAILABLE').toBody(),
        // The error table's message with its placeholders kept, filled in per request there.
        notFoundMessage: appError('ROUTE_NOT_FOUND', { method: '{method}', path: '{path}' })
          .message,
      },
    });
    worker = started;
    const bound = await new Promise<number>((resolve, reject) => {
      started.once('error', reject);
      started.once('message', (message: { listening?: number; failed?: string }) => {
        if (message.listening !== undefined) resolve(message.listening);
        else reject(new Error(`probe port ${port}: ${message.failed}`));
      });
    }).catch(async (error: unknown) => {
      // Nothing listens: the thread goes with the failed start-up.
      await started.terminate();
      throw error;
    });
    started.on('error', (error) => app.log.error({ err: error }, 'probe thread failed'));
    boundPorts.set(app, bound);
    let checking = false;
    const check = () => {
      if (checking) return;
      checking = true;
      void readiness()
        .then((answer) => started.postMessage(answer))
        .catch((error: unknown) => app.log.error({ err: error }, 'readiness check failed'))
        .finally(() => {
          checking = false;
        });
    };
    check();
    // A shutdown says so at once, not at the next check (which says the same: probes.ts).
    onDrain(app, () =>
      started.postMessage({
        statusCode: 503,
        body: { ...appError('SERVICE_UNAVAILABLE').toBody(), details: { shutdown: 'draining' } },
      }),
    );
    timers = [setInterval(beatNow, HEARTBEAT_MS), setInterval(check, READINESS_EVERY_MS)];
    for (const timer of timers) timer.unref();
    // The thread must not hold the process open at shutdown (onClose ends it anyway).
    started.unref();
    app.log.info({ port: bound, host }, 'probes listening');
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await worker?.terminate();
    worker = undefined;
  });
}
