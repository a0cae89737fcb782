// Serves the built web app. Hashed assets are cached for a year, everything else revalidated;
// brotli or gzip copies made at build time are preferred. Page addresses (docs/decisions/0019):
// a visitor without a session cookie gets a public page's prerendered HTML (dist/web/prerendered/,
// listed in pages.json by scripts/prerender.ts), which the app hydrates; anyone else, and every
// other page of the app, gets the plain shell (index.html) that the app renders. An address the
// app does not route answers 404 with the 404 page (prerendered, or the shell that shows it).
// Unknown /api paths and non-GET requests get a 404 JSON answer.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATHS } from '@/domain/paths';
import { appError, sendError } from './errors';
import { SESSION_COOKIES } from './sessions';

const SHELL = 'index.html';
const PRERENDER_INDEX = path.join('prerendered', 'pages.json');

/** Every address the web app routes (SPEC §2); the /api ones are the server's. */
const APP_PATHS: ReadonlySet<string> = new Set(
  Object.values(PATHS).filter((address) => !address.startsWith('/api/')),
);

interface Prerendered {
  pages: Record<string, string>;
  notFound: string;
}

/** The build's list of prerendered pages; none when the build has none (or an older build). */
function readPrerendered(webRoot: string): Prerendered {
  const file = path.join(webRoot, PRERENDER_INDEX);
  if (!fs.existsSync(file)) return { pages: {}, notFound: '' };
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as Prerendered;
  const exists = (page: string) => page !== '' && fs.existsSync(path.join(webRoot, page));
  return {
    pages: Object.fromEntries(Object.entries(index.pages).filter(([, page]) => exists(page))),
    notFound: exists(index.notFound) ? index.notFound : '',
  };
}

/** An address as the app's router matches it (wouter): any case, one optional trailing slash. */
function routeOf(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** A session of any kind may change what a public page shows (a signed-in home, redirects). */
function hasSessionCookie(request: FastifyRequest): boolean {
  return Object.values(SESSION_COOKIES).some((name) => Boolean(request.cookies[name]));
}

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
): Promise<void> {
  const indexFile = webRoot ? path.join(webRoot, SHELL) : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  const prerendered = hasWebApp && webRoot ? readPrerendered(webRoot) : undefined;

  if (hasWebApp && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (scripts/precompress.ts): the copy
      // the browser accepts is sent with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name: those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsApp = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api/') || pathname === '/api' || !wantsApp || !prerendered) {
      return sendError(
        reply,
        appError('ROUTE_NOT_FOUND', { method: request.method, path: pathname }),
      );
    }
    const route = routeOf(pathname);
    const known = APP_PATHS.has(route);
    const page = hasSessionCookie(request)
      ? undefined
      : known
        ? prerendered.pages[route]
        : prerendered.notFound;
    reply.code(known ? 200 : 404);
    reply.header('Cache-Control', 'no-cache');
    // The same address answers differently with a session cookie.
    reply.header('Vary', 'Cookie');
    return reply.type('text/html; charset=utf-8').sendFile(page || SHELL);
  });
}
