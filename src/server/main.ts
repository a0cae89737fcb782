// Reads config, opens the database, runs migrations, listens; SIGTERM drains and exits.
import { ConfigError, loadConfig } from './platform/config';
import { errorForLog } from './platform/logger';
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
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting, waits for in-flight requests, then runs onClose hooks.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A failed migration or query carries its values: only what errorForLog keeps is printed.
  console.error('failed to start:', JSON.stringify(errorForLog(error), null, 2));
  process.exit(1);
});
