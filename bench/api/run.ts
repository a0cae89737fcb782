// API benchmark (npm run bench): the real app against the physical limit on PostgreSQL.
//
// Two signed-in endpoints, GET /api/auth/user and GET /api/clothing-items (20 items), served by
//   app   the built server (dist/server/main.js, else src via tsx) in its own process, as
//         production runs it (NODE_ENV=production, LOG_LEVEL=info to a discarded stdout), and
//   bare  bench/api/bare-server.ts in its own process: node:http + pg + hand-written SQL.
// Both on one fresh PostgreSQL database, loaded by autocannon from this process in ABBA order;
// then the app again at half its measured peak rate for its p99 there.
//
//   npm run bench                       (-d seconds per run, -c connections; BENCH_DURATION,
//                                        BENCH_CONNECTIONS; BENCH_LOG_LEVEL for the app)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   the server to create the
//                                        database on (default: this one)
//   BENCH_PROFILE=dir                    the app runs with --cpu-prof into dir (open the
//                                        .cpuprofile in Chrome DevTools; summary: profile-summary.ts)
//
// Not part of npm test: numbers depend on the machine. Results go to bench/results/ (git-ignored).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { freePort, stopChild } from '../shared/child-process';
import { signInNewCustomer } from '../shared/sign-in';
import { hammer, type LoadFigures, type LoadOptions } from './load';
import { cpuMsOf } from '../shared/process-cpu';

type Target = 'app' | 'bare';
const ENDPOINTS = ['/api/auth/user', '/api/clothing-items'] as const;
type Endpoint = (typeof ENDPOINTS)[number];
const ITEMS = 20;
const WARMUP_SEC = 3;
// Whichever target runs second in a pair gets a warmer JIT and database cache: each gets each
// position once.
const ORDER: Target[] = ['app', 'bare', 'bare', 'app'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function positiveInt(flag: string | undefined, env: string | undefined, fallback: number): number {
  const raw = flag ?? env;
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`Expected a positive integer, got ${raw}`);
  return value;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** One run, with the CPU its server spent per answered request (undefined without /proc). */
interface RunFigures extends LoadFigures {
  cpuUsPerRequest: number | undefined;
  loadAverage: number;
}

async function hammerTimed(url: string, pid: number | undefined, load: LoadOptions) {
  const loadAverage = os.loadavg()[0] ?? 0;
  const before = cpuMsOf(pid);
  const figures = await hammer(url, load);
  const after = cpuMsOf(pid);
  const cpuUsPerRequest =
    before === undefined || after === undefined || figures.totalRequests === 0
      ? undefined
      : ((after - before) * 1000) / figures.totalRequests;
  return { ...figures, cpuUsPerRequest, loadAverage };
}

const meanOrUndefined = (values: (number | undefined)[]) =>
  values.some((v) => v === undefined) ? undefined : mean(values as number[]);

function summarise(runs: RunFigures[]): RunFigures {
  return {
    requestsPerSec: mean(runs.map((r) => r.requestsPerSec)),
    p50Ms: mean(runs.map((r) => r.p50Ms)),
    p99Ms: mean(runs.map((r) => r.p99Ms)),
    totalRequests: runs.reduce((sum, r) => sum + r.totalRequests, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    bytesPerRequest: Math.round(mean(runs.map((r) => r.bytesPerRequest))),
    cpuUsPerRequest: meanOrUndefined(runs.map((r) => r.cpuUsPerRequest)),
    loadAverage: mean(runs.map((r) => r.loadAverage)),
  };
}

function printTable(rows: { label: string; figures: RunFigures }[]): void {
  const header = ['run', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'bytes/req'];
  header.push('cpu µs/req', 'load');
  const lines = rows.map(({ label, figures: f }) => [
    label,
    f.requestsPerSec.toFixed(0),
    f.p50Ms.toFixed(1),
    f.p99Ms.toFixed(1),
    String(f.errors),
    String(f.non2xx),
    String(f.bytesPerRequest),
    f.cpuUsPerRequest === undefined ? '' : f.cpuUsPerRequest.toFixed(0),
    f.loadAverage.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

function startChild(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Drained, not kept: a child blocked on a full pipe would measure the pipe.
  child.stdout?.resume();
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    if (code && code !== 0)
      console.error(`${command} ${args.join(' ')} exited ${code}${signal ?? ''}\n${errors}`);
  });
  return child;
}

async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** 20 items with one photo each, through the real routes, so both servers list the same rows. */
async function seedItems(appUrl: string, cookie: string): Promise<void> {
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 90, b: 60 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  for (let i = 0; i < ITEMS; i += 1) {
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${i}.jpg`);
    const upload = await fetch(`${appUrl}/api/upload-photos`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    if (upload.status !== 200) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const { photoUrls } = (await upload.json()) as { photoUrls: string[] };
    const item = await fetch(`${appUrl}/api/clothing-items`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        brand: `Brand ${i}`,
        category: 't-shirts',
        size: 'M',
        condition: 'good',
        description: `A benchmark t-shirt, number ${i}, with a description of ordinary length.`,
        photos: photoUrls,
      }),
    });
    if (item.status !== 201) throw new Error(`item: ${item.status} ${await item.text()}`);
  }
}

/** Both servers must answer 200 with the same body, or the comparison means nothing. */
async function checkSameAnswers(origins: Record<Target, string>, cookie: string): Promise<void> {
  for (const endpoint of ENDPOINTS) {
    const [app, bare] = await Promise.all(
      [origins.app, origins.bare].map(async (origin) => {
        const response = await fetch(`${origin}${endpoint}`, { headers: { cookie } });
        if (response.status !== 200) throw new Error(`${origin}${endpoint}: ${response.status}`);
        return (await response.json()) as unknown;
      }),
    );
    assert.deepEqual(app, bare, `app and bare answers differ on ${endpoint}`);
    if (endpoint === '/api/clothing-items') assert.equal((app as unknown[]).length, ITEMS);
  }
}

interface EndpointReport {
  runs: { target: Target; figures: RunFigures }[];
  app: RunFigures;
  bare: RunFigures;
  throughputRatio: number;
  halfPeakRate: number;
  appAtHalfPeak: RunFigures;
}

async function measure(
  endpoint: Endpoint,
  origins: Record<Target, string>,
  pids: Record<Target, number | undefined>,
  load: Omit<LoadOptions, 'overallRate'>,
): Promise<EndpointReport> {
  for (const target of ['app', 'bare'] as const) {
    await hammer(`${origins[target]}${endpoint}`, { ...load, durationSec: WARMUP_SEC });
  }
  const runs: EndpointReport['runs'] = [];
  for (const target of ORDER) {
    runs.push({
      target,
      figures: await hammerTimed(`${origins[target]}${endpoint}`, pids[target], load),
    });
  }
  const app = summarise(runs.filter((r) => r.target === 'app').map((r) => r.figures));
  const bare = summarise(runs.filter((r) => r.target === 'bare').map((r) => r.figures));
  const halfPeakRate = Math.max(1, Math.round(app.requestsPerSec / 2));
  const appAtHalfPeak = await hammerTimed(`${origins.app}${endpoint}`, pids.app, {
    ...load,
    overallRate: halfPeakRate,
  });
  console.log(`\nGET ${endpoint}`);
  printTable([
    ...runs.map((r, i) => ({ label: `${i + 1}. ${r.target}`, figures: r.figures })),
    { label: 'mean app', figures: app },
    { label: 'mean bare', figures: bare },
    { label: `app at ${halfPeakRate}/s`, figures: appAtHalfPeak },
  ]);
  const throughputRatio = app.requestsPerSec / bare.requestsPerSec;
  console.log(`app/bare throughput: ${throughputRatio.toFixed(2)}`);
  console.log(
    `app p99 at half its peak (${halfPeakRate} req/s): ${appAtHalfPeak.p99Ms.toFixed(1)} ms`,
  );
  return { runs, app, bare, throughputRatio, halfPeakRate, appAtHalfPeak };
}

async function main(): Promise<void> {
  const { values: flags } = parseArgs({
    options: {
      duration: { type: 'string', short: 'd' },
      connections: { type: 'string', short: 'c' },
    },
  });
  const durationSec = positiveInt(flags.duration, process.env.BENCH_DURATION, 10);
  const connections = positiveInt(flags.connections, process.env.BENCH_CONNECTIONS, 20);
  const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
  const serverUrl = new URL(
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const dbName = `bench_api_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${dbName}`;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const [appPort, barePort] = await Promise.all([freePort(), freePort()]);
  const built = fs.existsSync(path.join(root, 'dist/server/main.js'));
  const profileDir = process.env.BENCH_PROFILE;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  // `node --import tsx`, not the tsx command: that one runs the script in a child process of its
  // own, whose CPU time the report could not read.
  const app = startChild(
    process.execPath,
    [...profile, ...(built ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'])],
    {
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      DATA_KEY: crypto.randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: logLevel,
      LOG_FORMAT: 'json',
    },
  );
  let bare: ChildProcess | undefined;
  try {
    const origins: Record<Target, string> = {
      app: `http://127.0.0.1:${appPort}`,
      bare: `http://127.0.0.1:${barePort}`,
    };
    await waitFor(`${origins.app}/readyz`, 60);
    const cookie = await signInNewCustomer(origins.app);
    await seedItems(origins.app, cookie);
    bare = startChild(process.execPath, ['--import', 'tsx', 'bench/api/bare-server.ts'], {
      DATABASE_URL: databaseUrl.toString(),
      PORT: String(barePort),
    });
    await waitFor(`${origins.bare}/api/auth/user`, 30);
    await checkSameAnswers(origins, cookie);

    console.log(
      `PostgreSQL, app ${built ? 'built' : 'from source'} with LOG_LEVEL=${logLevel}; ` +
        `${connections} connections, ${durationSec} s per run, order ${ORDER.join(', ')} ` +
        `after ${WARMUP_SEC} s warm-ups; load average ${os.loadavg()[0]?.toFixed(2)}`,
    );
    const load = { durationSec, connections, cookie };
    const reports: Partial<Record<Endpoint, EndpointReport>> = {};
    const pids = { app: app.pid, bare: bare.pid };
    for (const endpoint of ENDPOINTS)
      reports[endpoint] = await measure(endpoint, origins, pids, load);

    const failures = Object.values(reports).flatMap((r) =>
      r.runs.map((run) => run.figures.errors + run.figures.non2xx),
    );
    if (failures.some((n) => n > 0)) {
      // Fast 401s or resets would flatter a server: the figures are not comparable then.
      console.error('WARNING: some requests failed; the figures above are not comparable.');
      process.exitCode = 1;
    }

    const resultsDir = path.join(root, 'bench/results');
    fs.mkdirSync(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(resultsDir, `api-${stamp}.json`);
    const report = {
      database: 'postgresql',
      appBuild: built ? 'dist' : 'source',
      logLevel,
      durationSec,
      connections,
      warmupSec: WARMUP_SEC,
      loadAverage: os.loadavg(),
      environment: {
        node: process.version,
        platform: `${os.platform()} ${os.arch()}`,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
      },
      endpoints: reports,
    };
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten ${path.relative(process.cwd(), file)}`);
  } finally {
    if (bare) await stopChild(bare);
    await stopChild(app);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
