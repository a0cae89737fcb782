// buildApp: the whole HTTP application, used by main.ts and by the tests with their own deps.
import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './platform/app-deps';
import type { Config } from './platform/config';
import type { Database } from './db/client';
import { adminSessionState, customerActsAsAdmin } from './features/admin-auth';
import { agentStatusOf } from './features/agents';
import { registerUnsubscribePages } from './features/notifications';
import { checkoutSourcesFor } from './features/payments';
// Route plugins are registered here only: feature barrels do not re-export them, so a feature that
// uses another's services never loads its routes (which would tie the two into an import circle).
import { adminAuthRoutes } from './features/admin-auth/routes';
import { adminAgentRoutes } from './features/agents/admin-routes';
import { agentRoutes } from './features/agents/routes';
import { adminListRoutes } from './features/admin-lists/admin-routes';
import { analyticsRoutes } from './features/analytics/admin-routes';
import { auditRoutes } from './features/audit/admin-routes';
import { exportRoutes } from './features/exports/admin-routes';
import { adminUserRoutes } from './features/auth/admin-routes';
import { authRoutes } from './features/auth/routes';
import { adminItemRoutes } from './features/items/admin-routes';
import { itemRoutes } from './features/items/routes';
import { adminNotificationRoutes } from './features/notifications/admin-routes';
import { notificationRoutes } from './features/notifications/routes';
import { privacyRoutes } from './features/privacy/routes';
import { adminShipmentRoutes } from './features/shipments/admin-routes';
import { shipmentRoutes } from './features/shipments/routes';
import { adminVerificationRoutes } from './features/verification/admin-routes';
import { verificationRoutes } from './features/verification/routes';
import { registerApiReference } from './platform/api-reference';
import { registerErrorHandling } from './platform/errors';
import { registerProbePort } from './platform/probe-port';
import { readinessOf, registerProbes } from './platform/probes';
import { fastifyTrustProxy } from './platform/client-address';
import { openFieldCipher } from './platform/data-key';
import { currentCustomer, registerGuards } from './platform/guards';
import { registerJsonCompression } from './platform/json-compression';
import { jsonSerializerCompiler } from './platform/json-serializer';
import { loggerOptions } from './platform/logger';
import { registerMetrics } from './platform/metrics';
import { registerRateLimits } from './platform/rate-limit';
import {
  RequestLogController,
  registerRequestIds,
  requestIdGenerator,
} from './platform/request-log';
import { registerSecurity } from './platform/security';
import { createSignInLimits } from './platform/sign-in-limits';
import { SessionStore, type SessionData } from './platform/sessions';
import type { UserRow } from './db/schema';
import { registerPhotoServing } from './platform/photo-store';
import { createStorage, type FileStorage } from './platform/storage';
import { registerWebApp } from './platform/web-app';
import { MAX_IMAGE_BYTES, MAX_PHOTOS_PER_ITEM } from '@/domain/constants';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Defaults to the storage the config names (local directory or S3). */
  storage?: FileStorage;
}

export async function buildApp({
  config,
  database,
  storage,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat),
    // One line per request, at completion, with the route pattern and who called (request-log).
    logController: new RequestLogController(),
    genReqId: requestIdGenerator(config.trustProxy),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Returned for every 5xx that slips past the handler: never a stack trace.
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);

  const db = database.db;
  const sessions = new SessionStore(db, config.isProduction);
  const limits = await createSignInLimits(config, app.log);
  app.addHook('onClose', () => limits.close());
  const guardDeps = {
    db,
    sessions,
    agentStatus: (agentId: number) => agentStatusOf(db, agentId),
    adminSession: (session: SessionData) => adminSessionState(db, config, session),
    customerActsAsAdmin: (customer: UserRow) => customerActsAsAdmin(db, config, customer),
  };
  const deps: AppDeps = {
    config,
    database,
    db,
    sessions,
    limits,
    cipher: await openFieldCipher(config, db),
    storage: storage ?? createStorage(config),
    // Kept on the request (as the guards do) so the request's log line says a customer called.
    currentCustomer: async (request) =>
      (request.customer = await currentCustomer(guardDeps, request)),
  };

  registerRequestIds(app);
  registerErrorHandling(app);
  registerSecurity(app, config.isProduction, checkoutSourcesFor(config));
  await app.register(cookie);
  await app.register(multipart, {
    // One more file than allowed, so the 11th is refused with our own message.
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_PHOTOS_PER_ITEM + 1, fields: 20, parts: 40 },
  });
  await registerRateLimits(app, { store: limits.store });
  // Unchanged polls (admin lists every 5 s) are answered 304 without a body.
  // One-shot SHA-1 (crypto.hash): the plugin's createHash().update().digest() per answer made
  // three calls and a Hash object each time (bench/api).
  await app.register(etag, {
    weak: true,
    hashFn: (payload: string | Buffer) => crypto.hash('sha1', payload, 'base64'),
  });
  registerGuards(app, guardDeps);

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      // Personal data: revalidate every time and never keep it in shared caches.
      reply.header('Cache-Control', 'private, no-cache');
    }
    done(null, payload);
  });
  // After the ETag and Cache-Control hooks: it reads what they set.
  registerJsonCompression(app);

  const readiness = readinessOf(app, { database, storage: deps.storage, redis: limits.redis });
  registerProbes(app, readiness);
  if (config.probe.port !== undefined) {
    registerProbePort(app, readiness, {
      ...config.probe,
      port: config.probe.port,
      host: config.host,
    });
  }
  await registerMetrics(app, {
    ...config.metrics,
    host: config.host,
    database,
    redis: limits.redis,
  });

  await app.register(authRoutes(deps));
  await app.register(adminAuthRoutes(deps));
  await app.register(adminUserRoutes(deps));
  await app.register(analyticsRoutes(deps));
  await app.register(exportRoutes(deps));
  await app.register(adminListRoutes(deps));
  await app.register(auditRoutes(deps));
  await app.register(shipmentRoutes(deps));
  await app.register(adminShipmentRoutes(deps));
  await app.register(itemRoutes(deps));
  await app.register(adminItemRoutes(deps));
  await app.register(verificationRoutes(deps));
  await app.register(adminVerificationRoutes(deps));
  await app.register(agentRoutes(deps));
  await app.register(adminAgentRoutes(deps));
  await app.register(notificationRoutes(deps));
  await app.register(adminNotificationRoutes(deps));
  await app.register(privacyRoutes(deps));
  registerApiReference(app);
  registerUnsubscribePages(app, { config, db });
  registerPhotoServing(app, deps.storage);
  await registerWebApp(app, config.webRoot);

  return app;
}
