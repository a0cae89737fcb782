// A few equal buffers lent out and given back, so the files of one upload reuse the same memory.
// Ten 5 MB photos read into fresh buffers leave 50 MB behind for the garbage collector (and each
// copy the chunks once more); read into three lent buffers they leave none, and the process
// collects less often. Lent to one request only: a buffer never carries one account's bytes into
// another's upload.

export interface BufferPool {
  /** A buffer of the pool's size, once one is free. Its old contents are not cleared. */
  acquire(): Promise<Buffer>;
  /** Gives back the buffer `bytes` was read into (the whole buffer or any view of it). */
  release(bytes: Buffer): void;
}

export function createBufferPool(size: number, count: number): BufferPool {
  const free: Buffer[] = [];
  const lent = new Map<ArrayBufferLike, Buffer>();
  const waiting: ((buffer: Buffer) => void)[] = [];
  let made = 0;
  const lend = (buffer: Buffer) => {
    lent.set(buffer.buffer, buffer);
    return buffer;
  };
  return {
    acquire() {
      const buffer = free.pop();
      if (buffer) return Promise.resolve(lend(buffer));
      if (made < count) {
        made += 1;
        // Its own memory, not a slice of Node's shared pool: `buffer.buffer` names it alone.
        return Promise.resolve(lend(Buffer.allocUnsafeSlow(size)));
      }
      return new Promise((resolve) => waiting.push((next) => resolve(lend(next))));
    },
    release(bytes) {
      const buffer = lent.get(bytes.buffer);
      if (!buffer) return;
      lent.delete(bytes.buffer);
      const next = waiting.shift();
      if (next) next(buffer);
      else free.push(buffer);
    },
  };
}
