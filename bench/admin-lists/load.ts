// Two ways to time one GET. `sequential`: one request at a time (the service time of a single
// admin's poll), up to `maxRequests` or `maxMs`, with exact percentiles. `concurrent`: autocannon
// on its own thread with several connections for a fixed time (several admins polling at once;
// with PGlite, one connection, they queue).
import autocannon from 'autocannon';
import { percentile } from '../shared/report';

export interface Figures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSec: number;
  /** Responses with another status than expected, plus connection errors (timeouts included). */
  unexpected: number;
}

export interface Target {
  url: string;
  headers: Record<string, string>;
  /** 200, or 304 for the If-None-Match path. */
  expectStatus: number;
}

export async function sequential(
  target: Target,
  limits: { maxRequests: number; minRequests: number; maxMs: number },
): Promise<Figures> {
  const latencies: number[] = [];
  let unexpected = 0;
  const started = performance.now();
  while (
    latencies.length < limits.minRequests ||
    (latencies.length < limits.maxRequests && performance.now() - started < limits.maxMs)
  ) {
    const t0 = performance.now();
    const response = await fetch(target.url, { headers: target.headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (response.status !== target.expectStatus) unexpected += 1;
  }
  const elapsed = performance.now() - started;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? NaN,
    requestsPerSec: latencies.length / (elapsed / 1000),
    unexpected,
  };
}

export async function concurrent(
  target: Target,
  options: { connections: number; durationSec: number },
): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    method: 'GET',
    headers: target.headers,
    connections: options.connections,
    duration: options.durationSec,
    timeout: 30,
    // The load generator runs on its own thread so it does not compete with the app for the
    // main event loop (the app and PGlite live there).
    workers: 1,
  });
  const statusCounts: Record<string, number> = {
    200: result['2xx'],
    304: result['3xx'],
  };
  const expected = statusCounts[target.expectStatus] ?? 0;
  return {
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requestsPerSec: result.requests.average,
    unexpected: result.requests.total - expected + result.errors,
  };
}
