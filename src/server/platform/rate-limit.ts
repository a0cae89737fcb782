// @fastify/rate-limit for route-level limits other than sign-in and signup (verify-user): in
// memory for one instance, in Redis when REDIS_URL is set so that every instance counts together.
// Sign-in and signup limits are layered and live in sign-in-limits.ts.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
    const client = new Redis(options.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis = client;
    // Said once per outage; requests go through meanwhile (skipOnError).
    let down = false;
    client.on('error', (error: Error) => {
      if (!down) app.log.warn({ err: error }, 'rate-limit Redis unavailable');
      down = true;
    });
    client.on('ready', () => {
      down = false;
    });
    app.addHook('onClose', async () => {
      // quit() needs a live connection; with Redis down, just stop reconnecting.
      await client.quit().catch(() => client.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'resale-rl:' } : {}),
    // With Redis down, let requests through rather than lock everybody out.
    skipOnError: true,
    // Thrown by the plugin: the error handler answers it in the one error shape.
    errorResponseBuilder: (_request, context) =>
      appError('RATE_LIMITED', { seconds: Math.ceil(context.ttl / 1000) }),
  });
}
