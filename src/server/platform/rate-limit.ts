// @fastify/rate-limit for route-level limits other than sign-in and signup (verify-user). They
// count in the sign-in limits' CounterStore: in memory for one instance, in Redis when REDIS_URL
// is set so that every instance counts together, and in this instance's memory while Redis is
// down (counter-store.ts). Sign-in and signup limits are layered and live in sign-in-limits.ts.
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { CounterStore } from './counter-store';
import { appError } from './errors';

export interface RateLimitOptions {
  /** The counters (SignInLimits.store): Redis while it answers, this instance's memory if not. */
  store: CounterStore;
}

// Route keys get the route's method and path, as the plugin's own stores do.
function pluginStoreOf(counters: CounterStore, prefix: string): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindow) {
      counters.increment(prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    },
    child(routeOptions) {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: string } };
      return pluginStoreOf(counters, `${prefix}${String(routeInfo?.method)}${routeInfo?.url}-`);
    },
  };
}

export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> {
  const store = pluginStoreOf(options.store, 'route:');
  await app.register(rateLimit, {
    global: false,
    // The plugin calls `new store(params)`; a constructor that returns an object gives that object.
    store: function routeCounters() {
      return store;
    } as unknown as FastifyRateLimitStoreCtor,
    // A store that fails (it falls back to memory, so hardly ever) lets requests through.
    skipOnError: true,
    // Thrown by the plugin: the error handler answers it in the one error shape.
    errorResponseBuilder: (_request, context) =>
      appError('RATE_LIMITED', { seconds: Math.ceil(context.ttl / 1000) }),
  });
}
