// A small round-robin balancer in the manner of haproxy: it never retries a request, checks each
// backend's /readyz every `checkEveryMs` and routes only to backends whose last check answered
// 200 (down at the first 503 or refused connection, or after three checks in a row time out; up
// again at the first 200).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Backend {
  name: string;
  port: number;
  healthy: boolean;
  /** Requests routed to this backend. */
  routed: number;
  /** When the proxy last marked it down or up (for the report). */
  changes: { at: number; healthy: boolean }[];
}

export interface Proxy {
  url: string;
  backends: Backend[];
  /** Requests the proxy could not route or whose backend failed (502/503 made by the proxy). */
  failures: string[];
  close(): Promise<void>;
}

export async function startProxy(options: {
  port: number;
  backends: { name: string; port: number }[];
  checkEveryMs: number;
}): Promise<Proxy> {
  const backends: Backend[] = options.backends.map((b) => ({
    ...b,
    healthy: false,
    routed: 0,
    changes: [],
  }));
  const failures: string[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;

  const pick = (): Backend | undefined => {
    for (let i = 0; i < backends.length; i += 1) {
      const backend = backends[(next + i) % backends.length]!;
      if (backend.healthy) {
        next = (next + i + 1) % backends.length;
        return backend;
      }
    }
    return undefined;
  };

  const server = http.createServer((request, response) => {
    const backend = pick();
    if (!backend) {
      failures.push(`${request.method} ${request.url}: no healthy backend`);
      response.writeHead(503, { 'content-type': 'text/plain' }).end('no healthy backend');
      return;
    }
    backend.routed += 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: request.method,
        path: request.url,
        agent,
        headers: {
          ...request.headers,
          // Appended to what came in, as haproxy's `option forwardfor` does: the app trusts this
          // hop (TRUST_PROXY) and takes the address before it (the sealing load's sellers each
          // come from an address of their own, so signup limits do not count them as one).
          'x-forwarded-for': [request.headers['x-forwarded-for'], request.socket.remoteAddress]
            .filter(Boolean)
            .join(', '),
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-cluster-backend': backend.name,
        });
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      failures.push(`${request.method} ${request.url} -> ${backend.name}: ${error.message}`);
      if (!response.headersSent) {
        response.writeHead(502, { 'x-cluster-backend': backend.name }).end('bad gateway');
      } else {
        response.destroy(error);
      }
    });
    request.pipe(upstream);
  });

  // Each backend is checked on its own clock, so a slow answer from one never delays the other's.
  let stopped = false;
  const watch = async (backend: Backend) => {
    let timeouts = 0;
    while (!stopped) {
      const startedAt = Date.now();
      const verdict = await check(backend.port);
      // A 503 or a refused connection is a clear answer: out at once. A check that times out
      // may only mean a busy machine: out after three in a row.
      timeouts = verdict === 'timeout' ? timeouts + 1 : 0;
      const healthy =
        verdict === 'ready' || (verdict === 'timeout' && timeouts < 3 && backend.healthy);
      if (healthy !== backend.healthy) backend.changes.push({ at: Date.now(), healthy });
      backend.healthy = healthy;
      await sleep(Math.max(0, options.checkEveryMs - (Date.now() - startedAt)));
    }
  };
  const watching = backends.map(watch);

  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    backends,
    failures,
    close: async () => {
      stopped = true;
      await Promise.all(watching);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

async function check(port: number): Promise<'ready' | 'not ready' | 'timeout'> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`, {
      signal: AbortSignal.timeout(2_000),
    });
    await answer.arrayBuffer();
    return answer.status === 200 ? 'ready' : 'not ready';
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : 'not ready';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
