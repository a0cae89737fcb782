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
  /** The app's environment for this stand-in: payments, and payouts from its business account. */
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
  /** The RazorpayX business account the stand-in pays from: RAZORPAYX_ACCOUNT_NUMBER. */
  payoutAccountNumber: string;
  /** Every payout made so far, with the idempotency key and fund account it was made with. */
  payouts(): Promise<StandInPayout[]>;
  /** Every fund account made so far (a bank account or a VPA). */
  fundAccounts(): Promise<StandInFundAccount[]>;
  /** The next `count` new payouts are made, but answered 503 (the answer lost on its way). */
  loseAnswers(count: number): Promise<void>;
  /** What the bank does with each new payout from now on (`hold`: nothing until moved). */
  payoutOutcome(outcome: 'processed' | 'reversed' | 'failed' | 'hold'): Promise<void>;
  /** The status each new refund is made in (default processed). */
  refundOutcome(outcome: 'processed' | 'pending' | 'failed'): Promise<void>;
  /** Moves one pending refund as the bank did. */
  moveRefund(refundId: string, to: 'process' | 'fail'): Promise<{ id: string; status: string }>;
  /**
   * The bank processes, reverses (a processing one is processed first) or fails the payout; its
   * signed webhooks go to `webhookUrl` when given, and come back to deliver by hand.
   */
  movePayout(
    payoutId: string,
    how: 'process' | 'reverse' | 'fail',
    webhookUrl?: string,
  ): Promise<StandInPayoutMove>;
  stop(): Promise<void>;
}

/** A payout as RazorpayX holds it, with what the stand-in saw it made with. */
export interface StandInPayout {
  id: string;
  fund_account_id: string;
  amount: number;
  currency: string;
  status: string;
  mode: string;
  purpose: string;
  utr: string | null;
  reference_id: string | null;
  narration: string | null;
  failure_reason: string | null;
  status_details: { source: string; reason: string; description: string } | null;
  idempotencyKey: string;
  fund_account: StandInFundAccount;
}

export interface StandInFundAccount {
  id: string;
  contact_id: string;
  account_type: 'bank_account' | 'vpa';
  bank_account?: { name: string; ifsc: string; account_number: string };
  vpa?: { address: string };
}

export interface StandInPayoutMove {
  payout: Omit<StandInPayout, 'idempotencyKey' | 'fund_account'>;
  webhooks: Array<{ eventId: string; body: string; signature: string }>;
  deliveries: number[];
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
  const payoutAccountNumber = '2323230000000000';
  const child = spawn(process.execPath, [outfile], {
    env: {
      PATH: process.env.PATH,
      STANDIN_KEY_ID: keys.keyId,
      STANDIN_KEY_SECRET: keys.keySecret,
      STANDIN_WEBHOOK_SECRET: keys.webhookSecret,
      STANDIN_PAYOUT_ACCOUNT: payoutAccountNumber,
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
      RAZORPAYX_ACCOUNT_NUMBER: payoutAccountNumber,
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
    payoutAccountNumber,
    payouts: async () =>
      (await control<{ items: StandInPayout[] }>('GET', '/_control/payouts')).items,
    fundAccounts: async () =>
      (await control<{ items: StandInFundAccount[] }>('GET', '/_control/fund-accounts')).items,
    refundOutcome: async (outcome) => {
      await control('POST', '/_control/refunds/outcome', { outcome });
    },
    moveRefund: (refundId, to) =>
      control<{ id: string; status: string }>(
        'POST',
        `/_control/refunds/${encodeURIComponent(refundId)}/${to}`,
      ),
    loseAnswers: async (count) => {
      await control('POST', '/_control/payouts/lose-answers', { count });
    },
    payoutOutcome: async (outcome) => {
      await control('POST', '/_control/payouts/outcome', { outcome });
    },
    movePayout: (payoutId, how, webhookUrl) =>
      control<StandInPayoutMove>(
        'POST',
        `/_control/payouts/${encodeURIComponent(payoutId)}/${how}`,
        { webhookUrl },
      ),
    stop,
  };
}
