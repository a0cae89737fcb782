// The one Redis connection of an instance (REDIS_URL), shared by the sign-in limits and the route
// limits. Quiet: ioredis retries on its own with a capped back-off, and the log says one warning
// when Redis goes away and one line when it is back, never a line per retry. While it is down
// the limits count in this instance's memory (counter-store.ts, rate-limit.ts): still limits,
// but each instance counts on its own until Redis returns. A Redis that hangs (stopped, or
// packets dropped) is the same outage: every command gives up after COMMAND_TIMEOUT_MS, and the
// first that does drops the connection for a new one, so a connection dead without knowing it
// cannot hold sign-ins after Redis is back.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisConnection {
  client: Redis;
  /** Connected and answering (ioredis status 'ready'). */
  isUp(): boolean;
  /** A command failed: a timeout means Redis stopped answering, so the connection is renewed. */
  commandFailed(error: unknown): void;
  close(): Promise<void>;
}

/** How long a command may wait for Redis: a sign-in makes a few, and answers within seconds. */
export const COMMAND_TIMEOUT_MS = 1_000;

// Reconnect attempts: 0.2 s, 0.4 s ... then every 5 s for as long as Redis is down.
const retryDelayMs = (attempt: number) => Math.min(attempt * 200, 5_000);

/**
 * Connects, waiting up to waitMs for Redis to answer; an instance starts without it (warned),
 * and uses it as soon as it answers.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  waitMs = 2_000,
): Promise<RedisConnection> {
  const client = new Redis(url, {
    // Commands fail at once while disconnected (the limits fall back to memory) instead of
    // queueing behind a reconnect.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: retryDelayMs,
  });
  const where = redisAddress(url);
  let down = false;
  const wentDown = (reason: string) => {
    if (down) return;
    down = true;
    log.warn(
      { redis: where, reason },
      'Redis unavailable: sign-in and route limits count per instance until it is back',
    );
  };
  // Every failed attempt emits 'error': said once per outage (and never unhandled).
  client.on('error', (error: Error & { code?: string }) => wentDown(error.code ?? error.message));
  client.on('end', () => undefined);
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: where }, 'Redis available again: limits are shared across instances');
  });

  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (client.status !== 'ready') wentDown('no answer at start');

  return {
    client,
    isUp: () => client.status === 'ready',
    commandFailed(error) {
      if (!(error instanceof Error && error.message === 'Command timed out')) return;
      if (client.status !== 'ready') return;
      wentDown('no answer within 1 s');
      // Not 'ready' from here until a new connection answers; commands meanwhile count locally.
      client.disconnect(true);
    },
    async close() {
      // quit() needs a live connection; with Redis down, just stop reconnecting.
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** host:port of a Redis URL: never its password. */
function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return '(unparsable REDIS_URL)';
  }
}
