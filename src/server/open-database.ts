import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@/server/platform/config';
import { openDatabase, type Database } from '@/server/db/client';

/** The database server did not answer at start: said plainly, the process stops. */
export class DatabaseUnreachableError extends Error {
  constructor(where: string, timeoutMs: number, reason: string) {
    super(
      `Cannot reach the database at ${where} within ${timeoutMs} ms ` +
        `(DATABASE_CONNECT_TIMEOUT_MS): ${reason}. Check DATABASE_URL and that the server is up.`,
    );
    this.name = 'DatabaseUnreachableError';
  }
}

/**
 * The database the config points at: PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR/db. PGlite is single-process: a second process opening the same directory would
 * corrupt it, so a lock file names the process that has it open.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openServerDatabase(config, config.databaseUrl);
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

async function openServerDatabase(config: Config, databaseUrl: string): Promise<Database> {
  const { poolMax, connectTimeoutMs, statementTimeoutMs, idleInTransactionTimeoutMs } =
    config.database;
  const database = await openDatabase({
    databaseUrl,
    migrationUrl: config.databaseMigrationUrl,
    poolSize: poolMax,
    timeouts: {
      connectMs: connectTimeoutMs,
      statementMs: statementTimeoutMs,
      idleInTransactionMs: idleInTransactionTimeoutMs,
    },
  });
  // One query now, bounded by the connect timeout: an unreachable server is a clear message at
  // start instead of a migration that hangs without a word.
  try {
    await database.ping();
  } catch (error) {
    await database.close().catch(() => undefined);
    throw new DatabaseUnreachableError(serverOf(databaseUrl), connectTimeoutMs, reasonOf(error));
  }
  return database;
}

/** host:port/database of a URL: never its user or password. */
export function serverOf(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // Connection errors ("connect ECONNREFUSED 127.0.0.1:5432", "timeout expired") and the
  // server's refusals (a bad password, an unknown database) name no more than host, user or
  // database: nothing a request put there.
  const text = typeof message === 'string' && message ? message.slice(0, 200) : 'no answer';
  return typeof code === 'string' && !text.includes(code) ? `${text} (${code})` : text;
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
