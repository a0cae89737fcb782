// One schema, two drivers (DESIGN §2): embedded PGlite persisted under DATA_DIR/db when no
// DATABASE_URL is set, a node-postgres pool when it is.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATION_LOCK_ID, migrationsFolder } from './migrate';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query (used by /readyz). */
  ping(): Promise<void>;
  /** Connections of the node-postgres pool (for metrics); undefined on the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
  /** Runs raw SQL statements separated by semicolons (test helpers, benchmarks). */
  exec(sql: string): Promise<void>;
  /** Applies the committed migrations in drizzle/. */
  migrate(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /**
   * A direct connection for migrations (DATABASE_MIGRATION_URL): behind a transaction-pooling
   * PgBouncer the migration's advisory lock and unlock could land on different server sessions.
   */
  migrationUrl?: string | undefined;
  /** PGlite data directory; omitted means in-memory (tests). */
  pgliteDir?: string | undefined;
  /** An already-open PGlite instance (tests share one per file). */
  pglite?: PGlite;
  poolSize?: number;
  /** node-postgres only (the embedded database has one connection and no network to wait on). */
  timeouts?: DatabaseTimeouts;
}

export interface DatabaseTimeouts {
  /** Connecting, up to the server's first ready-for-query; also waiting for a free pool slot. */
  connectMs: number;
  /** Server-side statement_timeout; 0 = off. */
  statementMs: number;
  /** Server-side idle_in_transaction_session_timeout; 0 = off. */
  idleInTransactionMs: number;
}

/** The defaults of config.database (DATABASE_*_TIMEOUT_MS), for callers without a config. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 30_000,
  idleInTransactionMs: 60_000,
};

// How long past statement_timeout the client itself gives up on an answer: the server cancels
// first (SQLSTATE 57014); this catches a server or network that has gone silent.
const CLIENT_READ_MARGIN_MS = 2_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(
      options.databaseUrl,
      options.poolSize ?? 10,
      options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS,
      options.migrationUrl,
    );
  }
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  // Loaded only here: a server on PostgreSQL never parses PGlite (about 0.6 MB of JavaScript
  // kept in memory as source, and its start-up time).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client = options.pglite;
  const owned = !client;
  if (!client) {
    if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
    client = await PGlite.create(options.pgliteDir);
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await pglite.query('select 1');
    },
    poolStats() {
      return undefined;
    },
    async close() {
      if (owned && !pglite.closed) await pglite.close();
    },
    async exec(sql) {
      await pglite.exec(sql);
    },
    async migrate() {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder: migrationsFolder() });
    },
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  timeouts: DatabaseTimeouts,
  migrationUrl?: string,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    // Sent in the start-up packet, so every connection of the pool has them (0 = off).
    statement_timeout: timeouts.statementMs || undefined,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs || undefined,
    // A server that stops answering (packets dropped) would otherwise hold a request for the
    // whole outage: statement_timeout is enforced by the server, so it cannot help then.
    query_timeout: timeouts.statementMs ? timeouts.statementMs + CLIENT_READ_MARGIN_MS : undefined,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // A client handed back with a query still unanswered (a read timeout inside a transaction)
  // would hold every later query behind it: the pool drops it instead of reusing it.
  pool.on('release', (_error: Error | undefined, client: pg.PoolClient) => {
    const state = client as unknown as { readyForQuery: boolean; _queryable: boolean };
    if (!state.readyForQuery) state._queryable = false;
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    poolStats() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    async close() {
      await pool.end();
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async migrate() {
      // A connection of its own, without the pool's statement timeout: a migration may rewrite a
      // big table. The advisory lock belongs to this connection: instances take turns.
      const client = new pg.Client({
        connectionString: migrationUrl ?? url,
        connectionTimeoutMillis: timeouts.connectMs,
      });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
  };
}
