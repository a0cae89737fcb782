// Agents' payslips paid through the gateway (issue 22), on the real app against the stand-in of
// RazorpayX (its own process): staff press Pay with no UTR, the payslip's total leaves the balance
// at once, the app's own worker pays the agent's saved account, and the payout's webhooks
// (forged, repeated, out of order) settle it once: paid with the bank's UTR, or the money back in
// the balance when it failed or came back.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import { privacyEndpoints } from '@/contract/privacy';
import type { Payslip } from '@/domain/agents.schema';
import { AGENT_ERRORS } from '@/contract/errors/agent-errors';
import { agentPayslips, notifications, payouts } from '@/server/db/schema';
import { newAgent, newCustomer, type Agent } from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { payoutRowsOf } from '@/server/test-support/rows';
import {
  sentToGateway as sentToGatewayOf,
  todaysMoneyCsv,
  startPayoutsApp,
  type PayoutsApp,
  agentBalance,
  ledgerSteps as ledgerStepsOf,
} from './payout-test-helpers';

let { standIn, t, admin, deliver, signedEvent } = {} as PayoutsApp;

beforeAll(async () => {
  ({ standIn, t, admin, deliver, signedEvent } = await startPayoutsApp());
});

const pay = (agent: Agent, payslipId: number, utrNumber = '', cookie = admin) =>
  call(t, api.payPayslip, { params: { id: agent.id, payslipId }, body: { utrNumber }, cookie });

/** An agent with saved bank details (₹120 welcome bonus) and a closed month's payslip of ₹100. */
async function agentWithPayslip(options: { bank?: boolean } = {}) {
  const agent = await newAgent(t, { bank: options.bank ?? true });
  const [payslip] = await t.db
    .insert(agentPayslips)
    .values({
      agentId: agent.id,
      month: 10,
      year: 2026,
      referralBonus: '100.00',
      totalAmount: '100.00',
    })
    .returning();
  return { agent, payslipId: payslip!.id };
}

const payoutRows = (payslipId: number) => payoutRowsOf(t, { payslipId });

/** The payslip as the agent's own list shows it. */
async function agentsView(agent: Agent, payslipId: number): Promise<Payslip> {
  const own = await callOk<Payslip[]>(t, api.listPayslips, { cookie: agent.cookie });
  return own.find((one) => one.id === payslipId)!;
}

const balanceOf = (agent: Agent) => agentBalance(t, agent);
const ledgerSteps = (agent: Agent) => ledgerStepsOf(t, agent);

const notices = (agent: Agent, type: 'agent.payslip_paid' | 'agent.balance_adjusted') =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.agentId, agent.id), eq(notifications.type, type)));

const sentToGateway = (payslipId: number, attempt = 1) =>
  sentToGatewayOf(t, { payslipId }, attempt);

/**
 * A payslip paid with Pay whose payout the worker handed to the gateway, then moved there
 * (processed, failed or reversed): the agent, the payslip, and the moved payout with its webhooks.
 */
async function payslipPayoutMoved(move: 'process' | 'fail' | 'reverse') {
  const { agent, payslipId } = await agentWithPayslip();
  await pay(agent, payslipId);
  const row = await sentToGateway(payslipId);
  return { agent, payslipId, ...(await standIn.movePayout(row.providerPayoutId!, move)) };
}

describe('a payslip paid through the gateway', () => {
  it('takes the total out of the balance at once, pays the agent’s account, and is paid with the UTR from the webhook', async () => {
    const { agent, payslipId } = await agentWithPayslip();
    const response = await pay(agent, payslipId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Payslip>()).toMatchObject({
      paymentStatus: 'pending',
      utrNumber: null,
      payout: { status: 'queued', mode: 'IMPS', attempt: 1, failureReason: null },
    });
    // Reserved: nothing else can spend it while the bank works.
    expect(await balanceOf(agent)).toBe('20.00');
    expect(await ledgerSteps(agent)).toEqual([
      ['welcome_bonus', 'add', '120.00', null],
      ['payslip_paid', 'subtract', '100.00', null],
    ]);

    const row = await sentToGateway(payslipId);
    const atGateway = (await standIn.payouts()).filter((one) => one.id === row.providerPayoutId);
    expect(atGateway).toMatchObject([
      {
        amount: 10000,
        mode: 'IMPS',
        narration: `Payslip ${payslipId}`,
        idempotencyKey: `payslip-${payslipId}-payout-1`,
        fund_account: {
          account_type: 'bank_account',
          bank_account: { account_number: '918273645501', ifsc: 'SBIN0001234' },
        },
      },
    ]);
    expect((await agentsView(agent, payslipId)).payout).toMatchObject({ status: 'processing' });
    expect(await notices(agent, 'agent.payslip_paid')).toHaveLength(0);

    const moved = await standIn.movePayout(row.providerPayoutId!, 'process');
    for (const webhook of moved.webhooks) expect((await deliver(webhook)).statusCode).toBe(200);
    const utr = moved.payout.utr!;
    expect(await agentsView(agent, payslipId)).toMatchObject({
      paymentStatus: 'paid',
      utrNumber: utr,
      payout: { status: 'processed' },
    });
    expect(await ledgerSteps(agent)).toEqual([
      ['welcome_bonus', 'add', '120.00', null],
      ['payslip_paid', 'subtract', '100.00', utr],
    ]);
    expect(await balanceOf(agent)).toBe('20.00');
    const told = await notices(agent, 'agent.payslip_paid');
    expect(told.map((notice) => notice.params)).toEqual([
      { month: 10, year: 2026, amount: '100.00', utr },
    ]);
  });

  it('twenty clicks at once make one payout and one reservation; repeated and reordered webhooks pay once', async () => {
    const { agent, payslipId } = await agentWithPayslip();
    const clicks = await Promise.all(Array.from({ length: 20 }, () => pay(agent, payslipId)));
    expect(clicks.map((click) => click.statusCode)).toEqual(Array(20).fill(200));
    expect(await payoutRows(payslipId)).toHaveLength(1);
    expect(await balanceOf(agent)).toBe('20.00');

    const row = await sentToGateway(payslipId);
    const moved = await standIn.movePayout(row.providerPayoutId!, 'process');
    for (const webhook of [...moved.webhooks].reverse()) {
      for (let i = 0; i < 3; i += 1) expect((await deliver(webhook)).statusCode).toBe(200);
    }
    // Once paid, Pay again is refused as before.
    expect(errorBodyOf(await pay(agent, payslipId))).toMatchObject({
      code: 'PAYSLIP_ALREADY_PAID',
    });
    expect(await payoutRows(payslipId)).toMatchObject([
      { attempt: 1, status: 'processed', utr: moved.payout.utr },
    ]);
    expect(await ledgerSteps(agent)).toHaveLength(2);
    expect(await balanceOf(agent)).toBe('20.00');
    expect(await notices(agent, 'agent.payslip_paid')).toHaveLength(1);
  });

  it('a forged payout event changes nothing', async () => {
    const { agent, payslipId, webhooks } = await payslipPayoutMoved('process');
    for (const webhook of webhooks) {
      expect((await deliver(webhook, '0'.repeat(64))).statusCode).toBe(401);
    }
    expect(await agentsView(agent, payslipId)).toMatchObject({
      paymentStatus: 'pending',
      payout: { status: 'processing' },
    });
    expect(await notices(agent, 'agent.payslip_paid')).toHaveLength(0);
  });

  it('a payout that failed gives the money back to the balance; the payslip stays pending and Pay makes attempt 2', async () => {
    const { agent, payslipId, webhooks } = await payslipPayoutMoved('fail');
    for (const webhook of webhooks) {
      for (let i = 0; i < 2; i += 1) expect((await deliver(webhook)).statusCode).toBe(200);
    }
    // Staff see the bank's reason; the agent sees the payslip pending, not the reason.
    expect(await agentsView(agent, payslipId)).toMatchObject({
      paymentStatus: 'pending',
      payout: { status: 'failed', failureReason: null },
    });
    const [staffView] = await callOk<Payslip[]>(t, api.listAgentPayslips, {
      params: { id: agent.id },
      cookie: admin,
    });
    expect(staffView!.payout).toMatchObject({
      status: 'failed',
      failureReason: expect.any(String),
    });
    expect(await balanceOf(agent)).toBe('120.00');
    expect(await ledgerSteps(agent)).toEqual([
      ['welcome_bonus', 'add', '120.00', null],
      ['payslip_paid', 'subtract', '100.00', null],
      ['payout_returned', 'add', '100.00', null],
    ]);

    const again = await pay(agent, payslipId);
    expect(again.json<Payslip>()).toMatchObject({ payout: { status: 'queued', attempt: 2 } });
    const second = await sentToGateway(payslipId, 2);
    expect(
      (await standIn.payouts()).find((one) => one.id === second.providerPayoutId)?.idempotencyKey,
    ).toBe(`payslip-${payslipId}-payout-2`);
    expect(await balanceOf(agent)).toBe('20.00');
  });

  it('a payout that came back after it was paid: the payslip is pending again, the money back, the agent told', async () => {
    const { agent, payslipId, webhooks } = await payslipPayoutMoved('reverse');
    // The reversal first, then the processed event it followed: each applied once, in order.
    for (const webhook of [...webhooks].reverse()) {
      expect((await deliver(webhook)).statusCode).toBe(200);
    }
    for (const webhook of webhooks) expect((await deliver(webhook)).statusCode).toBe(200);
    expect(await agentsView(agent, payslipId)).toMatchObject({
      paymentStatus: 'pending',
      paidAt: null,
      utrNumber: null,
      payout: { status: 'reversed' },
    });
    expect(await balanceOf(agent)).toBe('120.00');
    expect((await ledgerSteps(agent)).at(-1)).toEqual(['payout_returned', 'add', '100.00', null]);
    expect((await notices(agent, 'agent.balance_adjusted')).map((notice) => notice.params)).toEqual(
      [{ direction: 'add', amount: '100.00', utr: '', balance: '120.00' }],
    );
  });

  it('the agent cannot erase the account until the bank has confirmed the payout with its UTR', async () => {
    const { agent, payslipId, payout, webhooks } = await payslipPayoutMoved('process');
    // The gateway's first word says processed without the bank's reference: paid, not confirmed.
    expect(
      (await deliver(signedEvent('payout.processed', { ...payout, utr: null }))).statusCode,
    ).toBe(200);
    expect((await agentsView(agent, payslipId)).paymentStatus).toBe('paid');
    const erase = () =>
      call(t, privacyEndpoints.agentDelete, {
        cookie: agent.cookie,
        body: { password: agent.password },
      });
    expect(errorBodyOf(await erase())).toMatchObject({ code: 'DELETE_PAYOUT_PENDING' });
    for (const webhook of webhooks) expect((await deliver(webhook)).statusCode).toBe(200);
    expect((await erase()).statusCode).toBe(200);
  });

  it('RazorpayX down: the payout waits queued with the total still reserved, and is sent once when it is back', async () => {
    const { agent, payslipId } = await agentWithPayslip();
    await standIn.outage(true);
    try {
      expect((await pay(agent, payslipId)).statusCode).toBe(200);
      // The worker was answered 503 and waits instead of failing it: no money given back.
      // A claim alone counts an attempt (with a 2-minute lease) before the request is sent; the
      // 503 heard puts the next send 30 s off.
      await vi.waitFor(
        async () => {
          const [row] = await payoutRows(payslipId);
          expect(row!.sendAttempts).toBeGreaterThanOrEqual(1);
          expect(row!.claimedUntil!.getTime() - Date.now()).toBeLessThan(60_000);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(await payoutRows(payslipId)).toMatchObject([
        { status: 'queued', providerPayoutId: null, failureReason: null },
      ]);
      expect(await balanceOf(agent)).toBe('20.00');
    } finally {
      await standIn.outage(false);
    }
    // The wait, as if it had passed: the next poll sends it with the same key.
    await t.db
      .update(payouts)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(payouts.agentPayslipId, payslipId));
    await sentToGateway(payslipId);
    expect(
      (await standIn.payouts()).filter(
        (one) => one.idempotencyKey === `payslip-${payslipId}-payout-1`,
      ),
    ).toHaveLength(1);
    expect(await ledgerSteps(agent)).toHaveLength(2);
  });

  it('by hand while a payout is on its way: 409, nothing changes', async () => {
    const { agent, payslipId } = await agentWithPayslip();
    await pay(agent, payslipId);
    expect(errorBodyOf(await pay(agent, payslipId, 'UTR-BY-HAND-1'))).toMatchObject({
      code: 'PAYSLIP_PAYOUT_UNDER_WAY',
      message: AGENT_ERRORS.PAYSLIP_PAYOUT_UNDER_WAY.message({}),
    });
    expect(await balanceOf(agent)).toBe('20.00');
    await sentToGateway(payslipId);
  });

  it('an agent with no bank details is refused (staff pay by hand); nothing is written', async () => {
    const { agent, payslipId } = await agentWithPayslip({ bank: false });
    expect(errorBodyOf(await pay(agent, payslipId))).toMatchObject({
      code: 'AGENT_NO_BANK_DETAILS',
      message: AGENT_ERRORS.AGENT_NO_BANK_DETAILS.message({}),
    });
    expect(await payoutRows(payslipId)).toEqual([]);
    expect(await balanceOf(agent)).toBe('120.00');
    // By hand, with the UTR, as before.
    expect((await pay(agent, payslipId, 'UTR-BY-HAND-2')).statusCode).toBe(200);
  });

  it('more than the balance is refused: no payout queued', async () => {
    const { agent, payslipId } = await agentWithPayslip();
    await callOk(t, api.adjustBalance, {
      params: { id: agent.id },
      body: { transactionType: 'reduce', amount: '50.00', utrNumber: 'UTR-ADVANCE' },
      cookie: admin,
    });
    expect(errorBodyOf(await pay(agent, payslipId))).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await payoutRows(payslipId)).toEqual([]);
  });

  it('only staff may pay: the agent, a customer and a visitor are refused', async () => {
    const { agent, payslipId } = await agentWithPayslip();
    const customer = await newCustomer(t);
    expect((await pay(agent, payslipId, '', agent.cookie)).statusCode).toBe(401);
    expect((await pay(agent, payslipId, '', customer.cookie)).statusCode).toBe(401);
    expect((await pay(agent, payslipId, '', '')).statusCode).toBe(401);
    expect(await payoutRows(payslipId)).toEqual([]);
  });
});

describe('money in and out, for the accountant', () => {
  it('money.csv lists each payslip payout attempt with its status and UTR, and a payslip paid by hand, once each', async () => {
    const viaGateway = await agentWithPayslip();
    await pay(viaGateway.agent, viaGateway.payslipId);
    const first = await sentToGateway(viaGateway.payslipId);
    for (const webhook of (await standIn.movePayout(first.providerPayoutId!, 'fail')).webhooks) {
      await deliver(webhook);
    }
    await pay(viaGateway.agent, viaGateway.payslipId);
    const second = await sentToGateway(viaGateway.payslipId, 2);
    const paid = await standIn.movePayout(second.providerPayoutId!, 'process');
    for (const webhook of paid.webhooks) await deliver(webhook);
    const byHand = await agentWithPayslip();
    await pay(byHand.agent, byHand.payslipId, 'UTR-SLIP-BY-HAND');

    const rows = await todaysMoneyCsv(t, admin);
    const of = (agent: Agent) => rows.filter((row) => row['Agent ID'] === String(agent.id));

    expect(of(viaGateway.agent)).toEqual([
      expect.objectContaining({ Kind: 'Agent payslip by gateway', Status: 'failed', UTR: '' }),
      expect.objectContaining({
        Direction: 'out',
        Kind: 'Agent payslip by gateway',
        Status: 'processed',
        'Amount (INR)': '100.00',
        UTR: paid.payout.utr,
        'Gateway reference': second.providerPayoutId,
      }),
    ]);
    expect(of(byHand.agent)).toEqual([
      expect.objectContaining({
        Kind: 'Agent payslip by hand',
        'Amount (INR)': '100.00',
        UTR: 'UTR-SLIP-BY-HAND',
      }),
    ]);
  });
});
