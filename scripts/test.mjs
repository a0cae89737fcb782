#!/usr/bin/env node
// `npm test`: the one test command (DESIGN §7).
//
//   0. Chromium     found (CHROME_PATH, the system, Playwright's cache) or installed from Debian
//                   when root; otherwise the run stops at once with one instruction
//   1. vitest       every unit and API test once: the API tests on PGlite (one per test file), or
//                   on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a database per
//                   test file on that server); database-free tests the same either way
//   2. beside it    tsc -b (the browser, Node and e2e programs: tsconfig.*.json), eslint and
//                   npm run build, at a lower priority: they take the cores the tests leave idle
//   3. JS budget    each page's initial JS, gzipped, within its limit (scripts/bundle-budget.mjs)
//   4. e2e          Playwright against the built server (skipped only if there are no specs): every
//                   spec at 1280 px, and the specs whose screens change on a phone again at 360 px
//                   (playwright.config.ts); on the embedded PGlite, or on a fresh database of the
//                   PostgreSQL server the flag E2E_DATABASE_URL names
//   5. cluster      with a PostgreSQL server: `npm run test:cluster` (two instances behind a
//                   balancer: a journey across both, a rolling restart under load losing nothing);
//                   counted as one test
//
// Each test runs once per reason (docs/decisions/0034-each-test-once.md): CI (.ci/run) runs the
// API tests on PostgreSQL, what production runs, and the e2e journeys on PGlite, what `npm start`
// runs; a developer without a PostgreSQL server runs everything on PGlite.
//
// Stops after the first stage that fails (the tests and the checks beside them count as one),
// always prints a summary, and ends with exactly one line `N passed, N failed` (tests summed over every Vitest run and Playwright; a failed typecheck,
// lint or build counts as 1 failed). Exits non-zero if anything failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-test-reports-'));

/** @type {{ name: string, status: 'passed' | 'failed' | 'skipped', passed: number, failed: number, seconds: number, note?: string }[]} */
const stages = [];
let stopped = false;

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function banner(text) {
  console.log(`\n=== ${text} ${'='.repeat(Math.max(0, 70 - text.length))}`);
}

/** Environment for a child: copies ours, removes the keys given as undefined. */
function envWith(changes) {
  const env = { ...process.env };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** A stage that is one command: 1 failed if it fails, nothing counted if it passes. */
async function commandStage(name, command, args, env) {
  if (stopped) return;
  banner(name);
  const started = Date.now();
  const code = await run(command, args, env);
  const seconds = (Date.now() - started) / 1000;
  const ok = code === 0;
  stages.push({ name, status: ok ? 'passed' : 'failed', passed: 0, failed: ok ? 0 : 1, seconds });
  if (!ok) stopped = true;
}

/**
 * A command started beside the Vitest stage at a lower priority (nice 10, inherited by what it
 * starts): it takes the cores the tests leave idle (start-up, a worker waiting on a child process,
 * the last long file) and gives them back at once when the tests want them. Its output is held and
 * printed whole when it ends (interleaved with the tests' lines it would be unreadable). Resolves
 * to its stage: 1 failed if it fails.
 */
function backgroundStage(name, command, args, env = process.env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env });
    try {
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // A platform that refuses: the command runs at the same priority, only slower side by side.
    }
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (code) => {
      const ok = code === 0;
      console.log(`\n--- ${name}: ${ok ? 'passed' : `failed (exit ${code})`}`);
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      resolve({
        name,
        status: ok ? 'passed' : 'failed',
        passed: 0,
        failed: ok ? 0 : 1,
        seconds: (Date.now() - started) / 1000,
      });
    };
    child.on('error', (error) => {
      output += `could not start ${command}: ${error.message}\n`;
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

/** Reads a Vitest JSON report: passed and failed tests, plus files that failed without tests. */
function readVitestReport(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  let failed = report.numFailedTests ?? 0;
  for (const result of report.testResults ?? []) {
    // A file that failed to load or crashed in a hook before any test ran.
    if (result.status === 'failed' && (result.assertionResults ?? []).length === 0) failed += 1;
  }
  return { passed: report.numPassedTests ?? 0, failed };
}

async function vitestStage(name, filters, env) {
  if (stopped) return;
  banner(name);
  const output = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const started = Date.now();
  const code = await run(
    bin('vitest'),
    ['run', ...filters, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  );
  const seconds = (Date.now() - started) / 1000;
  let counts = { passed: 0, failed: 0 };
  let note;
  if (fs.existsSync(output)) {
    counts = readVitestReport(output);
  } else {
    note = 'no JSON report written';
  }
  // Vitest failed without a failing test to show for it (unhandled error, crash, timeout).
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    note ??= `vitest exited with ${code}`;
  }
  const ok = code === 0 && counts.failed === 0;
  stages.push({ name, status: ok ? 'passed' : 'failed', ...counts, seconds, note });
  if (!ok) stopped = true;
}

function findSpecs(dir) {
  if (!fs.existsSync(dir)) return [];
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'support' && entry.name !== 'node_modules') found.push(...findSpecs(full));
    } else if (/\.(spec|test)\.[cm]?[jt]s$/.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

/** Reads a Playwright JSON report: expected (and flaky) passed, unexpected failed. */
function readPlaywrightReport(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  let failed = stats.unexpected ?? 0;
  // Errors outside tests (config, webServer, global setup) fail the run without a test.
  if ((report.errors ?? []).length > 0 && failed === 0) failed = 1;
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed };
}

/** One Playwright run: `args` picks the projects, `databaseUrl` the server's database. */
async function playwrightStage(name, args, databaseUrl) {
  if (stopped) return;
  banner(name);
  const output = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const started = Date.now();
  const code = await run(
    bin('playwright'),
    ['test', ...args],
    envWith({
      PLAYWRIGHT_JSON_OUTPUT_FILE: output,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      // playwright.config.ts: a fresh database on this server, or the embedded one without it.
      E2E_DATABASE_URL: databaseUrl,
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  let counts = { passed: 0, failed: 0 };
  let note;
  if (fs.existsSync(output)) counts = readPlaywrightReport(output);
  else note = 'no JSON report written';
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    note ??= `playwright exited with ${code}`;
  }
  const ok = code === 0 && counts.failed === 0;
  stages.push({ name, status: ok ? 'passed' : 'failed', ...counts, seconds, note });
  if (!ok) stopped = true;
}

async function e2eStage() {
  if (stopped) return;
  if (findSpecs(path.join(root, 'e2e')).length === 0) {
    const name = 'e2e (Playwright, Chromium)';
    banner(name);
    console.log('No e2e specs in e2e/ yet (e2e/**/*.spec.ts): skipping Playwright.');
    stages.push({
      name,
      status: 'skipped',
      passed: 0,
      failed: 0,
      seconds: 0,
      note: 'no specs yet',
    });
    return;
  }
  // The database is the flag's, never the one the API tests used: CI runs these on PGlite.
  const databaseUrl = process.env.E2E_DATABASE_URL || undefined;
  await playwrightStage(
    `e2e on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} (1280 px, and 360 px where it differs)`,
    [],
    databaseUrl,
  );
}

/** First, so a machine that cannot run the e2e tests says so in seconds, not after the suite. */
function chromiumStage() {
  if (findSpecs(path.join(root, 'e2e')).length === 0) return;
  banner('Chromium for the e2e tests');
  const started = Date.now();
  const chromium = ensureChromium();
  const seconds = (Date.now() - started) / 1000;
  if (chromium.path) {
    console.log(`Using ${chromium.path}`);
    process.env.CHROME_PATH = chromium.path;
    return;
  }
  console.error(chromium.error);
  stages.push({
    name: 'Chromium',
    status: 'failed',
    passed: 0,
    failed: 1,
    seconds,
    note: 'no browser',
  });
  stopped = true;
}

/** Two instances on one PostgreSQL database behind a balancer (scripts/test-cluster.ts). */
async function clusterStage(postgresUrl) {
  if (stopped) return;
  const name = 'cluster (2 instances)';
  banner(name);
  const started = Date.now();
  const code = await run(
    bin('tsx'),
    [path.join(root, 'scripts', 'test-cluster.ts')],
    envWith({ CLUSTER_ADMIN_DATABASE_URL: postgresUrl, DATABASE_URL: undefined }),
  );
  const ok = code === 0;
  stages.push({
    name,
    status: ok ? 'passed' : 'failed',
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    seconds: (Date.now() - started) / 1000,
  });
  if (!ok) stopped = true;
}

async function main() {
  const startedAll = Date.now();
  const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

  chromiumStage();
  // The checks and the build run beside the tests, below them in priority: the cores are busy the
  // whole time, and a failing check is reported with the tests' results, not instead of them.
  const background = stopped
    ? Promise.resolve([])
    : Promise.all([
        backgroundStage('typecheck (tsc -b)', bin('tsc'), ['-b']),
        backgroundStage('lint (eslint .)', bin('eslint'), ['.']),
        // The e2e server must not pick up the CI database: it runs on its own fresh PGlite.
        backgroundStage('build', 'npm', ['run', 'build'], envWith({ DATABASE_URL: undefined })),
      ]);
  await vitestStage(
    `vitest on ${postgresUrl ? 'PostgreSQL' : 'PGlite'}`,
    [],
    envWith({ TEST_DATABASE_URL: postgresUrl, DATABASE_URL: undefined }),
  );
  for (const stage of await background) {
    stages.push(stage);
    if (stage.failed) stopped = true;
  }
  await commandStage('JS budget', process.execPath, [
    path.join(root, 'scripts', 'bundle-budget.mjs'),
  ]);
  await e2eStage();
  if (postgresUrl) await clusterStage(postgresUrl);

  const passed = stages.reduce((sum, s) => sum + s.passed, 0);
  const failed = stages.reduce((sum, s) => sum + s.failed, 0);
  const total = (Date.now() - startedAll) / 1000;

  banner('summary');
  for (const s of stages) {
    const counts = s.passed || s.failed ? `  ${s.passed} passed, ${s.failed} failed` : '';
    const note = s.note ? `  (${s.note})` : '';
    console.log(
      `${s.status.toUpperCase().padEnd(8)} ${s.name.padEnd(30)} ${s.seconds.toFixed(1).padStart(6)} s${counts}${note}`,
    );
  }
  if (stopped) console.log('Stopped at the first failing stage.');
  console.log(`total ${total.toFixed(1)} s`);
  fs.rmSync(reportDir, { recursive: true, force: true });
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
