// `npm run test:cluster`: two instances of the server on one fresh PostgreSQL database and one
// S3-compatible bucket (s3rver in this process), with one DATA_KEY, behind a round-robin proxy
// that does not retry (scripts/cluster/proxy.ts). Proves two things a multi-instance deployment
// needs: (a) a seller journey whose every step goes to the other instance works, and (b) a rolling
// restart (SIGTERM A, wait for exit 0, start A, wait until ready, then B) under steady load loses
// no request. Prints a report; exits 1 on any failure. 127.0.0.1 only, ports 5800-5849.
//
// `npm run test:cluster -- --rotate` (not part of npm test: about a minute more): three instances,
// and then the data key rotated as docs/operations.md says, under load that seals and opens values
// through the balancer (scripts/cluster/sealing-load.ts): every instance restarted with
// DATA_KEY_NEXT, then with the new DATA_KEY and DATA_KEY_PREVIOUS, `rotate-key` run, then the new
// key alone. Every value sealed must open on every instance throughout (issue 29, item 5).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import {
  defineInstance,
  killLeftovers,
  launch,
  serverCommand,
  sleep,
  stop,
  waitReady,
  type Instance,
} from './cluster/instances';
import { sellerJourney } from './cluster/journey';
import { startLoad } from './cluster/load';
import { startProxy, type Proxy } from './cluster/proxy';
import { startSealingLoad } from './cluster/sealing-load';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL =
  process.env.CLUSTER_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROTATE = process.argv.includes('--rotate');
const PORTS = { proxy: 5800, s3: 5801, a: 5810, b: 5811, c: 5812 };
const ADMIN_PASSWORD = 'cluster-admin-password-1';
const GRACE_MS = 1_500;
const LOOPS = 8;
/** The whole run must end well within 3 minutes (5 rotating); past this everything is stopped. */
const DEADLINE_MS = ROTATE ? 300_000 : 170_000;
const BUCKET = 'cluster-photos';
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[${elapsed().padStart(7)}] ${line}`);
const problems: string[] = [];

const database = `cluster_${crypto.randomBytes(4).toString('hex')}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-cluster-'));
const instances: Instance[] = [
  defineInstance('A', PORTS.a, workDir),
  defineInstance('B', PORTS.b, workDir),
  ...(ROTATE ? [defineInstance('C', PORTS.c, workDir)] : []),
];
let proxy: Proxy | undefined;
let s3: S3rver | undefined;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function run(): Promise<void> {
  const command = serverCommand(root);
  say(`server: ${command.from}`);
  await admin((c) => c.query(`create database ${database}`));
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  say(`database ${database} created; logs in ${workDir}`);

  fs.mkdirSync(path.join(workDir, 's3'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: PORTS.s3,
    silent: true,
    directory: path.join(workDir, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3.run();

  // One key for all: a document encrypted by one instance is read by the others.
  const dataKey = crypto.randomBytes(32).toString('hex');
  let keys: Record<string, string> = { DATA_KEY: dataKey };
  const env = (instance: Instance): Record<string, string> => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    ...keys,
    ADMIN_PASSWORD,
    DATA_DIR: path.join(workDir, `data-${instance.name}`),
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
    S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    SHUTDOWN_TIMEOUT_MS: '10000',
    DATABASE_POOL_MAX: '5',
    LOG_FORMAT: 'json',
  });

  // All at once on the empty database: the migrations run under an advisory lock.
  for (const instance of instances) launch(instance, command, env(instance), root);
  await Promise.all(instances.map((instance) => waitReady(instance, 90_000)));
  say(`${instances.map((i) => i.name).join(', ')} ready (started together on the empty database)`);

  proxy = await startProxy({
    port: PORTS.proxy,
    backends: instances.map(({ name, port }) => ({ name, port })),
    checkEveryMs: 200,
  });
  await waitUntil(() => proxy!.backends.every((b) => b.healthy), 5_000, 'proxy sees them all');

  // (a) The journey, every step on the other instance.
  const steps = await sellerJourney(instances, ADMIN_PASSWORD);
  for (const s of steps) {
    say(`  ${s.ok ? 'ok  ' : 'FAIL'} [${s.instance}] ${s.step}${s.detail ? `: ${s.detail}` : ''}`);
  }
  if (steps.some((s) => !s.ok)) problems.push('seller journey failed');
  say(`journey: ${steps.filter((s) => s.ok).length}/${steps.length} steps`);

  // (b) Rolling restart under load.
  const load = await startLoad(proxy.url, LOOPS, 4);
  say(`load: ${LOOPS} signed-in loops through the proxy`);
  await sleep(2_000);
  await rollingRestart();
  await sleep(1_000);
  const figures = await load.stop();
  say(
    `load: ${figures.requests} requests (${figures.writes} upload+submit pairs), ` +
      `${figures.failed.length} failed; by backend ${JSON.stringify(figures.byBackend)}`,
  );
  for (const failure of figures.failed.slice(0, 10)) say(`  failed: ${failure.what}`);
  if (figures.failed.length > 0)
    problems.push(`${figures.failed.length} failed requests under load`);
  for (const failure of proxy.failures.slice(0, 5)) say(`  proxy: ${failure}`);
  if (ROTATE) await rotateUnderLoad();

  /** Restarts each instance in turn under `env` as it then stands, as a rolling deploy does. */
  async function rollingRestart(): Promise<void> {
    for (const instance of instances) {
      const backend = proxy!.backends.find((b) => b.name === instance.name)!;
      const before = backend.routed;
      const sentAt = Date.now();
      const exit = stop(instance, 'SIGTERM', 20_000);
      // Draining: /readyz must answer 503 while the process still serves.
      const drainSeen = await readyzAnswers(instance, 503, GRACE_MS);
      const code = await exit;
      const downAt = backend.changes.findLast((c) => !c.healthy && c.at >= sentAt)?.at;
      say(
        `${instance.name}: SIGTERM -> /readyz 503 ${drainSeen ? 'seen' : 'NOT seen'}, ` +
          `proxy marked down ${downAt ? `after ${downAt - sentAt} ms` : 'never'}, ` +
          `exit ${code} after ${Date.now() - sentAt} ms`,
      );
      if (!drainSeen) problems.push(`${instance.name}: /readyz did not answer 503 while draining`);
      if (code !== 0) problems.push(`${instance.name}: exit code ${code} on SIGTERM (want 0)`);
      launch(instance, command, env(instance), root);
      await waitReady(instance, 90_000);
      await waitUntil(() => backend.healthy, 5_000, `proxy sees ${instance.name} again`);
      // Let it take traffic before the next one goes.
      await waitUntil(() => backend.routed > before + 20, 10_000, `${instance.name} serves again`);
      say(`${instance.name}: restarted, ready and serving (${Date.now() - sentAt} ms in all)`);
    }
  }

  /** docs/operations.md's rotation, step by step, while values are sealed and opened throughout. */
  async function rotateUnderLoad(): Promise<void> {
    const newKey = crypto.randomBytes(32).toString('hex');
    const reads = await startLoad(proxy!.url, LOOPS, 4);
    const sealing = await startSealingLoad(proxy!.url, 4, ADMIN_PASSWORD);
    say('rotation: load of reads and uploads, and 4 loops sealing and opening account numbers');
    await sleep(1_000);
    keys = { DATA_KEY: dataKey, DATA_KEY_NEXT: newKey };
    say(
      'rotation 1/4: every instance accepts the new key (DATA_KEY_NEXT), still sealing with the old',
    );
    await rollingRestart();
    keys = { DATA_KEY: newKey, DATA_KEY_PREVIOUS: dataKey };
    say('rotation 2/4: every instance seals with the new key (DATA_KEY_PREVIOUS the old)');
    await rollingRestart();
    say('rotation 3/4: rotate-key re-encrypts what the old key sealed');
    const rotated = await runCli('rotate-key', env(instances[0]!));
    say(`  rotate-key: exit ${rotated.status}`);
    for (const line of rotated.output.trim().split('\n').slice(-12)) say(`    ${line}`);
    if (rotated.status !== 0) problems.push(`rotate-key exited ${rotated.status}`);
    keys = { DATA_KEY: newKey };
    say('rotation 4/4: the new key alone');
    await rollingRestart();
    await sleep(1_000);
    const [sealed, loaded] = await Promise.all([sealing.stop(), reads.stop()]);
    say(
      `rotation: ${sealed.sealed} sealed, ${sealed.opened} opened, ${sealed.failed.length} failed; ` +
        `reads and uploads ${loaded.requests}, ${loaded.failed.length} failed`,
    );
    for (const failure of [...sealed.failed, ...loaded.failed.map((f) => f.what)].slice(0, 10)) {
      say(`  failed: ${failure}`);
    }
    if (sealed.failed.length + loaded.failed.length > 0) {
      problems.push(
        `${sealed.failed.length + loaded.failed.length} failed requests during the rotation`,
      );
    }
  }
}

/** Polls /readyz (directly, not through the proxy) until it answers `status`, for `withinMs`. */
async function readyzAnswers(instance: Instance, status: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await answer.arrayBuffer();
      if (answer.status === status) return true;
    } catch (error) {
      // Refused: it stopped listening without a drain. A timeout: a busy machine, ask again.
      if ((error as Error).name !== 'TimeoutError') return false;
    }
    await sleep(50);
  }
  return false;
}

async function waitUntil(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await sleep(50);
  }
}

/**
 * Runs one of the command-line tools (dist/server/<name>.js, or its source) to its end. Not
 * spawnSync: the S3 stand-in answers from this process's event loop.
 */
function runCli(
  name: string,
  env: Record<string, string>,
): Promise<{ status: number | null; output: string }> {
  const command = serverCommand(root, name);
  const child = spawn(process.execPath, command.args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve) =>
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    }),
  );
}

async function cleanUp(): Promise<void> {
  await proxy?.close().catch(() => undefined);
  await Promise.all(instances.map((instance) => stop(instance, 'SIGTERM', 15_000)));
  killLeftovers(instances);
  await s3?.close().catch(() => undefined);
  await admin((c) => c.query(`drop database if exists ${database} with (force)`)).catch(
    (error: unknown) => say(`could not drop ${database}: ${String(error)}`),
  );
  if (problems.length === 0) fs.rmSync(workDir, { recursive: true, force: true });
}

// Past the deadline the run is abandoned: its children are stopped, then the clean-up below
// still drops the database.
const deadline = new Promise<never>((_, reject) =>
  setTimeout(() => reject(new Error(`gave up after ${DEADLINE_MS / 1000} s`)), DEADLINE_MS).unref(),
);

try {
  await Promise.race([run(), deadline]);
} catch (error) {
  problems.push(String(error));
  killLeftovers(instances);
}
await cleanUp();
say(problems.length === 0 ? 'PASS' : `FAIL:\n  - ${problems.join('\n  - ')}`);
if (problems.length > 0) say(`instance logs kept in ${workDir}`);
process.exit(problems.length === 0 ? 0 : 1);
