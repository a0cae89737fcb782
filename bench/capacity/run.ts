// Capacity of one instance under a realistic mix (issue 29): p99 against the offered rate.
//
//   npm run build && node_modules/.bin/tsx bench/capacity/run.ts
//   BENCH_BASELINE_DIR=/tmp/base node_modules/.bin/tsx bench/capacity/run.ts   (a second, built
//     checkout measured in the same run, e.g. `git worktree add /tmp/base <rev>`, node_modules
//     linked from this one, `npm run build` there)
//   BENCH_RATES=50,100,200 BENCH_STEP_SEC=15 BENCH_UPLOAD_SHARE=0.05   (defaults below)
//
// The mix is what a signed-in seller's phone and the public site send: one request in twenty an
// upload of one photo as the browser sends it (features/submit/prepare-photo.ts makes a 12 MP
// camera photo a ~2000 px JPEG at quality 0.85: here 2000 x 1500, about 0.9 MB), the others reads
// in turn: the landing page (prerendered HTML, signed out), the signed-in user, the seller's items
// and notifications. The load is an open loop: each request is sent at its scheduled time whether
// or not earlier ones have answered, and its latency counts from that time (a server that falls
// behind is not excused by a client that waits for it). Each rate runs BENCH_STEP_SEC seconds on
// a fresh instance's warm database; past the step, answers still awaited get 30 s and are then
// counted as failed.
//
// The app runs as production runs it (dist/server/main.js, NODE_ENV=production, embedded PGlite in
// a temporary DATA_DIR, silent logs) in its own process; this process is the load generator. CPU
// is the app's whole process tree (its photo workers and decoders included), from /proc.
// Not part of npm test. Results go to bench/results/ (git-ignored).
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';
import { startBuiltApp, type AppServer } from '../lighthouse/app-server';
import { makePhotos } from '../photos/make-photos';
import { cpuMsOfTree } from '../shared/process-cpu';
import { environment, percentile, printTable, writeResults } from '../shared/report';

const RATES = (process.env.BENCH_RATES ?? '25,50,100,150,200,250,300')
  .split(',')
  .map((rate) => Number(rate.trim()));
const STEP_SEC = Number(process.env.BENCH_STEP_SEC ?? 15);
const UPLOAD_SHARE = Number(process.env.BENCH_UPLOAD_SHARE ?? 0.05);
const P99_LIMIT_MS = 200;
const SELLERS = 8;
const DRAIN_MS = 30_000;
const READS = ['/', '/api/auth/user', '/api/clothing-items', '/api/notifications'] as const;
// A request is sent by the tick in which it falls due: 2 ms keeps sending close to schedule.
const TICK_MS = 2;

if (RATES.some((rate) => !Number.isFinite(rate) || rate <= 0) || !(STEP_SEC > 0)) {
  throw new Error('BENCH_RATES must be positive numbers and BENCH_STEP_SEC a positive number');
}

interface Sample {
  kind: 'read' | 'upload';
  ms: number;
  ok: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function send(
  origin: string,
  options: { method: string; path: string; headers: http.OutgoingHttpHeaders; body?: Buffer },
): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      `${origin}${options.path}`,
      { method: options.method, headers: options.headers, agent, timeout: DRAIN_MS },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
    request.end(options.body);
  });
}

/** A photo as the browser uploads it: a camera JPEG made 2000 px on its longest side at 85. */
async function browserPhoto(): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-capacity-'));
  try {
    const [camera] = await makePhotos(dir, 1);
    if (!camera) throw new Error('no photo made');
    return await sharp(camera.file)
      .rotate()
      .resize(2000, 2000, { fit: 'inside' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function multipart(photo: Buffer): { body: Buffer; type: string } {
  const boundary = `bench${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="photo.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, photo, tail]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Signs up and in through the routes, each seller from an address of its own (TRUST_PROXY). */
async function signInSellers(origin: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i + 1}` };
    const email = `capacity-${process.pid}-${Date.now()}-${i}@example.com`;
    const password = 'bench-password-123';
    const signup = await fetch(`${origin}/api/auth/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ firstName: 'Bench', email, mobileNumber: '9876543210', password }),
    });
    if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
    const signin = await fetch(`${origin}/api/auth/signin`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    const sid = signin.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
    if (signin.status !== 200 || !sid) throw new Error(`signin: ${signin.status}`);
    cookies.push(sid.split(';')[0] ?? sid);
  }
  return cookies;
}

function uploadRequest(origin: string, cookie: string, upload: { body: Buffer; type: string }) {
  return {
    method: 'POST',
    path: '/api/upload-photos',
    headers: {
      cookie,
      'content-type': upload.type,
      'content-length': upload.body.length,
      origin,
      'sec-fetch-site': 'same-origin',
    },
    body: upload.body,
  };
}

interface StepFigures {
  rate: number;
  sent: number;
  answeredPerSec: number;
  failed: number;
  readP50Ms: number;
  readP99Ms: number;
  uploadP50Ms: number;
  uploadP99Ms: number;
  allP99Ms: number;
  cpuPercent: number | undefined;
}

async function step(
  app: AppServer,
  rate: number,
  cookies: string[],
  upload: { body: Buffer; type: string },
): Promise<StepFigures> {
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  const uploadEvery = Math.round(1 / UPLOAD_SHARE);
  const total = Math.round(rate * STEP_SEC);
  const cpuBefore = cpuMsOfTree(app.pid);
  const start = performance.now();
  let sent = 0;
  const fire = (index: number, due: number) => {
    const cookie = cookies[index % cookies.length] ?? '';
    const isUpload = index % uploadEvery === uploadEvery - 1;
    const readPath = READS[index % READS.length] ?? '/';
    const request = isUpload
      ? uploadRequest(app.origin, cookie, upload)
      : { method: 'GET', path: readPath, headers: readPath === '/' ? {} : { cookie } };
    const done = send(app.origin, request).then((status) => {
      samples.push({
        kind: isUpload ? 'upload' : 'read',
        ms: performance.now() - due,
        ok: status >= 200 && status < 300,
      });
    });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        fire(sent, start + (sent * 1000) / rate);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, TICK_MS);
      else resolve();
    };
    tick();
  });
  const elapsedMs = performance.now() - start;
  const cpuAfter = cpuMsOfTree(app.pid);
  await Promise.race([
    Promise.all(inFlight),
    new Promise((resolve) => setTimeout(resolve, DRAIN_MS)),
  ]);
  const times = (kind?: Sample['kind']) =>
    samples
      .filter((sample) => kind === undefined || sample.kind === kind)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
  const answered = samples.filter((sample) => sample.ok).length;
  // Requests never answered count as failed, at the slowest time there is.
  const failed = sent - answered;
  const all = times();
  for (let i = samples.length; i < sent; i++) all.push(DRAIN_MS);
  return {
    rate,
    sent,
    answeredPerSec: (answered * 1000) / elapsedMs,
    failed,
    readP50Ms: percentile(times('read'), 50),
    readP99Ms: percentile(times('read'), 99),
    uploadP50Ms: percentile(times('upload'), 50),
    uploadP99Ms: percentile(times('upload'), 99),
    allP99Ms: percentile(all, 99),
    cpuPercent:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : ((cpuAfter - cpuBefore) / elapsedMs) * 100,
  };
}

/** The highest rate whose p99 (of `key`) stayed within the limit with nothing failed. */
function capacity(steps: StepFigures[], key: 'allP99Ms' | 'readP99Ms'): number {
  let best = 0;
  for (const figures of steps) {
    if (figures.failed === 0 && figures[key] <= P99_LIMIT_MS) best = Math.max(best, figures.rate);
  }
  return best;
}

async function measure(label: string, dir: string | undefined, photo: Buffer) {
  const upload = multipart(photo);
  const steps: StepFigures[] = [];
  for (const rate of RATES) {
    // A fresh instance per rate: a slower step cannot leave a backlog or a fuller database behind.
    const app = await startBuiltApp({ dir, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const cookies = await signInSellers(app.origin, SELLERS);
      // Warm-up: every route once per seller, and a few uploads, before the clock starts.
      for (const cookie of cookies) {
        for (const read of READS) {
          await send(app.origin, { method: 'GET', path: read, headers: { cookie } });
        }
      }
      for (const cookie of cookies.slice(0, 2)) {
        await send(app.origin, uploadRequest(app.origin, cookie, upload));
      }
      const figures = await step(app, rate, cookies, upload);
      steps.push(figures);
      console.log(
        `${label} ${rate}/s: read p99 ${figures.readP99Ms.toFixed(0)} ms, upload p99 ` +
          `${figures.uploadP99Ms.toFixed(0)} ms, all p99 ${figures.allP99Ms.toFixed(0)} ms, ` +
          `${figures.failed} failed, CPU ${figures.cpuPercent?.toFixed(0) ?? '?'}%`,
      );
    } finally {
      await app.stop();
    }
  }
  return {
    label,
    dir: dir ?? 'this checkout',
    steps,
    capacityAll: capacity(steps, 'allP99Ms'),
    capacityReads: capacity(steps, 'readP99Ms'),
  };
}

async function main(): Promise<void> {
  const photo = await browserPhoto();
  console.log(
    `capacity: rates ${RATES.join(', ')} req/s, ${STEP_SEC} s each, ${(UPLOAD_SHARE * 100).toFixed(0)}% uploads of ` +
      `${(photo.length / 1024).toFixed(0)} KB; load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  const contenders: [string, string | undefined][] = [['this', undefined]];
  const baseline = process.env.BENCH_BASELINE_DIR;
  if (baseline) contenders.unshift(['baseline', path.resolve(baseline)]);
  const results = [];
  for (const [label, dir] of contenders) results.push(await measure(label, dir, photo));
  for (const result of results) {
    console.log(`\n${result.label} (${result.dir})`);
    printTable(
      [
        'rate/s',
        'answered/s',
        'failed',
        'read p50',
        'read p99',
        'upload p50',
        'upload p99',
        'all p99',
        'CPU %',
      ],
      result.steps.map((s) => [
        String(s.rate),
        s.answeredPerSec.toFixed(1),
        String(s.failed),
        s.readP50Ms.toFixed(1),
        s.readP99Ms.toFixed(1),
        s.uploadP50Ms.toFixed(0),
        s.uploadP99Ms.toFixed(0),
        s.allP99Ms.toFixed(0),
        s.cpuPercent?.toFixed(0) ?? '',
      ]),
    );
    console.log(
      `highest rate with p99 <= ${P99_LIMIT_MS} ms and nothing failed: all requests ` +
        `${result.capacityAll}/s, reads ${result.capacityReads}/s`,
    );
  }
  const file = writeResults('capacity', {
    environment: { ...environment(), loadAverage: os.loadavg() },
    rates: RATES,
    stepSec: STEP_SEC,
    uploadShare: UPLOAD_SHARE,
    photoBytes: photo.length,
    results,
  });
  console.log(`\nresults: ${file}`);
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
