// zxing-cpp (WebAssembly) in a worker thread of its own (issue 23): reading a dense code takes
// 50-200 ms of CPU, and WebAssembly runs to the end once called, so on the server's thread it would
// stall every other request meanwhile. The worker is made on first use and kept; each read has a
// time limit, past which the worker is ended (terminate() stops WebAssembly too) and made again.
// Its input is bounded by the caller (at most 2,000 px a side: 16 MB of pixels), which bounds its
// memory. The library and its .wasm come from node_modules, never a CDN.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const READ_TIMEOUT_MS = 10_000;

// CommonJS, evaluated as the worker's main script (no file to find at run time, bundled or not).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { prepareZXingModule, readBarcodes } = require(workerData.zxing);
const wasm = fs.readFileSync(workerData.wasm);
const ready = prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length) },
  fireImmediately: true,
});
parentPort.on('message', async ({ id, data, width, height }) => {
  try {
    await ready;
    const found = await readBarcodes(
      { data: new Uint8ClampedArray(data), width, height, colorSpace: 'srgb' },
      { formats: ['QRCode'], tryHarder: true, tryRotate: true, tryInvert: false, maxNumberOfSymbols: 4 },
    );
    parentPort.postMessage({ id, texts: found.filter((one) => one.isValid && one.text).map((one) => one.text) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Pending {
  resolve: (texts: string[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function start(): Worker {
  const require = createRequire(import.meta.url);
  const made = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      zxing: require.resolve('zxing-wasm/reader'),
      wasm: require.resolve('zxing-wasm/reader/zxing_reader.wasm'),
    },
  });
  made.on('message', (answer: { id: number; texts?: string[]; error?: string }) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    clearTimeout(waiting.timer);
    if (answer.error !== undefined) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer.texts ?? []);
  });
  made.on('error', (error) => stop(error));
  made.on('exit', () => stop(new Error('the QR reader stopped')));
  // A kept worker must not hold the process open when the server shuts down.
  made.unref();
  return made;
}

/** Ends the worker and fails what waited on it; the next read makes a new one. */
function stop(error: Error): void {
  const ending = worker;
  worker = undefined;
  for (const [id, waiting] of pending) {
    pending.delete(id);
    clearTimeout(waiting.timer);
    waiting.reject(error);
  }
  void ending?.terminate();
}

/** The texts of the QR codes in RGBA pixels, read in the worker. */
export function readQrCodes(pixels: {
  data: Buffer;
  width: number;
  height: number;
}): Promise<string[]> {
  worker ??= start();
  const id = nextId;
  nextId += 1;
  // A copy of the pixels, handed over (transferred), not shared.
  const data = pixels.data.buffer.slice(
    pixels.data.byteOffset,
    pixels.data.byteOffset + pixels.data.byteLength,
  ) as ArrayBuffer;
  return new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(
      () => stop(new Error(`the QR reader took over ${READ_TIMEOUT_MS} ms`)),
      READ_TIMEOUT_MS,
    );
    pending.set(id, { resolve, reject, timer });
    worker!.postMessage({ id, data, width: pixels.width, height: pixels.height }, [data]);
  });
}
