// The routes an app has registered, read from Fastify's route tree (so tests that must cover
// "every admin route" keep covering the routes later issues add).
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/;

export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    const match = LINE.exec(line.trimEnd());
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (depth > 0 ? (stack[depth - 1] ?? '') : '') + match[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== '-' && method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: every :param becomes `value`. */
export function fillParams(url: string, value = '1'): string {
  return url.replace(/:[A-Za-z_]+/g, value);
}
