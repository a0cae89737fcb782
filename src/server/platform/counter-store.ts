// Counters with an expiry, for the sign-in, signup and route limits: in memory for one instance,
// in Redis when REDIS_URL is set so that every instance counts together (and in memory again
// while Redis is down: FallbackCounterStore). Each counter is a fixed window that starts at its
// first increment.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { connectRedis, type RedisConnection } from './redis-connection';
import { recordRedisFallback } from './metrics';

export interface Counter {
  count: number;
  /** Milliseconds until the counter is forgotten (0 when it does not exist). */
  ttlMs: number;
}

export interface CounterStore {
  /** Adds one (creating the counter with this window) and answers the new value. */
  increment(key: string, windowMs: number): Promise<Counter>;
  /** Takes one back (an attempt that turned out not to count); nothing if the counter expired. */
  decrement(key: string): Promise<void>;
  get(key: string): Promise<Counter>;
  /** Sets a value that lives exactly ttlMs from now (a hold: delay or lock). */
  set(key: string, count: number, ttlMs: number): Promise<void>;
  delete(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}

const NONE: Counter = { count: 0, ttlMs: 0 };

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async increment(key: string, windowMs: number): Promise<Counter> {
    const entry = this.live(key) ?? { count: 0, expiresAt: this.now() + windowMs };
    entry.count += 1;
    this.entries.set(key, entry);
    return { count: entry.count, ttlMs: entry.expiresAt - this.now() };
  }

  async decrement(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async get(key: string): Promise<Counter> {
    const entry = this.live(key);
    return entry ? { count: entry.count, ttlMs: entry.expiresAt - this.now() } : NONE;
  }

  async set(key: string, count: number, ttlMs: number): Promise<void> {
    this.entries.set(key, { count, expiresAt: this.now() + ttlMs });
  }

  async delete(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}

// INCR and the window's expiry in one step, so that no counter is left without an expiry.
const INCREMENT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

const DECREMENT = `
if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    /** Prefix of every key (tests use their own, so runs never share counters). */
    private readonly prefix: string,
    /** Whether close() ends the connection (only when connect() made it). */
    private readonly ownsConnection = false,
  ) {}

  /** Connects (waiting up to waitMs for Redis; the limits let requests through while it is down). */
  static async connect(url: string, prefix: string, waitMs = 2000): Promise<RedisCounterStore> {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    // Errors reach the caller of each command (logged there); no unhandled 'error' events.
    redis.on('error', () => undefined);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return new RedisCounterStore(redis, prefix, true);
  }

  async increment(key: string, windowMs: number): Promise<Counter> {
    const [count, ttlMs] = (await this.redis.eval(
      INCREMENT,
      1,
      this.prefix + key,
      String(windowMs),
    )) as [number, number];
    return { count, ttlMs };
  }

  async decrement(key: string): Promise<void> {
    await this.redis.eval(DECREMENT, 1, this.prefix + key);
  }

  async get(key: string): Promise<Counter> {
    const [[, value], [, ttl]] = (await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()) as [[unknown, string | null], [unknown, number]];
    return value === null ? NONE : { count: Number(value), ttlMs: Math.max(ttl, 0) };
  }

  async set(key: string, count: number, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, String(count), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys.map((key) => this.prefix + key));
  }

  async close(): Promise<void> {
    if (!this.ownsConnection) return;
    // quit() needs a live connection; with Redis down, just stop reconnecting.
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * Redis while it answers, this instance's memory while it does not: with Redis down the limits
 * still hold, each instance counting on its own (redis-connection.ts says so once in the log).
 * Counts made during the outage stay in memory and are forgotten with their windows.
 */
export class FallbackCounterStore implements CounterStore {
  private readonly shared: CounterStore;
  private readonly local = new MemoryCounterStore();

  constructor(
    private readonly redis: RedisConnection,
    prefix: string,
  ) {
    this.shared = new RedisCounterStore(redis.client, prefix);
  }

  private async run<T>(work: (store: CounterStore) => Promise<T>): Promise<T> {
    if (this.redis.isUp()) {
      try {
        return await work(this.shared);
      } catch (error) {
        // Lost between the check and the command, or no answer in time: this one counts locally.
        this.redis.commandFailed(error);
        recordRedisFallback();
        return work(this.local);
      }
    }
    recordRedisFallback();
    return work(this.local);
  }

  increment(key: string, windowMs: number): Promise<Counter> {
    return this.run((store) => store.increment(key, windowMs));
  }

  decrement(key: string): Promise<void> {
    return this.run((store) => store.decrement(key));
  }

  get(key: string): Promise<Counter> {
    return this.run((store) => store.get(key));
  }

  set(key: string, count: number, ttlMs: number): Promise<void> {
    return this.run((store) => store.set(key, count, ttlMs));
  }

  delete(...keys: string[]): Promise<void> {
    return this.run((store) => store.delete(...keys));
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.redis.close();
  }
}

export interface OpenedCounterStore {
  store: CounterStore;
  /** The Redis connection behind the store (REDIS_URL set), for /readyz; closed with the store. */
  redis: RedisConnection | undefined;
}

/** The counters the config names: Redis (falling back to memory) when REDIS_URL is set. */
export async function openCounterStore(
  redisUrl: string | undefined,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<OpenedCounterStore> {
  if (!redisUrl) return { store: new MemoryCounterStore(), redis: undefined };
  const redis = await connectRedis(redisUrl, log);
  return { store: new FallbackCounterStore(redis, prefix), redis };
}
