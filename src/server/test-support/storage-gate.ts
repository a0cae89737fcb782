// The app's own file store with a gate a test can close (issue 28): a request that writes files
// can be stopped right after its nth file is written, before it goes on to its transaction, so a
// test orders another request (an erasure) into exactly that gap, without sleeps. Unarmed, every
// call goes straight through to the real store.
import type { FileStorage } from '@/server/platform/storage';

export type StoredFolder = 'photos' | 'avatars' | 'documents';

export interface WrittenFile {
  /** Resolves with the key once the nth file is written into the folder. */
  written: Promise<string>;
  /** Lets the held put() return (a no-op when it was not held). */
  release(): void;
}

export interface StorageGate {
  /**
   * Watches the next writes into `folder`: the `nth` of them is announced through `written`, and,
   * with `hold`, its put() returns only after `release()`.
   */
  afterWrite(folder: StoredFolder, nth: number, options?: { hold?: boolean }): WrittenFile;
}

interface Watch {
  folder: StoredFolder;
  remaining: number;
  hold: boolean;
  announce(key: string): void;
  released: Promise<void>;
}

export function gatedStorage(inner: FileStorage): FileStorage & StorageGate {
  const watches = new Set<Watch>();
  return {
    async put(key, body, contentType) {
      await inner.put(key, body, contentType);
      for (const watch of [...watches]) {
        if (!key.startsWith(`${watch.folder}/`)) continue;
        watch.remaining -= 1;
        if (watch.remaining > 0) continue;
        watches.delete(watch);
        watch.announce(key);
        if (watch.hold) await watch.released;
      }
    },
    get: (key) => inner.get(key),
    delete: (key) => inner.delete(key),
    list: (prefix) => inner.list(prefix),
    ...(inner.ping ? { ping: inner.ping.bind(inner) } : {}),
    afterWrite(folder, nth, { hold = false } = {}) {
      let announce!: (key: string) => void;
      let release!: () => void;
      const written = new Promise<string>((resolve) => {
        announce = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      watches.add({ folder, remaining: nth, hold, announce, released });
      return { written, release };
    },
  };
}
