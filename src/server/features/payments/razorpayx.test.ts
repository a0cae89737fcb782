// The RazorpayX payouts client against the stand-in of its API, a process of its own (stand-ins/
// razorpayx-payouts.ts): payouts to a bank account and to a UPI address, one payout per
// idempotency key however often and however concurrently it is asked, what the bank then does,
// signed webhooks, and the gateway refusing or unavailable.
import crypto from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type RazorpayConfig } from '@/server/platform/config';
import {
  launchRazorpayStandIn,
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '@/server/test-support/stand-ins/razorpay-process';
import { onFileTeardown } from '@/server/test-support/teardown-registry';
import { payoutProviderFor } from './index';
import { GatewayRejectedError, GatewayUnavailableError, type PayoutBeneficiary } from './provider';
import { createRazorpay } from './razorpay';
import { createRazorpayX } from './razorpayx';

let standIn: RazorpayStandIn;
let config: RazorpayConfig & { payoutAccountNumber: string };

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  const razorpay = loadConfig(standIn.env).razorpay!;
  config = { ...razorpay, payoutAccountNumber: razorpay.payoutAccountNumber! };
});

const bank = (): PayoutBeneficiary => ({
  name: 'Asha Verma',
  referenceId: crypto.randomUUID(),
  email: 'asha@example.com',
  phone: '98765 43210',
  account: {
    kind: 'bank',
    holderName: "Asha D'Souza",
    ifsc: 'sbin0001234',
    accountNumber: '918273645501',
  },
});

const vpa = (): PayoutBeneficiary => ({
  name: 'Ravi Kumar',
  referenceId: crypto.randomUUID(),
  email: null,
  phone: null,
  account: { kind: 'vpa', address: 'ravi.kumar@ybl' },
});

const payoutOf = (beneficiary: PayoutBeneficiary, idempotencyKey = crypto.randomUUID()) => ({
  beneficiary,
  amount: 55000,
  referenceId: 'payout-1',
  narration: 'Shipment #42 (₹550) – thanks!',
  idempotencyKey,
});

async function atGateway(payoutId: string) {
  const [payout] = (await standIn.payouts()).filter((one) => one.id === payoutId);
  return payout!;
}

describe('RazorpayX payouts', () => {
  it('pays a bank account by IMPS from the business account, its names and narration as the gateway takes them', async () => {
    const payouts = createRazorpayX(config);
    const input = payoutOf(bank());
    const payout = await payouts.createPayout(input);
    expect(payout).toEqual({
      id: expect.stringMatching(/^pout_/),
      amount: 55000,
      status: 'processing',
      mode: 'IMPS',
      utr: null,
      referenceId: 'payout-1',
      failureReason: null,
    });
    expect(await atGateway(payout.id)).toMatchObject({
      amount: 55000,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      narration: 'Shipment 42 550 thanks',
      idempotencyKey: input.idempotencyKey,
      fund_account: {
        account_type: 'bank_account',
        bank_account: { name: 'Asha D’Souza', ifsc: 'SBIN0001234', account_number: '918273645501' },
      },
    });
    expect(await payouts.fetchPayout(payout.id)).toEqual(payout);
  });

  it('finds the payout made with a reference (the newest), or none', async () => {
    const payouts = createRazorpayX(config);
    const reference = `payout-find-${crypto.randomBytes(4).toString('hex')}`;
    expect(await payouts.findPayout(reference)).toBeNull();
    const made = await payouts.createPayout({ ...payoutOf(bank()), referenceId: reference });
    expect(await payouts.findPayout(reference)).toEqual(made);
  });

  it('pays a seller who typed their name in Hindi: the names go in Latin letters, not refused', async () => {
    const payouts = createRazorpayX(config);
    const hindi: PayoutBeneficiary = {
      ...bank(),
      name: 'आशा वर्मा',
      account: {
        ...(bank().account as Extract<PayoutBeneficiary['account'], { kind: 'bank' }>),
        holderName: 'आशा वर्मा',
      },
    };
    const payout = await payouts.createPayout(payoutOf(hindi));
    expect(payout.status).toBe('processing');
    expect(await atGateway(payout.id)).toMatchObject({
      fund_account: { bank_account: { name: 'Asha Varma' } },
    });
  });

  it('pays a seller with a two-letter name, an initial or a name in another script: never refused for the name', async () => {
    const payouts = createRazorpayX(config);
    const named = (name: string): PayoutBeneficiary => ({
      ...bank(),
      name,
      account: {
        ...(bank().account as Extract<PayoutBeneficiary['account'], { kind: 'bank' }>),
        holderName: name,
      },
    });
    for (const [typed, sent] of [
      ['Om', 'Om.'],
      ['ओम', 'Om.'],
      ['K', 'K..'],
      ['K.', 'K..'],
      ['முருகன்', 'Payee'],
      ['--', 'Payee'],
    ] as const) {
      const payout = await payouts.createPayout(payoutOf(named(typed)));
      expect(payout.status, typed).toBe('processing');
      const made = await atGateway(payout.id);
      expect(made.fund_account, typed).toMatchObject({ bank_account: { name: sent } });
    }
  });

  it('pays a UPI address by UPI', async () => {
    const payouts = createRazorpayX(config);
    const payout = await payouts.createPayout(payoutOf(vpa()));
    expect(payout).toMatchObject({ status: 'processing', mode: 'UPI', amount: 55000 });
    const { fund_account_id } = await atGateway(payout.id);
    expect((await standIn.fundAccounts()).find((one) => one.id === fund_account_id)).toMatchObject({
      account_type: 'vpa',
      vpa: { address: 'ravi.kumar@ybl' },
    });
  });

  it('makes one payout per idempotency key, asked again or twenty times at once; another body under it is refused', async () => {
    const payouts = createRazorpayX(config);
    const beneficiary = bank();
    const input = payoutOf(beneficiary);
    const first = await payouts.createPayout(input);
    expect((await payouts.createPayout(input)).id).toBe(first.id);

    const key = crypto.randomUUID();
    const made = await Promise.all(
      Array.from({ length: 20 }, () => payouts.createPayout(payoutOf(beneficiary, key))),
    );
    expect(new Set(made.map((one) => one.id)).size).toBe(1);
    expect((await standIn.payouts()).filter((one) => one.idempotencyKey === key)).toHaveLength(1);
    // The contact and the fund account were found again, not made again.
    const accounts = (await standIn.fundAccounts()).filter(
      (one) => one.bank_account?.account_number === '918273645501',
    );
    expect(new Set(accounts.map((one) => one.contact_id)).size).toBe(accounts.length);

    const other = payouts.createPayout({ ...payoutOf(beneficiary, key), amount: 60000 });
    await expect(other).rejects.toBeInstanceOf(GatewayRejectedError);
    await expect(other).rejects.toMatchObject({ status: 400 });
  });

  it('reads back what the bank did: processed with the UTR, failed or reversed with the reason', async () => {
    const payouts = createRazorpayX(config);
    const paid = await payouts.createPayout(payoutOf(bank()));
    const moved = await standIn.movePayout(paid.id, 'process');
    expect(moved.webhooks.map((webhook) => JSON.parse(webhook.body).event)).toEqual([
      'payout.processed',
    ]);
    expect(await payouts.fetchPayout(paid.id)).toMatchObject({
      status: 'processed',
      utr: expect.stringMatching(/^\d{12}$/),
      failureReason: null,
    });

    const failed = await payouts.createPayout(payoutOf(vpa()));
    await standIn.movePayout(failed.id, 'fail');
    expect(await payouts.fetchPayout(failed.id)).toMatchObject({
      status: 'failed',
      utr: null,
      failureReason: 'Beneficiary bank is offline',
    });

    const reversed = await payouts.createPayout(payoutOf(bank()));
    const back = await standIn.movePayout(reversed.id, 'reverse');
    expect(back.webhooks.map((webhook) => JSON.parse(webhook.body).event)).toEqual([
      'payout.processed',
      'payout.reversed',
    ]);
    expect(await payouts.fetchPayout(reversed.id)).toMatchObject({
      status: 'reversed',
      failureReason: expect.stringMatching(/reversed/i),
    });
    // A payout the bank has finished with moves no more.
    await expect(standIn.movePayout(failed.id, 'process')).rejects.toThrow(/400/);
  });

  it('is refused with a wrong key or details the gateway does not take (a 4xx is not an outage)', async () => {
    const wrongKey = createRazorpayX({ ...config, keySecret: 'wrong' });
    const attempt = wrongKey.createPayout(payoutOf(bank()));
    await expect(attempt).rejects.toBeInstanceOf(GatewayRejectedError);
    await expect(attempt).rejects.toMatchObject({ status: 401 });

    const payouts = createRazorpayX(config);
    const badIfsc = bank();
    badIfsc.account = {
      kind: 'bank',
      holderName: 'Asha',
      ifsc: 'SBIN123',
      accountNumber: '1234567',
    };
    await expect(payouts.createPayout(payoutOf(badIfsc))).rejects.toMatchObject({ status: 400 });
    const otherAccount = createRazorpayX({ ...config, payoutAccountNumber: '1111110000000000' });
    await expect(otherAccount.createPayout(payoutOf(bank()))).rejects.toMatchObject({
      status: 400,
    });
    await expect(payouts.fetchPayout('pout_none')).rejects.toBeInstanceOf(GatewayRejectedError);
  });

  it('is unavailable while the gateway answers 5xx, and the same key then makes the one payout', async () => {
    const payouts = createRazorpayX(config);
    const input = payoutOf(bank());
    await standIn.outage(true);
    try {
      await expect(payouts.createPayout(input)).rejects.toBeInstanceOf(GatewayUnavailableError);
      await expect(payouts.fetchPayout('pout_x')).rejects.toBeInstanceOf(GatewayUnavailableError);
    } finally {
      await standIn.outage(false);
    }
    const payout = await payouts.createPayout(input);
    expect(
      (await standIn.payouts()).filter((one) => one.idempotencyKey === input.idempotencyKey),
    ).toEqual([expect.objectContaining({ id: payout.id })]);
  });
});

describe('the bank moving payouts by itself', () => {
  it('sends signed webhooks for each new payout as the outcome switch says (processed by default)', async () => {
    const received: Array<{ body: string; signature: string; eventId: string }> = [];
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(req.headers['x-razorpay-signature']),
          eventId: String(req.headers['x-razorpay-event-id']),
        });
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    onFileTeardown(() => new Promise((resolve) => receiver.close(() => resolve())));
    const { port } = receiver.address() as { port: number };
    const sending = await launchRazorpayStandIn({ webhookUrl: `http://127.0.0.1:${port}/hook` });
    onFileTeardown(sending.stop);
    const razorpay = loadConfig(sending.env).razorpay!;
    const payouts = payoutProviderFor(loadConfig(sending.env))!;
    const events = () =>
      received.map((one) => {
        const body = JSON.parse(one.body) as {
          event: string;
          contains: string[];
          payload: { payout: { entity: { id: string; status: string } } };
        };
        return {
          event: body.event,
          id: body.payload.payout.entity.id,
          status: body.payload.payout.entity.status,
        };
      });

    const paid = await payouts.createPayout(payoutOf(bank()));
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    expect(events()).toEqual([{ event: 'payout.processed', id: paid.id, status: 'processed' }]);
    const gateway = createRazorpay(razorpay);
    for (const one of received) {
      expect(gateway.verifyWebhookSignature(Buffer.from(one.body), one.signature)).toBe(true);
      expect(one.eventId).toMatch(/^evt_/);
    }
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      entity: 'event',
      contains: ['payout'],
    });

    await sending.payoutOutcome('reversed');
    const reversed = await payouts.createPayout(payoutOf(vpa()));
    await vi.waitFor(() => expect(events()).toHaveLength(3));
    expect(events().slice(1)).toEqual([
      { event: 'payout.processed', id: reversed.id, status: 'processed' },
      { event: 'payout.reversed', id: reversed.id, status: 'reversed' },
    ]);

    await sending.payoutOutcome('failed');
    const failed = await payouts.createPayout(payoutOf(bank()));
    await vi.waitFor(() => expect(events()).toHaveLength(4));
    expect(events()[3]).toEqual({ event: 'payout.failed', id: failed.id, status: 'failed' });

    await sending.payoutOutcome('hold');
    const held = await payouts.createPayout(payoutOf(bank()));
    expect((await payouts.fetchPayout(held.id)).status).toBe('processing');
    // Moved by hand, its events go where the test says.
    const moved = await sending.movePayout(held.id, 'process', `http://127.0.0.1:${port}/hook`);
    expect(moved.deliveries).toEqual([200]);
    expect(events()[4]).toEqual({ event: 'payout.processed', id: held.id, status: 'processed' });
  });
});

describe('payoutProviderFor', () => {
  it('is on only with the business account configured', () => {
    const { RAZORPAYX_ACCOUNT_NUMBER, ...withoutAccount } = standIn.env;
    expect(RAZORPAYX_ACCOUNT_NUMBER).toBe(standIn.payoutAccountNumber);
    expect(payoutProviderFor(loadConfig(withoutAccount))).toBeUndefined();
    expect(payoutProviderFor(loadConfig({}))).toBeUndefined();
    expect(payoutProviderFor(loadConfig(standIn.env))?.name).toBe('razorpay');
  });
});
