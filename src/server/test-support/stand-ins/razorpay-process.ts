// Starts the Razorpay stand-in (razorpay.ts) as a process of its own: bundled by esbuild into a
// temporary folder, run by plain node. `startRazorpayStandIn` stops it after the Vitest file
// (teardown-registry.ts); `launchRazorpayStandIn` leaves that to its caller (the e2e payments
// spec, which also has its checkout send webhooks to the app).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { onFileTeardown } from '../teardown-registry';

export interface RazorpayStandIn {
  /** Base URL of its API: RAZORPAY_API_URL. */
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The app's environment for this stand-in. */
  env: Record<string, string>;
  /** Every order created so far, as the gateway holds them. */
  orders(): Promise<Array<{ id: string; amount: number; receipt: string; status: string }>>;
  /** Every refund made so far. */
  refunds(): Promise<Array<{ id: string; payment_id: string; amount: number; status: string }>>;
  /** The buyer pays the order; its webhooks go to `webhookUrl` when given. */
  pay(orderId: string, webhookUrl?: string): Promise<StandInPayment>;
  /** The buyer's payment attempt fails: the order lists a failed payment and stays unpaid. */
  fail(orderId: string): Promise<{ id: string; status: string }>;
  /** The gateway goes down (every API call 503) or comes back. */
  outage(down: boolean): Promise<void>;
  stop(): Promise<void>;
}

export interface StandInPayment {
  checkout: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  webhooks: Array<{ eventId: string; body: string; signature: string }>;
  deliveries: number[];
}

/** The stand-in for a Vitest file, stopped after it. */
export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const standIn = await launchRazorpayStandIn();
  onFileTeardown(standIn.stop);
  return standIn;
}

export interface LaunchOptions {
  /** Where the stand-in's checkout sends the webhooks of a payment made in it. */
  webhookUrl?: string;
}

/** The stand-in process; the caller stops it. */
export async function launchRazorpayStandIn({
  webhookUrl,
}: LaunchOptions = {}): Promise<RazorpayStandIn> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'razorpay-standin-'));
  const outfile = path.join(folder, 'razorpay.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./razorpay.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'silent',
  });
  const keys = {
    keyId: 'rzp_test_standin',
    keySecret: crypto.randomUUID(),
    webhookSecret: crypto.randomUUID(),
  };
  const child = spawn(process.execPath, [outfile], {
    env: {
      PATH: process.env.PATH,
      STANDIN_KEY_ID: keys.keyId,
      STANDIN_KEY_SECRET: keys.keySecret,
      STANDIN_WEBHOOK_SECRET: keys.webhookSecret,
      ...(webhookUrl ? { STANDIN_WEBHOOK_URL: webhookUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`stand-in exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // A test process that ends without its teardown (killed, timed out) takes the stand-in along.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  void exited.then(() => process.off('exit', orphaned));
  const control = async <T>(method: 'GET' | 'POST', route: string, body?: unknown) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`stand-in ${route}: ${response.status}`);
    return (await response.json()) as T;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(folder, { recursive: true, force: true });
  };
  return {
    url,
    ...keys,
    env: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: url,
      RAZORPAY_CHECKOUT_URL: `${url}/checkout.js`,
    },
    orders: async () => (await control<{ items: [] }>('GET', '/_control/orders')).items,
    refunds: async () => (await control<{ items: [] }>('GET', '/_control/refunds')).items,
    pay: (orderId, webhookUrl) =>
      control<StandInPayment>('POST', `/_control/orders/${encodeURIComponent(orderId)}/pay`, {
        webhookUrl,
      }),
    fail: (orderId) =>
      control<{ id: string; status: string }>(
        'POST',
        `/_control/orders/${encodeURIComponent(orderId)}/fail`,
      ),
    outage: async (down) => {
      await control('POST', '/_control/outage', { down });
    },
    stop,
  };
}
