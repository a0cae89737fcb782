// Rate limits for sign-in endpoints (DESIGN §4): in memory for one instance, in Redis when
// REDIS_URL is set so that every instance counts together.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { appError } from './errors';

export interface RateLimitOptions {
  redisUrl: string | undefined;
}

export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'resale-rl:' } : {}),
    // With Redis down, let requests through rather than lock everybody out of signing in.
    skipOnError: true,
    // Thrown by the plugin: the error handler answers it in the one error shape.
    errorResponseBuilder: (_request, context) =>
      appError('RATE_LIMITED', { seconds: Math.ceil(context.ttl / 1000) }),
  });
}

/** Route-level limit keyed by client address plus, where given, the email tried. */
export function signinLimit(max: number, windowMs: number, byEmail: boolean) {
  return {
    max,
    timeWindow: windowMs,
    // After the body is parsed, so the email can be part of the key.
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email =
        byEmail && typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `${request.routeOptions.url}|${request.ip}|${email}`;
    },
  };
}
