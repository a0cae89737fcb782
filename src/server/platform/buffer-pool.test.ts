import { describe, expect, it } from 'vitest';
import { createBufferPool } from './buffer-pool';

/** Lets every pending promise settle: a waiting acquire that could be served would be by now. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('buffer pool', () => {
  it('lends at most `count` buffers of its size and hands a given-back one to the next caller', async () => {
    const pool = createBufferPool(1024, 2);
    const first = await pool.acquire();
    const second = await pool.acquire();
    expect(first.length).toBe(1024);
    expect(second).not.toBe(first);
    expect(first.buffer).not.toBe(second.buffer);

    let third: Buffer | undefined;
    const waiting = pool.acquire().then((buffer) => (third = buffer));
    await settled();
    expect(third).toBeUndefined();

    // Given back through a view of its first bytes, as the multipart reader hands files on.
    pool.release(first.subarray(0, 10));
    await waiting;
    expect(third).toBe(first);
  });

  it('reuses a free buffer instead of making another', async () => {
    const pool = createBufferPool(64, 3);
    const buffer = await pool.acquire();
    pool.release(buffer);
    expect(await pool.acquire()).toBe(buffer);
  });

  it('ignores bytes it did not lend, and a buffer given back twice', async () => {
    const pool = createBufferPool(64, 1);
    const buffer = await pool.acquire();
    pool.release(Buffer.alloc(64));
    pool.release(buffer);
    pool.release(buffer);
    const again = await pool.acquire();
    expect(again).toBe(buffer);
    // Only one buffer exists: a second acquire waits.
    let second: Buffer | undefined;
    void pool.acquire().then((b) => (second = b));
    await settled();
    expect(second).toBeUndefined();
  });
});
