// Photo upload benchmark: 10 camera-sized JPEGs (4000 x 3000, 4.4-5 MB each) through
// POST /api/upload-photos of the real app, against a bare sharp script doing the same resize on
// the same files; throughput and peak RSS of each.
//
//   node_modules/.bin/tsx bench/photos/run.ts           (BENCH_ROUNDS=5 BENCH_WARMUP=1 by default)
//   BENCH_DATABASE_URL=postgres://... node_modules/.bin/tsx bench/photos/run.ts   (default: PGlite)
//   BENCH_CPU_PROF=/tmp/prof node_modules/.bin/tsx bench/photos/run.ts   (profile of the server)
//
// Design: this process only makes the photos and plays the client. The app runs in one forked
// child and the bare script in others, each bundled and run with plain node as production runs
// the server (bundle-children.ts). One process per contender is the only way to get honest
// peak RSS figures: RSS is per process, and glibc rarely hands freed memory back, so a bare run
// in the server's process (or after it) would inherit the server's high-water mark. Each child
// samples its own process.memoryUsage.rss() every 20 ms and reads its kernel high-water mark
// (see rss-sampler.ts). The children take turns, one round each in a rotating order, never side
// by side, so a busy machine slows them alike. The server child carries more than the bare one
// before any photo arrives (Fastify, the routes and above all PGlite, about 700 MB of WASM
// memory), so the table shows the idle baseline, the peak, and the growth (peak - baseline);
// BENCH_DATABASE_URL shows the server without PGlite.
//
// The server processes two parts of one request at a time while it reads the next
// (upload-photos.ts), within its process-wide limit of 2 concurrent decodes. The bare script
// runs twice: at concurrency 2 (the pipeline's width, the comparison asked for) and at
// concurrency 1 (one photo at a time, what the server did before issue 10).
//
// Not part of npm test: numbers depend on the machine. Results go to bench/results/ (git-ignored).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { environment, mb, median, printTable, writeResults } from '../shared/report';
import { signInNewCustomer } from '../shared/sign-in';
import { bundleChildren } from './bundle-children';
import type { BareOptions, FromChild, PhotoOutput, ToChild } from './ipc';
import { makePhotos } from './make-photos';
import type { RssFigures } from './rss-sampler';

const PHOTOS = 10;

function positiveInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name}: expected an integer >= ${min}, got ${raw}`);
  return value;
}

type Message<T extends FromChild['type']> = Extract<FromChild, { type: T }>;

/** One forked child and typed request/answer over its IPC channel. */
class Child {
  readonly process: ChildProcess;

  constructor(file: string, env: Record<string, string>, execArgv: string[] = []) {
    this.process = fork(file, [], {
      execArgv,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  /** The next message of this type; fails if the child exits first. */
  next<T extends FromChild['type']>(type: T): Promise<Message<T>> {
    const child = this.process;
    return new Promise((resolve, reject) => {
      const onMessage = (message: FromChild) => {
        if (message.type !== type) return;
        cleanup();
        resolve(message as Message<T>);
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`child exited (${code}) before sending '${type}'`));
      };
      const cleanup = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  }

  ask<T extends FromChild['type']>(message: ToChild, answer: T): Promise<Message<T>> {
    const reply = this.next(answer);
    this.process.send(message);
    return reply;
  }

  /** Asks the child to stop and waits for it to exit; kills it (this child only) after 10 s. */
  async stop(): Promise<void> {
    const child = this.process;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    if (child.connected) child.send({ type: 'stop' } satisfies ToChild);
    const code = await exited;
    clearTimeout(timer);
    if (code !== 0) console.error(`child ${child.pid} exited with ${code}`);
  }
}

interface Contender {
  label: string;
  child: Child;
  /** One round of all 10 photos: one request for the server. */
  round(): Promise<{ ms: number; output: PhotoOutput }>;
  roundMs: number[];
  output?: PhotoOutput;
  rss?: RssFigures;
  /** CPU time of the child over warm-up and measured rounds (all its threads). */
  cpuMs?: number;
}

async function serverContender(
  photos: { name: string; bytes: Buffer }[],
  dataDir: string,
  childFile: string,
) {
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the server child (its JS and GC; sharp's own
  // threads show only as time outside JS), written when it exits.
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = new Child(
    childFile,
    { BENCH_DATA_DIR: dataDir },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
  );
  const { port, database } = await child.next('ready');
  const appUrl = `http://127.0.0.1:${port}`;
  const cookie = await signInNewCustomer(appUrl);
  const blobs = photos.map((p) => ({
    name: p.name,
    blob: new Blob([new Uint8Array(p.bytes)], { type: 'image/jpeg' }),
  }));
  const round = async () => {
    const form = new FormData();
    for (const { name, blob } of blobs) form.append('photos', blob, name);
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/upload-photos`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    const body = (await response.json()) as { photoUrls?: string[]; message?: string };
    const ms = performance.now() - started;
    const firstUrl = body.photoUrls?.[0];
    if (response.status !== 200 || body.photoUrls?.length !== photos.length || !firstUrl) {
      throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
    }
    // What the server stored for photo 1 (outside the timing), to set beside the bare output.
    const stored = await fetch(`${appUrl}${firstUrl}`);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    return { ms, output: { width: meta.width ?? 0, height: meta.height ?? 0 } };
  };
  const contender: Contender = {
    label: `server (HTTP upload, ${database ?? '?'})`,
    child,
    round,
    roundMs: [],
  };
  return { contender, database: database ?? 'pglite' };
}

async function bareContender(options: BareOptions, childFile: string): Promise<Contender> {
  const child = new Child(childFile, { BENCH_BARE_OPTIONS: JSON.stringify(options) });
  await child.next('ready');
  const round = async () => {
    const { ms, output } = await child.ask({ type: 'round' }, 'round-done');
    return { ms, output };
  };
  return { label: `bare sharp, concurrency ${options.concurrency}`, child, round, roundMs: [] };
}

function throughput(c: Contender): number {
  const totalMs = c.roundMs.reduce((sum, ms) => sum + ms, 0);
  return (PHOTOS * c.roundMs.length) / (totalMs / 1000);
}

function rssOf(c: Contender): RssFigures {
  if (!c.rss) throw new Error(`${c.label}: no RSS figures`);
  return c.rss;
}

async function main(): Promise<void> {
  const rounds = positiveInt('BENCH_ROUNDS', 5);
  const warmupRounds = positiveInt('BENCH_WARMUP', 1, 0);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-photos-'));
  const contenders: Contender[] = [];
  try {
    const photosDir = path.join(tmp, 'photos');
    fs.mkdirSync(photosDir);
    const madeAt = performance.now();
    const made = await makePhotos(photosDir, PHOTOS);
    const sizes = made.map((m) => m.bytes);
    console.log(
      `${PHOTOS} JPEGs 4000x3000 made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s: ` +
        `${mb(Math.min(...sizes)).toFixed(2)}-${mb(Math.max(...sizes)).toFixed(2)} MB each, ` +
        `${mb(sizes.reduce((a, b) => a + b, 0)).toFixed(1)} MB in all`,
    );
    const photos = made.map((m) => ({
      name: path.basename(m.file),
      bytes: fs.readFileSync(m.file),
    }));
    const files = made.map((m) => m.file);

    const children = await bundleChildren();
    const server = await serverContender(photos, path.join(tmp, 'data'), children['server-child']);
    contenders.push(server.contender);
    contenders.push(await bareContender({ files, concurrency: 2 }, children['bare-child']));
    contenders.push(await bareContender({ files, concurrency: 1 }, children['bare-child']));
    const [serverRun, bare2, bare1] = contenders as [Contender, Contender, Contender];

    console.log(
      `${warmupRounds} warm-up round(s), then ${rounds} measured rounds of ${PHOTOS} photos; ` +
        `contenders take turns in a rotating order\n`,
    );
    // Let every child settle, idle, before its baseline is taken.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const c of contenders) await c.child.ask({ type: 'reset' }, 'reset-done');
    for (let i = 0; i < warmupRounds; i++) for (const c of contenders) await c.round();
    for (let i = 0; i < rounds; i++) {
      for (let k = 0; k < contenders.length; k++) {
        const c = contenders[(i + k) % contenders.length] as Contender;
        const { ms, output } = await c.round();
        c.roundMs.push(ms);
        c.output ??= output;
      }
    }
    for (const c of contenders) {
      const figures = await c.child.ask({ type: 'figures' }, 'figures');
      c.rss = figures.rss;
      c.cpuMs = figures.cpuMs;
    }
    // CPU per photo: the part of the difference that is work, not waiting.
    const cpuPerPhoto = (c: Contender) =>
      (c.cpuMs ?? 0) / (PHOTOS * (c.roundMs.length + warmupRounds));

    printTable(
      [
        'run',
        'photos/s',
        'ms/10 (median)',
        'CPU ms/photo',
        'min',
        'max',
        'idle RSS MB',
        'peak RSS MB',
        'growth MB',
        'VmHWM MB',
      ],
      contenders.map((c) => {
        const rss = rssOf(c);
        return [
          c.label,
          throughput(c).toFixed(2),
          median(c.roundMs).toFixed(0),
          cpuPerPhoto(c).toFixed(0),
          Math.min(...c.roundMs).toFixed(0),
          Math.max(...c.roundMs).toFixed(0),
          mb(rss.baselineBytes).toFixed(0),
          mb(rss.peakBytes).toFixed(0),
          mb(rss.peakBytes - rss.baselineBytes).toFixed(0),
          mb(rss.lifetimeMaxBytes).toFixed(0),
        ];
      }),
    );
    const ratio = (bare: Contender) => {
      const s = rssOf(serverRun);
      const b = rssOf(bare);
      return {
        throughput: throughput(serverRun) / throughput(bare),
        peakRss: s.peakBytes / b.peakBytes,
        rssGrowth: (s.peakBytes - s.baselineBytes) / (b.peakBytes - b.baselineBytes),
      };
    };
    const ratios = { vsConcurrency2: ratio(bare2), vsConcurrency1: ratio(bare1) };
    console.log();
    for (const [name, r] of [
      ['bare c=2', ratios.vsConcurrency2],
      ['bare c=1', ratios.vsConcurrency1],
    ] as const) {
      console.log(
        `server/${name}: throughput ${r.throughput.toFixed(2)}, peak RSS ${r.peakRss.toFixed(2)}, ` +
          `RSS growth ${r.rssGrowth.toFixed(2)}`,
      );
    }
    const size = (o?: PhotoOutput) => (o ? `${o.width}x${o.height}` : '?');
    console.log(`photo 1 output: server ${size(serverRun.output)}, bare ${size(bare2.output)}`);
    if (size(serverRun.output) !== size(bare2.output)) {
      console.error('WARNING: server and bare outputs differ in size; the comparison is off.');
      process.exitCode = 1;
    }

    const file = writeResults('photos', {
      endpoint: 'POST /api/upload-photos',
      database: server.database,
      photos: { count: PHOTOS, width: 4000, height: 3000, bytes: sizes },
      rounds,
      warmupRounds,
      loadAverage: os.loadavg(),
      environment: environment(),
      sharp: {
        version: sharp.versions.sharp,
        vips: sharp.versions.vips,
        threadsPerImage: sharp.concurrency(),
      },
      runs: contenders.map((c) => ({
        label: c.label,
        roundMs: c.roundMs,
        photosPerSec: throughput(c),
        medianMs: median(c.roundMs),
        cpuMsPerPhoto: cpuPerPhoto(c),
        rss: c.rss,
        output: c.output,
      })),
      ratios,
    });
    console.log(`\nwritten ${file}`);
  } finally {
    await Promise.all(contenders.map((c) => c.child.stop()));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
