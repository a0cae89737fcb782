// One autocannon run against one URL, reduced to the figures the report needs.
import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  durationSec: number;
  cookie: string;
  /** Requests per second across all connections; unset: as fast as the server answers. */
  overallRate?: number;
}

export interface LoadFigures {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Response bytes (headers included) per request: shows what the framework adds on the wire. */
  bytesPerRequest: number;
}

export async function hammer(url: string, options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    method: 'GET',
    headers: { cookie: options.cookie },
    connections: options.connections,
    duration: options.durationSec,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    // The load generator runs on its own thread so it does not compete with the servers for the
    // main event loop (both servers and PGlite live there).
    workers: 1,
  });
  const total = result.requests.total;
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: total,
    errors: result.errors,
    non2xx: result.non2xx,
    bytesPerRequest: total > 0 ? Math.round(result.throughput.total / total) : 0,
  };
}
