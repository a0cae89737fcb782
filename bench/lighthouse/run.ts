// Lighthouse and Slow-3G benchmark (npm run bench:lighthouse): what a cheap phone on a weak
// network gets from the production build.
//
//   1. Lighthouse 13, mobile form factor, default simulated throttling, BENCH_RUNS runs (3) of
//      each public page and of the seller dashboard signed in (`/` with a session cookie, as the
//      SPEC routes it), each run in a fresh Chromium; the median of each figure is reported.
//   2. Whether Chromium can install the app (Lighthouse 13 no longer reports it).
//   3. A first visit over DevTools' Slow 3G with a 4x slower CPU, BENCH_RUNS times: until a
//      working "Sign In" tap, and from the "Create Account" tap to a usable signup form
//      (slow-3g.ts says exactly what "usable" means).
//
//   npm run build && npm run bench:lighthouse
//   BENCH_RUNS=5  BENCH_ONLY=lighthouse|slow3g  BENCH_PORT=5400  CHROME_PATH=/usr/bin/chromium
//
// Not part of npm test: numbers depend on the machine and its load (recorded with the results,
// which go to bench/results/, git-ignored).
import os from 'node:os';
import { environment, median, printTable, writeResults } from '../shared/report';
import { signInNewCustomer } from '../shared/sign-in';
import { startBuiltApp } from './app-server';
import { checkInstallability, type Installability } from './installability';
import { LighthouseRuntimeError, lighthouseRun, type PageRun } from './lighthouse-page';
import { CPU_SLOWDOWN, launchBrowser, SLOW_3G, slow3gRun, type Slow3gRun } from './slow-3g';

interface Target {
  label: string;
  path: string;
  signedIn: boolean;
}
const TARGETS: Target[] = [
  { label: '/', path: '/', signedIn: false },
  { label: '/signin', path: '/signin', signedIn: false },
  { label: '/signup', path: '/signup', signedIn: false },
  { label: '/demo', path: '/demo', signedIn: false },
  { label: '/superman', path: '/superman', signedIn: false },
  { label: 'dashboard (/ signed in)', path: '/', signedIn: true },
];

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name}: expected a positive integer, got ${raw}`);
  return value;
}

const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const medianOf = <T>(runs: T[], pick: (run: T) => number) => median(runs.map(pick));

/** Which runs of a target went wrong: a signed-in run that was signed out, or the reverse. */
function problems(target: Target, run: PageRun): string[] {
  const found: string[] = [];
  const finalPath = new URL(run.finalUrl).pathname;
  if (finalPath !== target.path) found.push(`ended on ${finalPath}, not ${target.path}`);
  if (target.signedIn && run.authUserStatus !== 200)
    found.push(`not signed in (GET /api/auth/user: ${run.authUserStatus ?? 'not requested'})`);
  if (!target.signedIn && run.authUserStatus === 200) found.push('unexpectedly signed in');
  return found;
}

/**
 * One Lighthouse run; when Lighthouse itself failed to record the load (on a busy machine its
 * trace sometimes misses the navigation: NO_NAVSTART) and asks to be run again, up to twice more.
 */
async function lighthouseRunAgainIfAsked(url: string, cookie?: string): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, cookie);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.log(`  ${url}: ${error.message.split('.')[0]}; running again`);
    }
  }
}

async function lighthousePages(origin: string, runs: number) {
  const cookie = await signInNewCustomer(origin);
  const results = [];
  for (const target of TARGETS) {
    const pageRuns: (PageRun & { problems: string[]; loadAverage: number[] })[] = [];
    for (let i = 0; i < runs; i += 1) {
      const load = loadAverage();
      const run = await lighthouseRunAgainIfAsked(
        `${origin}${target.path}`,
        target.signedIn ? cookie : undefined,
      );
      pageRuns.push({ ...run, problems: problems(target, run), loadAverage: load });
      console.log(
        `  ${target.label} run ${i + 1}/${runs}: performance ${run.performance}, ` +
          `LCP ${seconds(run.lcpMs)} s (load ${load[0]})`,
      );
    }
    const score = (pick: (run: PageRun) => number | null) =>
      medianOf(pageRuns, (run) => pick(run) ?? NaN);
    results.push({
      ...target,
      median: {
        performance: score((run) => run.performance),
        accessibility: score((run) => run.accessibility),
        lcpMs: medianOf(pageRuns, (run) => run.lcpMs),
        fcpMs: medianOf(pageRuns, (run) => run.fcpMs),
        tbtMs: medianOf(pageRuns, (run) => run.tbtMs),
        cls: medianOf(pageRuns, (run) => run.cls),
        totalTransferBytes: medianOf(pageRuns, (run) => run.totalTransferBytes),
        jsTransferBytes: medianOf(pageRuns, (run) => run.jsTransferBytes),
      },
      problems: [...new Set(pageRuns.flatMap((run) => run.problems))],
      runs: pageRuns,
    });
  }
  console.log(`\nLighthouse ${runs} run(s) per page, mobile, simulated throttling: medians`);
  printTable(
    ['page', 'perf', 'a11y', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'total KB', 'JS KB', 'check'],
    results.map(({ label, median: m, problems: p }) => [
      label,
      m.performance.toFixed(2),
      m.accessibility.toFixed(2),
      seconds(m.lcpMs),
      seconds(m.fcpMs),
      m.tbtMs.toFixed(0),
      m.cls.toFixed(3),
      kb(m.totalTransferBytes),
      kb(m.jsTransferBytes),
      p.length === 0 ? 'ok' : p.join('; '),
    ]),
  );
  return results;
}

function printInstallability(result: Installability): void {
  const verdict =
    result.installable === null
      ? 'unknown'
      : result.installable
        ? 'installable'
        : 'NOT installable';
  console.log(
    `\nInstallability (Chromium, Page.getInstallabilityErrors on /): ${verdict}; ` +
      `manifest ${result.manifestUrl ?? 'none'}; service worker ${result.serviceWorker}`,
  );
  for (const error of [...result.errors, ...result.manifestErrors]) console.log(`  - ${error}`);
}

async function slow3g(origin: string, runs: number) {
  const browser = await launchBrowser();
  const results: (Slow3gRun & { loadAverage: number[] })[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const load = loadAverage();
      const run = await slow3gRun(browser, origin);
      results.push({ ...run, loadAverage: load });
      console.log(
        `  Slow 3G run ${i + 1}/${runs}: a Sign In works at ${seconds(run.signInMs)} s ` +
          `(${run.signInTaps} tap(s), to ${run.signInDestination}), the landing's at ` +
          `${seconds(run.landingSignInMs)} s (${run.landingSignInTaps} tap(s)); ` +
          `landing -> signup ${seconds(run.toSignupMs)} s (load ${load[0]})`,
      );
    }
  } finally {
    await browser.close();
  }
  const summary = {
    signInMs: medianOf(results, (r) => r.signInMs),
    signInBytes: medianOf(results, (r) => r.signInBytes),
    landingSignInMs: medianOf(results, (r) => r.landingSignInMs),
    createMs: medianOf(results, (r) => r.createMs),
    toSignupMs: medianOf(results, (r) => r.toSignupMs),
    toSignupBytes: medianOf(results, (r) => r.toSignupBytes),
  };
  console.log(
    `\nSlow 3G (DevTools preset) + ${CPU_SLOWDOWN}x CPU, first visit: medians of ${runs}`,
  );
  printTable(
    ['measure', 'seconds', 'KB on the wire'],
    [
      ['/ -> a working Sign In tap', seconds(summary.signInMs), kb(summary.signInBytes)],
      ["/ -> the landing's Sign In (to /signin)", seconds(summary.landingSignInMs), ''],
      ['/ -> a working Create Account tap', seconds(summary.createMs), ''],
      ['that tap -> signup form usable', seconds(summary.toSignupMs), kb(summary.toSignupBytes)],
    ],
  );
  return { network: SLOW_3G, cpuSlowdown: CPU_SLOWDOWN, median: summary, runs: results };
}

async function main(): Promise<void> {
  const runs = positiveInt('BENCH_RUNS', 3);
  const only = process.env.BENCH_ONLY;
  if (only && only !== 'lighthouse' && only !== 'slow3g')
    throw new Error(`BENCH_ONLY: expected lighthouse or slow3g, got ${only}`);
  const app = await startBuiltApp();
  const report: Record<string, unknown> = {
    runs,
    environment: environment(),
    loadAverageAtStart: loadAverage(),
  };
  console.log(
    `app (built, production, PGlite) at ${app.origin}; load average ${loadAverage().join(' ')}`,
  );
  try {
    if (only !== 'slow3g') {
      report.lighthouse = await lighthousePages(app.origin, runs);
      const installability = await checkInstallability(app.origin);
      printInstallability(installability);
      report.installability = installability;
    }
    if (only !== 'lighthouse') report.slow3g = await slow3g(app.origin, runs);
    report.loadAverageAtEnd = loadAverage();
    console.log(`\nload average at the end ${loadAverage().join(' ')}`);
    console.log(`written ${writeResults('lighthouse', report)}`);
  } finally {
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
