// The counters behind the sign-in and signup limits, in memory and in Redis (REDIS_URL; the
// Redis at 127.0.0.1:6379, or TEST_REDIS_URL, each run under its own key prefix).
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './counter-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const stores: CounterStore[] = [];

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});

const kinds: [string, () => Promise<CounterStore>][] = [
  ['memory', async () => new MemoryCounterStore()],
  [
    'redis',
    () =>
      RedisCounterStore.connect(
        REDIS_URL,
        `resale-limits-test:${crypto.randomBytes(6).toString('hex')}:`,
      ),
  ],
];

describe.each(kinds)('%s counter store', (_name, open) => {
  const store = async () => {
    const made = await open();
    stores.push(made);
    return made;
  };

  it('counts in a window that starts at the first increment', async () => {
    const s = await store();
    expect(await s.increment('a', 60_000)).toMatchObject({ count: 1 });
    const second = await s.increment('a', 1_000);
    expect(second.count).toBe(2);
    // The window is the first one's, not restarted by later increments.
    expect(second.ttlMs).toBeGreaterThan(50_000);
    expect((await s.get('a')).count).toBe(2);
  });

  it('gives back, never below zero, and forgets after the window', async () => {
    const s = await store();
    await s.increment('b', 150);
    await s.decrement('b');
    await s.decrement('b');
    expect((await s.get('b')).count).toBe(0);
    await s.decrement('never-made');
    expect(await s.get('never-made')).toEqual({ count: 0, ttlMs: 0 });
    await s.increment('b', 150);
    // Redis expires on its own clock: wait for the count to be forgotten, not a fixed time.
    await expect.poll(() => s.get('b'), { timeout: 5_000 }).toEqual({ count: 0, ttlMs: 0 });
  });

  it('sets holds with their own expiry and deletes them', async () => {
    const s = await store();
    await s.set('hold', 1, 30_000);
    const hold = await s.get('hold');
    expect(hold.count).toBe(1);
    expect(hold.ttlMs).toBeGreaterThan(29_000);
    await s.delete('hold', 'other');
    expect((await s.get('hold')).count).toBe(0);
  });

  it('counts parallel increments exactly', async () => {
    const s = await store();
    const results = await Promise.all(Array.from({ length: 50 }, () => s.increment('p', 60_000)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});

describe('redis counter store, Redis down', () => {
  it('connect gives up waiting and each call fails (the limits then let requests through)', async () => {
    const s = await RedisCounterStore.connect('redis://127.0.0.1:1', 'x:', 200);
    stores.push(s);
    await expect(s.increment('a', 1000)).rejects.toThrow();
  });
});
