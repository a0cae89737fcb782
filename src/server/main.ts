// Reads config, opens the database, runs migrations, listens; SIGTERM drains and exits
// (platform/shutdown.ts).
import { ConfigError, loadConfig } from './platform/config';
import { errorForLog } from './platform/logger';
import { prepareShutdown } from './platform/shutdown';
import { createStorage, reportStorageAtStart } from './platform/storage';
import { DataKeyError, dataKeyFingerprint } from './platform/data-key';
import { loadDataKey } from './platform/field-encryption';
import type { Config } from './platform/config';
import type { Database } from './db/client';
import { DatabaseUnreachableError, serverOf } from './open-database';
import { startApp } from './startup';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const { app, database } = await startApp(config);
  const shutdown = prepareShutdown({
    app,
    settings: config.shutdown,
    close: () => database.close(),
  });
  process.on('SIGTERM', shutdown.onSignal);
  process.on('SIGINT', shutdown.onSignal);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(whatThisInstanceUses(config, database), 'serving');
  await reportStorageAtStart(config, createStorage(config), app.log);
}

/** One line an operator can check a deployment against: never a password or the key itself. */
function whatThisInstanceUses(config: Config, database: Database): Record<string, unknown> {
  return {
    database:
      config.databaseUrl && database.kind === 'postgres'
        ? `postgres ${serverOf(config.databaseUrl)} (pool ${config.database.poolMax})`
        : `embedded ${config.dataDir}/db`,
    storage: config.s3
      ? `s3 ${config.s3.bucket}${config.s3.endpoint ? ` at ${new URL(config.s3.endpoint).host}` : ''}`
      : `local ${config.dataDir}/uploads`,
    redis: config.redisUrl ? 'configured' : 'none (limits count in this instance)',
    // The key was loaded (or generated) by the app already; this reads the same key.
    dataKeyFingerprint: dataKeyFingerprint(loadDataKey(config.dataKey, config.dataDir)),
    ...(config.dataKeyPrevious ? { rotatingFromPreviousKey: true } : {}),
    metrics: config.metrics.port
      ? `port ${config.metrics.port}`
      : config.metrics.token
        ? '/metrics with token'
        : 'off',
  };
}

main().catch((error: unknown) => {
  // Plain messages an operator acts on (the fingerprints in DataKeyError are not secrets).
  if (error instanceof DatabaseUnreachableError || error instanceof DataKeyError) {
    console.error(error.message);
    process.exit(1);
  }
  // A failed migration or query carries its values: only what errorForLog keeps is printed.
  console.error('failed to start:', JSON.stringify(errorForLog(error), null, 2));
  process.exit(1);
});
