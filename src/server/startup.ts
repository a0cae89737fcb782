// Everything that must happen once before serving: open the database, migrate, make sure the
// console admin exists, and schedule the expired-session sweep.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './platform/config';
import type { Database } from './db/client';
import { openConfiguredDatabase } from './open-database';
import { ensureConsoleAdmin } from './features/admin-auth';
import { generateClosedMonthPayslips } from './features/agents';
import { sweepOrphanFiles } from './features/files';
import { sweepUnattachedPhotos } from './features/items';
import { SessionStore } from './platform/sessions';
import { createStorage } from './platform/storage';

const SWEEP_EVERY_MS = 60 * 60_000;

export interface StartedApp {
  app: FastifyInstance;
  database: Database;
}

export async function startApp(config: Config, database?: Database): Promise<StartedApp> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = database ?? (await openConfiguredDatabase(config));
  await db.migrate();
  const app = await buildApp({ config, database: db });
  await ensureConsoleAdmin(db.db, config.adminPassword, app.log);

  const store = new SessionStore(db.db, config.isProduction);
  const storage = createStorage(config);
  const sweep = async () => {
    try {
      const sessions = await store.deleteExpired();
      const photos = await sweepUnattachedPhotos(db.db, storage);
      // Idempotent: payslips of closed months that do not exist yet (unique per agent and month).
      const payslips = await generateClosedMonthPayslips(db.db);
      if (payslips > 0) app.log.info({ payslips }, 'payslips generated for closed months');
      // PGlite runs no autovacuum worker: without fresh statistics the planner misjudges big
      // tables (measured: a deep admin page at 100k items took 10 s instead of 2 s).
      if (db.kind === 'pglite') await db.exec('analyze');
      if (sessions + photos > 0) app.log.info({ sessions, photos }, 'expired rows removed');
      // Files no row references (a crash between write and commit), after a grace period.
      const orphans = await sweepOrphanFiles(db.db, storage);
      app.log.info({ orphans }, 'orphan file sweep');
    } catch (err) {
      app.log.error({ err }, 'maintenance sweep failed');
    }
  };
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return { app, database: db };
}
