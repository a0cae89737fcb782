// Serves the built web app with an SPA fallback: unknown non-API paths get index.html (the app
// shows its 404 page); unknown /api paths get a 404 JSON answer. Hashed assets are cached for a
// year, everything else revalidated; brotli or gzip copies made at build time are preferred.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appError, sendError } from './errors';

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
): Promise<void> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);

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
    if (pathname.startsWith('/api/') || pathname === '/api' || !wantsApp || !hasWebApp) {
      return sendError(
        reply,
        appError('ROUTE_NOT_FOUND', { method: request.method, path: pathname }),
      );
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
