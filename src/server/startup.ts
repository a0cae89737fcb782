// Everything that must happen once before serving: open the database, migrate, make sure the
// console admin exists, and start the job runner (maintenance once an hour across instances).
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { recordJobRun } from './platform/metrics';
import type { Config } from './platform/config';
import type { Database } from './db/client';
import { openConfiguredDatabase } from './open-database';
import { ensureConsoleAdmin } from './features/admin-auth';
import { maintenanceJobs } from './features/maintenance';
import { payoutWorkers } from './features/payouts';
import {
  createChannels,
  deliveryWorker,
  staffDigestJob,
  unsubscribeUrlFor,
} from './features/notifications';
import { openFieldCipher } from './platform/data-key';
import { JobRunner } from './platform/jobs';
import { SessionStore } from './platform/sessions';
import { createStorage, type FileStorage } from './platform/storage';

export interface StartedApp {
  app: FastifyInstance;
  database: Database;
  /** Scheduled jobs and polling workers (register more with jobs.schedule / jobs.poll). */
  jobs: JobRunner;
}

export async function startApp(
  config: Config,
  database?: Database,
  /** The file store of the app and its jobs; defaults to the one the config names. */
  storage: FileStorage = createStorage(config),
): Promise<StartedApp> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = database ?? (await openConfiguredDatabase(config));
  await db.migrate();
  const app = await buildApp({ config, database: db, storage });
  await ensureConsoleAdmin(db.db, config.adminPassword, app.log);

  const jobs = new JobRunner({
    db: db.db,
    log: app.log,
    stopTimeoutMs: config.shutdown.timeoutMs,
    onRun: recordJobRun,
  });
  const sessions = new SessionStore(db.db, config.isProduction);
  for (const job of maintenanceJobs({
    database: db,
    sessions,
    storage,
    config,
  })) {
    jobs.schedule(job);
  }
  // The outbox of notifications: e-mail and SMS, as configured, on every instance (issue 13).
  const channels = createChannels(config, {
    unsubscribeUrl: (recipient, kind) => unsubscribeUrlFor(config, recipient, kind),
  });
  jobs.poll(deliveryWorker({ db: db.db, channels, publicUrl: config.publicUrl, log: app.log }));
  jobs.schedule(staffDigestJob({ db: db.db, config }));
  // Delivered shipments' payouts sent and settled, when payouts are on (issue 22).
  const cipher = await openFieldCipher(config, db.db);
  for (const worker of payoutWorkers({ db: db.db, config, cipher, log: app.log }))
    jobs.poll(worker);
  // Registered before start so no run begins after close; close waits for the run in progress
  // (bounded), before the database closes; the channels close after the last send.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await Promise.allSettled(channels.map((channel) => channel.close?.()));
  });
  jobs.start();
  return { app, database: db, jobs };
}
