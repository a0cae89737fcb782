// Reduces of an agent's balance paid through the gateway (issue 22), on the real app against the
// stand-in of RazorpayX (its own process): staff leave the UTR empty, the amount leaves the balance
// at once, the app's own worker pays the agent's saved account, and the payout's webhooks (forged,
// repeated, out of order) settle it once: the bank's UTR on the entry, or the money back in the
// balance. The console's key makes the same request sent many times one payout.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import { AGENT_ERRORS } from '@/contract/errors/agent-errors';
import { exportEndpoints } from '@/contract/exports';
import type { MoneyMovement } from '@/domain/analytics.schema';
import { indianToday } from '@/domain/date-range';
import type { Page } from '@/domain/pagination';
import { privacyEndpoints } from '@/contract/privacy';
import type { BalanceTransaction } from '@/domain/agents.schema';
import { agents, notifications, payouts } from '@/server/db/schema';
import { newAgent, newCustomer, type Agent } from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { auditRows, ledgerOf, payoutRowsOf } from '@/server/test-support/rows';
import {
  sentToGateway as sentToGatewayOf,
  startPayoutsApp,
  todaysMoneyCsv,
  type PayoutsApp,
  agentBalance,
  ledgerSteps as ledgerStepsOf,
} from './payout-test-helpers';

let { standIn, t, admin, deliver } = {} as PayoutsApp;

beforeAll(async () => {
  ({ standIn, t, admin, deliver } = await startPayoutsApp());
});

let keys = 0;
/** A key as the console makes one per form opened. */
const newKey = () => `test-key-${process.pid}-${(keys += 1).toString().padStart(8, '0')}`;

/** Staff reduce the agent's balance with no UTR: the app pays it through the gateway. */
function payOut(
  agent: Agent,
  amount: string,
  options: { key?: string | null; cookie?: string; description?: string } = {},
) {
  const key = options.key === undefined ? newKey() : options.key;
  return call(t, api.adjustBalance, {
    params: { id: agent.id },
    body: {
      transactionType: 'reduce',
      amount,
      utrNumber: '',
      description: options.description ?? 'Advance on November',
      ...(key === null ? {} : { idempotencyKey: key }),
    },
    cookie: options.cookie ?? admin,
  });
}

const payoutRows = (agent: Agent) => payoutRowsOf(t, { balanceOfAgentId: agent.id });
const sentToGateway = (agent: Agent) => sentToGatewayOf(t, { balanceOfAgentId: agent.id });

/**
 * An agent paid `amount` by a Reduce whose payout the worker handed to the gateway, then moved
 * there (processed, failed or reversed): the agent, and the moved payout with its webhooks.
 */
async function balancePayoutMoved(amount: string, move: 'process' | 'fail' | 'reverse') {
  const agent = await newAgent(t, { bank: true });
  await payOut(agent, amount);
  const row = await sentToGateway(agent);
  return { agent, ...(await standIn.movePayout(row.providerPayoutId!, move)) };
}

const balanceOf = (agent: Agent) => agentBalance(t, agent);
const ledgerSteps = (agent: Agent) => ledgerStepsOf(t, agent);

/** The agent's own ledger, newest first. */
const agentsLedger = (agent: Agent) =>
  callOk<BalanceTransaction[]>(t, api.listBalanceTransactions, { cookie: agent.cookie });

const toldOfBalance = async (agent: Agent) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.agentId, agent.id), eq(notifications.type, 'agent.balance_adjusted')),
      )
  ).map((notice) => notice.params);

describe('a Reduce paid through the gateway', () => {
  it('takes the amount out at once, pays the agent’s account, and gets the UTR from the webhook', async () => {
    const agent = await newAgent(t, { bank: true });
    const response = await payOut(agent, '50.00');
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json<BalanceTransaction>();
    expect(entry).toMatchObject({
      transactionType: 'subtract',
      amount: '50.00',
      utrNumber: null,
      kind: 'adjustment',
      description: 'Advance on November',
      balanceBefore: '120.00',
      balanceAfter: '70.00',
      payout: { status: 'queued', mode: 'IMPS', attempt: 1, failureReason: null },
    });
    expect(await balanceOf(agent)).toBe('70.00');
    expect(
      await auditRows(t, { action: 'agent.balance_adjusted', targetId: agent.id }),
    ).toMatchObject([
      { details: { type: 'subtract', amount: '50.00', payout: expect.any(Number) } },
    ]);

    const row = await sentToGateway(agent);
    expect(
      (await standIn.payouts()).filter((one) => one.id === row.providerPayoutId),
    ).toMatchObject([
      {
        amount: 5000,
        mode: 'IMPS',
        narration: `Agent ${agent.id} balance`,
        idempotencyKey: `balance-${entry.id}-payout-1`,
        fund_account: {
          account_type: 'bank_account',
          bank_account: { account_number: '918273645501', ifsc: 'SBIN0001234' },
        },
      },
    ]);
    expect((await agentsLedger(agent))[0]).toMatchObject({
      id: entry.id,
      utrNumber: null,
      payout: { status: 'processing' },
    });
    // Told when the bank confirms it, not before.
    expect(await toldOfBalance(agent)).toEqual([]);

    const moved = await standIn.movePayout(row.providerPayoutId!, 'process');
    for (const webhook of moved.webhooks) expect((await deliver(webhook)).statusCode).toBe(200);
    const utr = moved.payout.utr!;
    expect((await agentsLedger(agent))[0]).toMatchObject({
      id: entry.id,
      utrNumber: utr,
      payout: { status: 'processed' },
    });
    expect(await ledgerSteps(agent)).toEqual([
      ['welcome_bonus', 'add', '120.00', null],
      ['adjustment', 'subtract', '50.00', utr],
    ]);
    expect(await balanceOf(agent)).toBe('70.00');
    expect(await toldOfBalance(agent)).toEqual([
      { direction: 'subtract', amount: '50.00', utr, balance: '70.00' },
    ]);
  });

  it('the same form sent twenty times at once is one payout and one Reduce; webhooks repeated and reordered apply once', async () => {
    const agent = await newAgent(t, { bank: true });
    const key = newKey();
    const sends = await Promise.all(
      Array.from({ length: 20 }, () => payOut(agent, '30.00', { key })),
    );
    expect(sends.map((send) => send.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(sends.map((send) => send.json<BalanceTransaction>().id)).size).toBe(1);
    expect(await payoutRows(agent)).toHaveLength(1);
    expect(await balanceOf(agent)).toBe('90.00');

    // The same key for another amount is another request: refused, nothing written.
    expect(errorBodyOf(await payOut(agent, '31.00', { key }))).toMatchObject({
      code: 'BALANCE_PAYOUT_KEY_REUSED',
      message: AGENT_ERRORS.BALANCE_PAYOUT_KEY_REUSED.message({}),
    });

    const row = await sentToGateway(agent);
    const moved = await standIn.movePayout(row.providerPayoutId!, 'process');
    for (const webhook of [...moved.webhooks].reverse()) {
      for (let i = 0; i < 3; i += 1) expect((await deliver(webhook)).statusCode).toBe(200);
    }
    expect(await payoutRows(agent)).toMatchObject([{ status: 'processed', utr: moved.payout.utr }]);
    expect(await ledgerSteps(agent)).toEqual([
      ['welcome_bonus', 'add', '120.00', null],
      ['adjustment', 'subtract', '30.00', moved.payout.utr],
    ]);
    expect(await toldOfBalance(agent)).toHaveLength(1);
    expect(await balanceOf(agent)).toBe('90.00');

    // A new form is a new payout.
    expect((await payOut(agent, '30.00')).statusCode).toBe(201);
    expect(await payoutRows(agent)).toHaveLength(2);
    expect(await balanceOf(agent)).toBe('60.00');
  });

  it('a forged payout event changes nothing', async () => {
    const { agent, webhooks } = await balancePayoutMoved('20.00', 'process');
    for (const webhook of webhooks) {
      expect((await deliver(webhook, '0'.repeat(64))).statusCode).toBe(401);
    }
    expect((await agentsLedger(agent))[0]).toMatchObject({
      utrNumber: null,
      payout: { status: 'processing' },
    });
    expect(await toldOfBalance(agent)).toEqual([]);
  });

  it('a payout that failed gives the money back (the agent does not see the bank’s reason)', async () => {
    const { agent, webhooks } = await balancePayoutMoved('40.00', 'fail');
    for (const webhook of webhooks) {
      for (let i = 0; i < 2; i += 1) expect((await deliver(webhook)).statusCode).toBe(200);
    }
    expect(await balanceOf(agent)).toBe('120.00');
    expect(await ledgerSteps(agent)).toEqual([
      ['welcome_bonus', 'add', '120.00', null],
      ['adjustment', 'subtract', '40.00', null],
      ['balance_payout_returned', 'add', '40.00', null],
    ]);
    const [returned, reduced] = await agentsLedger(agent);
    expect(returned).toMatchObject({
      kind: 'balance_payout_returned',
      description: 'Balance payout returned',
      payout: null,
    });
    expect(reduced!.payout).toMatchObject({ status: 'failed', failureReason: null });
    expect((await payoutRows(agent))[0]!.failureReason).toEqual(expect.any(String));
    // Never told it was paid, so not told it came back either.
    expect(await toldOfBalance(agent)).toEqual([]);
  });

  it('a payout that came back after it was paid: the money is back and the agent is told', async () => {
    const { agent, webhooks } = await balancePayoutMoved('40.00', 'reverse');
    // The reversal first, then the processed event it followed: each applied once, in order.
    for (const webhook of [...webhooks].reverse()) {
      expect((await deliver(webhook)).statusCode).toBe(200);
    }
    for (const webhook of webhooks) expect((await deliver(webhook)).statusCode).toBe(200);
    expect(await balanceOf(agent)).toBe('120.00');
    expect((await ledgerSteps(agent)).at(-1)).toEqual([
      'balance_payout_returned',
      'add',
      '40.00',
      null,
    ]);
    expect((await toldOfBalance(agent)).at(-1)).toEqual({
      direction: 'add',
      amount: '40.00',
      utr: '',
      balance: '120.00',
    });
  });

  it('an answer lost, then the payee’s details changed: the gateway refuses the retry, and the payout the first send made is kept, not failed', async () => {
    const agent = await newAgent(t, { bank: true });
    await standIn.loseAnswers(1);
    try {
      await payOut(agent, '10.00');
      // Made at the gateway, but the worker heard 503: it waits to send again, same key. A claim
      // alone counts an attempt before the request is even sent (and a lease of 2 minutes); the
      // 503 heard puts the next send 30 s off.
      await vi.waitFor(
        async () => {
          const [row] = await payoutRows(agent);
          expect(row!.sendAttempts).toBeGreaterThanOrEqual(1);
          expect(row!.claimedUntil!.getTime() - Date.now()).toBeLessThan(60_000);
        },
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      await standIn.loseAnswers(0);
    }
    const [waiting] = await payoutRows(agent);
    expect(waiting).toMatchObject({ status: 'queued', providerPayoutId: null });
    const made = (await standIn.payouts()).filter(
      (one) => one.reference_id === `payout-${waiting!.id}`,
    );
    expect(made).toHaveLength(1);

    // Meanwhile the agent's holder name was corrected: the same key now names another request.
    await t.db
      .update(agents)
      .set({ bankAccountHolderName: 'Corrected Name' })
      .where(eq(agents.id, agent.id));
    await t.db
      .update(payouts)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(payouts.id, waiting!.id));
    const row = await sentToGateway(agent);
    expect(row.providerPayoutId).toBe(made[0]!.id);
    expect(
      (await standIn.payouts()).filter((one) => one.reference_id === `payout-${waiting!.id}`),
    ).toHaveLength(1);
    // Still out of the balance: nothing given back for a payout that left.
    expect(await balanceOf(agent)).toBe('110.00');
    expect(await ledgerOf(t, agent.id)).toHaveLength(2);
  });

  it('the agent cannot erase the account while the payout is unconfirmed', async () => {
    const agent = await newAgent(t, { bank: true });
    await payOut(agent, '10.00');
    const erase = () =>
      call(t, privacyEndpoints.agentDelete, {
        cookie: agent.cookie,
        body: { password: agent.password },
      });
    expect(errorBodyOf(await erase())).toMatchObject({ code: 'DELETE_PAYOUT_PENDING' });
    const row = await sentToGateway(agent);
    for (const webhook of (await standIn.movePayout(row.providerPayoutId!, 'process')).webhooks) {
      await deliver(webhook);
    }
    expect((await erase()).statusCode).toBe(200);
  });
});

describe('refused, with nothing written', () => {
  it.each([
    [
      'no key from the form',
      { bank: true, amount: '10.00', key: null },
      { code: 'BALANCE_PAYOUT_KEY_MISSING', status: 400 },
    ],
    [
      'no bank details saved',
      { bank: false, amount: '10.00' },
      { code: 'AGENT_NO_BANK_DETAILS', status: 409 },
    ],
    [
      'less than the gateway’s ₹1',
      { bank: true, amount: '0.99' },
      { code: 'AGENT_PAYOUT_TOO_SMALL', status: 409 },
    ],
    [
      'more than the balance',
      { bank: true, amount: '120.01' },
      { code: 'INSUFFICIENT_BALANCE', status: 409 },
    ],
    [
      'a malformed key',
      { bank: true, amount: '10.00', key: 'short' },
      { code: 'INVALID_INPUT', status: 400 },
    ],
  ])(
    '%s',
    async (_name, setup: { bank: boolean; amount: string; key?: string | null }, refusal) => {
      const agent = await newAgent(t, { bank: setup.bank });
      const response = await payOut(agent, setup.amount, { key: setup.key });
      expect(response.statusCode).toBe(refusal.status);
      expect(errorBodyOf(response)).toMatchObject({ code: refusal.code });
      expect(await payoutRows(agent)).toEqual([]);
      expect(await balanceOf(agent)).toBe('120.00');
      expect(await ledgerOf(t, agent.id)).toHaveLength(1);
    },
  );

  it('an Add always needs its UTR: 400 "UTR number is required"', async () => {
    const agent = await newAgent(t, { bank: true });
    const response = await call(t, api.adjustBalance, {
      params: { id: agent.id },
      body: { transactionType: 'add', amount: '5.00', utrNumber: '', idempotencyKey: newKey() },
      cookie: admin,
    });
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'UTR number is required',
    });
    expect(await ledgerOf(t, agent.id)).toHaveLength(1);
  });

  it('only staff may pay: the agent, another agent, a customer and a visitor are refused', async () => {
    const agent = await newAgent(t, { bank: true });
    const other = await newAgent(t, { bank: true });
    const customer = await newCustomer(t);
    for (const cookie of [agent.cookie, other.cookie, customer.cookie, '']) {
      expect((await payOut(agent, '10.00', { cookie })).statusCode).toBe(401);
    }
    expect(await payoutRows(agent)).toEqual([]);
    expect(await balanceOf(agent)).toBe('120.00');
  });
});

describe('money in and out, for the accountant', () => {
  it('the console lists each movement, newest first, a page at a time and by kind; only staff may look', async () => {
    const agent = await newAgent(t, { bank: true });
    await payOut(agent, '12.00');
    await payOut(agent, '13.00');
    const rows = await payoutRows(agent);
    await sentToGateway(agent);
    await vi.waitFor(
      async () =>
        expect((await payoutRows(agent)).map((row) => row.status)).toEqual([
          'processing',
          'processing',
        ]),
      { timeout: 15_000, interval: 100 },
    );
    const paid = await standIn.movePayout(
      (await payoutRows(agent))[1]!.providerPayoutId!,
      'process',
    );
    for (const webhook of paid.webhooks) await deliver(webhook);

    const today = indianToday();
    const list = (query: Record<string, string | number>, cookie = admin) =>
      call(t, exportEndpoints.moneyMovements, {
        query: { from: today, to: today, ...query },
        cookie,
      });
    const page = await callOk<Page<MoneyMovement>>(t, exportEndpoints.moneyMovements, {
      query: { from: today, to: today, kind: 'agent_balance_gateway', pageSize: 100 },
      cookie: admin,
    });
    const mine = page.items.filter((item) => item.agentId === agent.id);
    expect(mine).toEqual([
      expect.objectContaining({
        entry: `4-${rows[1]!.id}`,
        kind: 'agent_balance_gateway',
        direction: 'out',
        standing: 'done',
        status: 'processed',
        amount: '13.00',
        utr: paid.payout.utr,
      }),
      expect.objectContaining({
        entry: `4-${rows[0]!.id}`,
        standing: 'under_way',
        status: 'processing',
        amount: '12.00',
        utr: null,
      }),
    ]);
    expect(page.items.every((item) => item.kind === 'agent_balance_gateway')).toBe(true);

    const first = (await list({ pageSize: 1 })).json<Page<MoneyMovement>>();
    expect(first).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(2);

    expect(errorBodyOf(await list({ from: today, to: '2020-01-01' }))).toMatchObject({
      code: 'DATE_RANGE_INVALID',
    });
    const customer = await newCustomer(t);
    for (const cookie of [agent.cookie, customer.cookie, '']) {
      expect((await list({}, cookie)).statusCode).toBe(401);
    }
  });

  it('money.csv lists a balance payout with its status and UTR', async () => {
    const agent = await newAgent(t, { bank: true });
    await payOut(agent, '25.00');
    const row = await sentToGateway(agent);
    const paid = await standIn.movePayout(row.providerPayoutId!, 'process');
    for (const webhook of paid.webhooks) await deliver(webhook);

    const rows = (await todaysMoneyCsv(t, admin)).filter(
      (one) => one['Agent ID'] === String(agent.id),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        Direction: 'out',
        Kind: 'Agent balance by gateway',
        Status: 'processed',
        'Amount (INR)': '25.00',
        UTR: paid.payout.utr,
        'Gateway reference': row.providerPayoutId,
      }),
    ]);
  });
});
