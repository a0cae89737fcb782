import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@/server/platform/config';
import { openDatabase, type Database } from '@/server/db/client';

/**
 * The database the config points at: PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR/db. PGlite is single-process: a second process opening the same directory would
 * corrupt it, so a lock file names the process that has it open.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl });
  const dir = path.join(config.dataDir, 'db');
  const lockFile = path.join(config.dataDir, 'db.lock');
  acquireLock(lockFile);
  try {
    const database = await openDatabase({ pgliteDir: dir });
    return {
      ...database,
      async close() {
        await database.close();
        releaseLock(lockFile);
      },
    };
  } catch (error) {
    releaseLock(lockFile);
    throw error;
  }
}

function acquireLock(lockFile: string): void {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number(fs.readFileSync(lockFile, 'utf8'));
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${holder}. ` +
        'Stop the app first (or set DATABASE_URL to use a PostgreSQL server).',
    );
  }
  // A lock left by a process that is gone (crash, kill -9): take it over.
  fs.writeFileSync(lockFile, String(process.pid));
}

function releaseLock(lockFile: string): void {
  try {
    if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
  } catch {
    // Already gone.
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
