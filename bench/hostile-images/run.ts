// Hostile images against the real server (issue 28, finding 2): peak resident memory of the
// server process, and of the server with every process it started (the isolated AVIF/HEIC
// decoder), while each hostile image is uploaded, alone and two at once.
//
//   node_modules/.bin/tsx bench/hostile-images/run.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db>   (default: that URL with db bench_hostile)
//   BENCH_SERVER_DIR=/path/to/another/checkout   (the same bench against other code: "before")
//   BENCH_ONLY=issue   (only the images whose name matches)
//
// The server runs on PostgreSQL: PGlite alone keeps 400-900 MB of WASM memory resident (decision
// 0007), which would hide what an image costs. It is started as production starts it (node,
// src/server/main.ts, through tsx's loader) with silent logs on 127.0.0.1; a sampler in this
// process reads /proc/<pid>/statm of the server and of its descendants every 5 ms, and the
// server's own kernel high-water mark (VmHWM) at the end of each phase. Linux only.
//
// The images (made here; the 7070 x 7070 ones take ~40 s to encode, kept in os.tmpdir()):
// - the 1 KB AVIF: 7070 x 7070, 12 bits; and its 8-bit twin;
// - the 6 KB PNG of 49,990,000 x 1;
// - the worst AVIF the header check lets through: 12 megapixels (4000 x 3000), 8 bits;
// - a 50-megapixel JPEG (7000 x 7000) with EXIF orientation 6, the worst streamed photo.
// Not part of npm test. Results go to bench/results/ (git-ignored).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pngBomb } from '../../src/server/test-support/images';
import { environment, mb, printTable, writeResults } from '../shared/report';
import { signInNewCustomer } from '../shared/sign-in';

const SERVER_DIR = path.resolve(process.env.BENCH_SERVER_DIR ?? process.cwd());
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_hostile';
const CACHE = path.join(os.tmpdir(), 'bench-hostile-images');

interface Hostile {
  name: string;
  type: string;
  make: () => Promise<Buffer>;
}

function pixels(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < data.length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[i] = (((i / 3) % width) * 255) / width + (state & 0x1f);
  }
  return data;
}

const IMAGES: Hostile[] = [
  {
    name: 'AVIF 7070x7070 12-bit (issue)',
    type: 'image/avif',
    make: () =>
      sharp({ create: { width: 7070, height: 7070, channels: 3, background: '#0a141e' } })
        .avif({ bitdepth: 12, quality: 10, effort: 0 })
        .toBuffer(),
  },
  {
    name: 'AVIF 7070x7070 8-bit',
    type: 'image/avif',
    make: () =>
      sharp({ create: { width: 7070, height: 7070, channels: 3, background: '#0a141e' } })
        .avif({ quality: 10, effort: 0 })
        .toBuffer(),
  },
  {
    name: 'PNG 49990000x1 (issue)',
    type: 'image/png',
    // 1-bit greyscale, 6,146 bytes: the test layer's bomb maker.
    make: () => Promise.resolve(pngBomb(49_990_000, 1)),
  },
  {
    name: 'AVIF 4000x3000 8-bit (worst let through)',
    type: 'image/avif',
    make: () =>
      sharp(pixels(4000, 3000, 7), { raw: { width: 4000, height: 3000, channels: 3 } })
        .avif({ quality: 50, effort: 0 })
        .toBuffer(),
  },
  {
    name: 'JPEG 7000x7000 orientation 6',
    type: 'image/jpeg',
    make: () =>
      sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#808080' } })
        .jpeg({ quality: 60 })
        .withMetadata({ orientation: 6 })
        .toBuffer(),
  },
];

async function image(hostile: Hostile): Promise<Buffer> {
  fs.mkdirSync(CACHE, { recursive: true });
  const file = path.join(CACHE, `${hostile.name.replace(/[^a-z0-9]+/gi, '-')}.bin`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const started = Date.now();
  const bytes = await hostile.make();
  fs.writeFileSync(file, bytes);
  console.log(`made ${hostile.name}: ${bytes.length} bytes in ${Date.now() - started} ms`);
  return bytes;
}

/** Resident bytes of a process from /proc (0 once it has gone). */
function rssOf(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    const tasks = fs.readdirSync(`/proc/${pid}/task`);
    return tasks.flatMap((task) =>
      fs
        .readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

function descendants(pid: number): number[] {
  const found = childrenOf(pid);
  return [...found, ...found.flatMap(descendants)];
}

function highWaterMark(pid: number): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Peaks of the server and of the server with its descendants, sampled every 5 ms. */
function sample(pid: number) {
  let server = 0;
  let total = 0;
  const timer = setInterval(() => {
    const own = rssOf(pid);
    const all = own + descendants(pid).reduce((sum, child) => sum + rssOf(child), 0);
    server = Math.max(server, own);
    total = Math.max(total, all);
  }, 5);
  return () => {
    clearInterval(timer);
    return { server, total };
  };
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL,
      DATA_KEY: 'b'.repeat(64),
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 25);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}):\n${text.slice(-2000)}`));
    });
  });
  return { child, url };
}

async function upload(url: string, cookie: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('photos', new Blob([bytes], { type }), 'photo');
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${url}/api/upload-photos`, {
      method: 'POST',
      headers: { cookie, origin: url },
      body: form,
    });
    const body = await response.text();
    let code = '';
    try {
      code = (JSON.parse(body) as { code?: string }).code ?? '';
    } catch {
      // not JSON
    }
    return { status: response.status, code, ms: ms() };
  } catch {
    // No answer within fetch's 300 s (the old pipeline decoding the AVIF on a busy
    // machine), or the server died: the peak is what counts.
    return { status: 0, code: 'no answer', ms: ms() };
  }
}

async function main(): Promise<void> {
  const images = [];
  // BENCH_ONLY=<regex> keeps the images whose name matches (e.g. 'issue').
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  for (const hostile of IMAGES) {
    if (!only || only.test(hostile.name)) images.push({ ...hostile, bytes: await image(hostile) });
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hostile-'));
  const { child, url } = await startServer(dataDir);
  const pid = child.pid!;
  const rows: string[][] = [];
  const results = [];
  try {
    // Fresh accounts: the photo quota would stop one account long before the images run out.
    const cookies = [await signInNewCustomer(url), await signInNewCustomer(url)];
    const idle = rssOf(pid);
    for (const { name, type, bytes } of images) {
      for (const together of [1, 2]) {
        const stop = sample(pid);
        const answers = await Promise.all(
          cookies.slice(0, together).map((cookie) => upload(url, cookie, bytes, type)),
        );
        const peak = stop();
        // 0 once the server has died (out of memory): the table says so.
        const hwm = child.exitCode === null ? highWaterMark(pid) : 0;
        const result = {
          image: name,
          bytes: bytes.length,
          together,
          answers,
          serverPeakMb: mb(peak.server),
          serverAndChildrenPeakMb: mb(peak.total),
          serverHighWaterMarkMb: mb(hwm),
        };
        results.push(result);
        rows.push([
          name,
          String(bytes.length),
          `x${together}`,
          answers.map((a) => `${a.status} ${a.code}`.trim()).join(', '),
          String(Math.max(...answers.map((a) => a.ms))),
          mb(peak.server).toFixed(0),
          mb(peak.total).toFixed(0),
          mb(hwm).toFixed(0),
        ]);
      }
    }
    console.log(`\nserver: ${SERVER_DIR}, PostgreSQL, idle RSS ${mb(idle).toFixed(0)} MB`);
    printTable(
      ['image', 'bytes', 'at once', 'answers', 'ms', 'server MB', '+children MB', 'server HWM MB'],
      rows,
    );
    const file = writeResults('hostile-images', {
      environment: environment(),
      loadAverage: os.loadavg(),
      serverDir: SERVER_DIR,
      idleRssMb: mb(idle),
      results,
    });
    console.log(`\nresults: ${file}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
