import type { Dirent } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import {
  assertDeletableKey,
  assertSafeKey,
  assertSafePrefix,
  isTempKey,
  LIST_PAGE_SIZE,
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
    async *list(prefix) {
      assertSafePrefix(prefix);
      const slash = prefix.indexOf('/');
      // Without a folder in the prefix, every folder is walked.
      const folders =
        slash >= 0
          ? [prefix.slice(0, slash)]
          : await entriesOf(root, (entry) => entry.isDirectory());
      let page: ListedFile[] = [];
      for (const folder of folders) {
        if (!/^[a-z]+$/.test(folder)) continue;
        for await (const name of filesIn(path.join(root, folder))) {
          const key = `${folder}/${name}`;
          if (!key.startsWith(prefix) || !isListableKey(key)) continue;
          try {
            const stat = await fsp.stat(path.join(root, key));
            page.push({ key, lastModified: stat.mtime });
          } catch (error) {
            // Deleted or renamed since the directory was read.
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          }
          if (page.length === LIST_PAGE_SIZE) {
            yield page;
            page = [];
          }
        }
      }
      if (page.length > 0) yield page;
    },
  };
}

/** A name this storage writes (a stored file or a temporary one); anything else is left alone. */
function isListableKey(key: string): boolean {
  if (isTempKey(key)) return true;
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

/** The files of a folder, read as they are asked for (none if the folder does not exist). */
async function* filesIn(dir: string): AsyncGenerator<string> {
  let handle;
  try {
    handle = await fsp.opendir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of handle) if (entry.isFile()) yield entry.name;
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
