// Liveness and readiness for load balancers and orchestrators.
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/server/db/client';
import { appError, sendError } from './errors';

export interface ProbeDeps {
  database: Database;
}

export function registerProbes(app: FastifyInstance, { database }: ProbeDeps): void {
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return sendError(reply, appError('SERVICE_UNAVAILABLE'));
    }
  });
}
