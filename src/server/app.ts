// buildApp: the whole HTTP application, used by main.ts and by the tests with their own deps.
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminAuthRoutes } from './features/admin-auth/routes';
import { adminAgentRoutes } from './features/agents/admin-routes';
import { agentStatusOf } from './features/agents/agent-status';
import { agentRoutes } from './features/agents/routes';
import { analyticsRoutes } from './features/analytics/admin-routes';
import { adminUserRoutes } from './features/auth/admin-routes';
import { authRoutes } from './features/auth/routes';
import { adminItemRoutes } from './features/items/admin-routes';
import { itemRoutes } from './features/items/routes';
import { adminShipmentRoutes } from './features/shipments/admin-routes';
import { shipmentRoutes } from './features/shipments/routes';
import { adminVerificationRoutes } from './features/verification/admin-routes';
import { verificationRoutes } from './features/verification/routes';
import { registerErrorHandling } from './platform/errors';
import { createFieldCipher, loadDataKey } from './platform/field-encryption';
import { currentCustomer, registerGuards } from './platform/guards';
import { loggerOptions } from './platform/logger';
import { registerRateLimits } from './platform/rate-limit';
import { registerSecurity } from './platform/security';
import { SessionStore } from './platform/sessions';
import { registerPhotoServing } from './platform/photo-store';
import { createStorage, type FileStorage } from './platform/storage';
import { registerWebApp } from './platform/web-app';
import { AGENT_MESSAGES } from '../domain/agents';
import { MAX_IMAGE_BYTES, MAX_PHOTOS_PER_ITEM } from '../domain/constants';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Defaults to the storage the config names (local directory or S3). */
  storage?: FileStorage;
}

export async function buildApp({ config, database, storage }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Returned for every 5xx that slips past the handler: never a stack trace.
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  const sessions = new SessionStore(db, config.isProduction);
  const guardDeps = {
    db,
    sessions,
    agentStatus: (agentId: number) => agentStatusOf(db, agentId),
    deactivatedMessage: AGENT_MESSAGES.deactivated,
  };
  const deps: AppDeps = {
    config,
    database,
    db,
    sessions,
    cipher: createFieldCipher(loadDataKey(config.dataKey, config.dataDir)),
    storage: storage ?? createStorage(config),
    currentCustomer: (request) => currentCustomer(guardDeps, request),
  };

  registerErrorHandling(app);
  await registerSecurity(app, config.isProduction);
  await app.register(cookie);
  await app.register(multipart, {
    // One more file than allowed, so the 11th is refused with our own message.
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_PHOTOS_PER_ITEM + 1, fields: 20, parts: 40 },
  });
  await registerRateLimits(app, { redisUrl: config.redisUrl });
  // Unchanged polls (admin lists every 5 s) are answered 304 without a body.
  await app.register(etag, { weak: true });
  registerGuards(app, guardDeps);

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      // Personal data: revalidate every time and never keep it in shared caches.
      reply.header('Cache-Control', 'private, no-cache');
    }
    return payload;
  });

  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ message: 'Database unavailable' });
    }
  });

  await app.register(authRoutes(deps));
  await app.register(adminAuthRoutes(deps));
  await app.register(adminUserRoutes(deps));
  await app.register(analyticsRoutes(deps));
  await app.register(shipmentRoutes(deps));
  await app.register(adminShipmentRoutes(deps));
  await app.register(itemRoutes(deps));
  await app.register(adminItemRoutes(deps));
  await app.register(verificationRoutes(deps));
  await app.register(adminVerificationRoutes(deps));
  await app.register(agentRoutes(deps));
  await app.register(adminAgentRoutes(deps));
  registerPhotoServing(app, deps.storage);
  await registerWebApp(app, config.webRoot);

  return app;
}
