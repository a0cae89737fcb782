import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { assertSafeKey, type FileStorage } from './file-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.bin': 'application/octet-stream',
};

export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a reader never sees half a file, a crash leaves only a temp file.
      const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fsp.writeFile(temp, body, { mode: 0o600 });
      await fsp.rename(temp, target);
    },
    async get(key) {
      const target = pathOf(key);
      try {
        // Open first: once we hold the descriptor, a concurrent delete cannot cut the reply short.
        const handle = await fsp.open(target, 'r');
        const stat = await handle.stat();
        return {
          body: handle.createReadStream(),
          size: stat.size,
          contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
  };
}
