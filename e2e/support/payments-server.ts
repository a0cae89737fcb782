// An app server of a spec's own with the payment gateway on (issue 22), beside the run's server,
// which has no keys, as `npm start` has none. The gateway is the Razorpay stand-in (its own
// process, src/server/test-support/stand-ins): its REST API for the server, its Standard Checkout
// for the browser, and its webhooks, sent to this server after each payment made in the checkout.
// The server runs on the embedded database in a fresh data directory, on a port of the worker's
// own, and both stop after the spec.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  launchRazorpayStandIn,
  type RazorpayStandIn,
} from '@/server/test-support/stand-ins/razorpay-process';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from './constants';
import { APP_SERVER_COMMAND } from './server-command';

export interface PaymentsServer {
  baseURL: string;
  standIn: RazorpayStandIn;
  stop(): Promise<void>;
}

/** Ports after the run's server's, one per parallel worker; all of them Chromium allows. */
const FIRST_PORT = E2E_PORT + 108;

export async function startPaymentsServer(parallelIndex: number): Promise<PaymentsServer> {
  const port = FIRST_PORT + parallelIndex;
  const baseURL = `http://127.0.0.1:${port}`;
  // Another server there (one left by a run that was killed) would answer for this one.
  await expectPortFree(port);
  const standIn = await launchRazorpayStandIn({
    webhookUrl: `${baseURL}/api/webhooks/razorpay`,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resale-e2e-payments-'));
  const [command, ...args] = APP_SERVER_COMMAND;
  const child = spawn(command!, args, {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...standIn.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A worker that ends without its teardown (timed out, killed) takes the server with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  void exited.then(() => process.off('exit', orphaned));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    await standIn.stop();
  };
  try {
    await untilReady(baseURL, exited, () => errors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, standIn, stop };
}

function expectPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: stop what listens there (ss -ltnp)`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Asks /readyz until it answers 200, as Playwright's webServer does; fails if the server exits. */
async function untilReady(baseURL: string, exited: Promise<void>, errors: () => string) {
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the payments e2e server exited:\n${errors()}`);
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
