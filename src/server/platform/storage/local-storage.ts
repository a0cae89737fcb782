import type { Dirent } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import {
  assertDeletableKey,
  assertSafeKey,
  assertSafePrefix,
  isTempKey,
  type FileStorage,
  type ListedFile,
} from './file-storage';

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
      assertDeletableKey(key);
      await fsp.rm(path.join(root, key), { force: true });
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      const slash = prefix.indexOf('/');
      // Without a folder in the prefix, every folder is walked.
      const folders =
        slash >= 0
          ? [prefix.slice(0, slash)]
          : await entriesOf(root, (entry) => entry.isDirectory());
      const listed: ListedFile[] = [];
      for (const folder of folders) {
        if (!/^[a-z]+$/.test(folder)) continue;
        for (const name of await entriesOf(path.join(root, folder), (entry) => entry.isFile())) {
          const key = `${folder}/${name}`;
          if (!key.startsWith(prefix)) continue;
          // Anything else in the folder (not a name this storage writes) is left alone.
          let valid = isTempKey(key);
          if (!valid) {
            try {
              assertSafeKey(key);
              valid = true;
            } catch {
              valid = false;
            }
          }
          if (!valid) continue;
          try {
            const stat = await fsp.stat(path.join(root, key));
            listed.push({ key, lastModified: stat.mtime });
          } catch (error) {
            // Deleted or renamed since the directory was read.
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          }
        }
      }
      return listed;
    },
  };
}

async function entriesOf(dir: string, keep: (entry: Dirent) => boolean) {
  try {
    const entries = await fsp.readdir(dir, { withFileTypes: true });
    return entries.filter(keep).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
