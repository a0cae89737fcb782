// API benchmark (npm run bench): GET /api/auth/user through the real Fastify app against the
// same lookup on bare node:http, both on one database, to see what the framework costs.
//
//   BENCH_DURATION=10 BENCH_CONNECTIONS=20 npm run bench      (or: npm run bench -- -d 10 -c 20)
//   BENCH_DATABASE_URL=postgres://... npm run bench           (default: embedded PGlite)
//
// Not part of npm test: numbers depend on the machine. Results go to bench/results/ (git-ignored).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/server/platform/config';
import { startApp } from '../../src/server/startup';
import { startBareServer } from './bare-server';
import { hammer, type LoadFigures, type LoadOptions } from './load';

type Target = 'framework' | 'bare';
const WARMUP_SEC = 2;
// ABBA order: whichever target runs second in a pair gets a warmer JIT and database cache, so
// each target gets each position once.
const ORDER: Target[] = ['framework', 'bare', 'bare', 'framework'];

function positiveInt(flag: string | undefined, env: string | undefined, fallback: number): number {
  const raw = flag ?? env;
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`Expected a positive integer, got ${raw}`);
  return value;
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Averages a target's runs (p99s are averaged too: good enough for two runs, not exact). */
function summarise(runs: LoadFigures[]): LoadFigures {
  return {
    requestsPerSec: mean(runs.map((r) => r.requestsPerSec)),
    p50Ms: mean(runs.map((r) => r.p50Ms)),
    p99Ms: mean(runs.map((r) => r.p99Ms)),
    totalRequests: runs.reduce((sum, r) => sum + r.totalRequests, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    bytesPerRequest: Math.round(mean(runs.map((r) => r.bytesPerRequest))),
  };
}

function printTable(rows: { label: string; figures: LoadFigures }[]): void {
  const header = ['run', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'bytes/req'];
  const lines = rows.map(({ label, figures: f }) => [
    label,
    f.requestsPerSec.toFixed(0),
    f.p50Ms.toFixed(1),
    f.p99Ms.toFixed(1),
    String(f.errors),
    String(f.non2xx),
    String(f.bytesPerRequest),
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

/** Creates a customer and signs in through the real routes; returns the `sid=...` cookie pair. */
async function signIn(appUrl: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password-123';
  const json = { 'content-type': 'application/json' };
  const signup = await fetch(`${appUrl}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Bench', email, mobileNumber: '9876543210', password }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const signin = await fetch(`${appUrl}/api/auth/signin`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (signin.status !== 200) throw new Error(`signin: ${signin.status} ${await signin.text()}`);
  const sid = signin.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('signin set no sid cookie');
  return sid.split(';')[0] ?? sid;
}

/** Both servers must answer 200 with the same body, or the comparison means nothing. */
async function checkSameAnswer(urls: Record<Target, string>, cookie: string): Promise<void> {
  const bodies = await Promise.all(
    Object.values(urls).map(async (url) => {
      const response = await fetch(url, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as unknown;
    }),
  );
  assert.deepEqual(bodies[0], bodies[1], 'framework and bare answers differ');
}

async function main(): Promise<void> {
  const { values: flags } = parseArgs({
    options: {
      duration: { type: 'string', short: 'd' },
      connections: { type: 'string', short: 'c' },
    },
  });
  const load: Omit<LoadOptions, 'cookie'> = {
    durationSec: positiveInt(flags.duration, process.env.BENCH_DURATION, 10),
    connections: positiveInt(flags.connections, process.env.BENCH_CONNECTIONS, 20),
  };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-admin-password',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const { app, database } = await startApp(config);
  const bare = await startBareServer(database.db);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (app.server.address() as AddressInfo).port;
    const urls: Record<Target, string> = {
      framework: `http://127.0.0.1:${appPort}/api/auth/user`,
      bare: `${bare.url}/api/auth/user`,
    };
    const cookie = await signIn(`http://127.0.0.1:${appPort}`);
    await checkSameAnswer(urls, cookie);

    console.log(
      `GET /api/auth/user on ${database.kind}: ${load.connections} connections, ` +
        `${load.durationSec} s per run, order ${ORDER.join(', ')} after ${WARMUP_SEC} s warm-ups`,
    );
    for (const target of ['framework', 'bare'] as const) {
      await hammer(urls[target], { ...load, durationSec: WARMUP_SEC, cookie });
    }
    const runs: { target: Target; figures: LoadFigures }[] = [];
    for (const target of ORDER) {
      runs.push({ target, figures: await hammer(urls[target], { ...load, cookie }) });
    }

    const summary = {
      framework: summarise(runs.filter((r) => r.target === 'framework').map((r) => r.figures)),
      bare: summarise(runs.filter((r) => r.target === 'bare').map((r) => r.figures)),
    };
    const ratios = {
      throughput: summary.framework.requestsPerSec / summary.bare.requestsPerSec,
      p99: summary.framework.p99Ms / summary.bare.p99Ms,
    };
    console.log();
    printTable([
      ...runs.map((r, i) => ({ label: `${i + 1}. ${r.target}`, figures: r.figures })),
      { label: 'mean framework', figures: summary.framework },
      { label: 'mean bare', figures: summary.bare },
    ]);
    console.log();
    console.log(`framework/bare throughput: ${ratios.throughput.toFixed(2)}`);
    console.log(`framework/bare p99:        ${ratios.p99.toFixed(2)}`);

    const failures = summary.framework.errors + summary.framework.non2xx;
    const bareFailures = summary.bare.errors + summary.bare.non2xx;
    if (failures + bareFailures > 0) {
      // Fast 401s or resets would flatter a server: the figures are not comparable then.
      console.error('WARNING: some requests failed; the figures above are not comparable.');
      process.exitCode = 1;
    }

    const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
    fs.mkdirSync(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(resultsDir, `api-${stamp}.json`);
    const environment = {
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
    };
    const report = {
      endpoint: 'GET /api/auth/user',
      database: database.kind,
      ...load,
      warmupSec: WARMUP_SEC,
      environment,
      runs,
      summary,
      ratios,
    };
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten ${path.relative(process.cwd(), file)}`);
  } finally {
    await bare.close();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
