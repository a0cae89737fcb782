// The real app in its own process (forked by run.ts), so its peak RSS is its own: PGlite in the
// DATA_DIR the parent made (or BENCH_DATABASE_URL), silent logs, 127.0.0.1 only. The parent
// sends the uploads over HTTP and asks for the RSS figures over IPC.
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/server/platform/config';
import { photoWorkerPid } from '../../src/server/platform/photo-worker';
import { cpuMsOfTree } from '../shared/process-cpu';
import { startApp } from '../../src/server/startup';
import { toParent, type ToChild } from './ipc';
import { RssSampler } from './rss-sampler';

async function main(): Promise<void> {
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error('BENCH_DATA_DIR is not set');
  // The photo worker's memory and CPU are the server's (decision 0044).
  const sampler = new RssSampler(20, () => [photoWorkerPid()]);
  // CPU time of the server and its photo worker (every thread) since the last reset.
  const cpuNow = () => cpuMsOfTree(process.pid) ?? 0;
  let cpuAtReset = cpuNow();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-admin-password',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    // Required with DATABASE_URL. The database keeps the key's fingerprint, so a rerun on the same
    // database needs the same key: a fixed one (nothing secret is stored by this benchmark).
    DATA_KEY: process.env.BENCH_DATABASE_URL ? 'b'.repeat(64) : undefined,
  });
  const { app, database } = await startApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });

  let stopping = false;
  process.on('message', (message: ToChild) => {
    const reply = async () => {
      if (message.type === 'reset') {
        sampler.reset();
        cpuAtReset = cpuNow();
        await toParent({ type: 'reset-done' });
      } else if (message.type === 'figures') {
        await toParent({ type: 'figures', rss: sampler.figures(), cpuMs: cpuNow() - cpuAtReset });
      } else if (message.type === 'stop') {
        stopping = true;
        sampler.stop();
        await app.close();
        await database.close();
        process.disconnect();
      }
      // 'round' is not for this child: the parent uploads over HTTP.
    };
    reply().catch((error: unknown) => {
      console.error('server child:', error);
      process.exit(1);
    });
  });
  // The parent going away (Ctrl-C, a crash) must not leave a server behind.
  process.on('disconnect', () => {
    if (stopping) return;
    void app.close().finally(() => process.exit(1));
  });
  const port = (app.server.address() as AddressInfo).port;
  await toParent({ type: 'ready', port, database: database.kind });
}

main().catch((error: unknown) => {
  console.error('server child failed:', error);
  process.exit(1);
});
