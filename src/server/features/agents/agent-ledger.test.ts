// The agent balance ledger (SPEC §3 agent_balance_transactions, §5 balance change, §7 admin
// balance call; DESIGN §2 "balanceAfter = balanceBefore ± amount", §8 reduce = subtract): every
// change locks the agent row and writes a chained ledger row; 100 concurrent adjustments lose
// nothing; a reduce below zero is refused; bad input gets the §5 messages; every adjustment is
// audited with the acting admin; the agent reads its ledger newest first.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import { balanceTransactionSchema } from '@/domain/agents.schema';
import { fromPaise, toPaise } from '@/domain/money';
import { AGENT_MESSAGES } from '@/domain/rule-messages';
import { agentBalanceTransactions } from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import {
  adminCustomer,
  adminLogin,
  newAgent,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { agentRow, auditRows, ledgerOf, rowCount } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile();
let admin: string;
/** A customer flagged isAdmin through the Users tab. */
let staff: Customer;

beforeAll(async () => {
  [admin, staff] = await Promise.all([adminLogin(t), adminCustomer(t)]);
});

const adjust = (id: number | string, body: Record<string, unknown>, cookie = admin) =>
  call(t, api.adjustBalance, { params: { id }, body, cookie });

const ledgerView = <T = Record<string, unknown>>(agent: Agent) =>
  callOk<T[]>(t, api.listBalanceTransactions, { cookie: agent.cookie });

const agentBalance = async (id: number) => (await agentRow(t, id)).currentBalance;

const balanceAudits = (agentId: number) =>
  auditRows(t, { targetType: 'agent', targetId: agentId, action: 'agent.balance_adjusted' });

/**
 * Asserts the ledger rows (in id order) chain without a gap: the first starts at 0.00, each
 * balanceBefore is the previous balanceAfter, each after = before ± amount; returns the last after.
 */
function expectChained(rows: Awaited<ReturnType<typeof ledgerOf>>): string {
  let balance = 0;
  rows.forEach((row, index) => {
    expect(row.balanceBefore, `row ${index} starts where the row before ended`).toBe(
      fromPaise(balance),
    );
    balance += (row.transactionType === 'add' ? 1 : -1) * toPaise(row.amount)!;
    expect(row.balanceAfter, `row ${index}: after = before ± amount`).toBe(fromPaise(balance));
  });
  return fromPaise(balance);
}

const ADD = {
  transactionType: 'add',
  amount: '10.00',
  utrNumber: 'UTR000111',
  description: 'Incentive',
};

describe('POST /api/admin/agents/:id/balance', () => {
  it('adds: 201 with the ledger row, the balance follows', async () => {
    const agent = await newAgent(t);
    const response = await adjust(agent.id, { ...ADD, amount: '1.5', description: 'Diwali bonus' });
    expect(response.statusCode, response.body).toBe(201);
    expect(balanceTransactionSchema.parse(response.json())).toMatchObject({
      agentId: agent.id,
      transactionType: 'add',
      amount: '1.50',
      utrNumber: 'UTR000111',
      description: 'Diwali bonus',
      balanceBefore: '120.00',
      balanceAfter: '121.50',
    });
    expect(Object.keys(response.json())).not.toContain('adminId');
    expect(await agentBalance(agent.id)).toBe('121.50');
    expect((await ledgerOf(t, agent.id)).at(-1)).toMatchObject({
      adminId: CONSOLE_ADMIN_ID,
      amount: '1.50',
    });
  });

  it.each([
    ['reduce', 'subtract', '100.00'],
    ['Reduce', 'subtract', '100.00'],
    ['subtract', 'subtract', '100.00'],
    ['ADD', 'add', '140.00'],
  ])('type %j is stored as %s', async (transactionType, stored, balance) => {
    const agent = await newAgent(t);
    const response = await adjust(agent.id, { ...ADD, transactionType, amount: 20 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ transactionType: stored, amount: '20.00' });
    expect(await agentBalance(agent.id)).toBe(balance);
  });

  it('a description is optional', async () => {
    const agent = await newAgent(t);
    const response = await adjust(agent.id, {
      transactionType: 'add',
      amount: '5',
      utrNumber: 'UTR5',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ description: null, utrNumber: 'UTR5' });
  });

  it('reducing to exactly 0.00 is allowed', async () => {
    const agent = await newAgent(t);
    const response = await adjust(agent.id, { ...ADD, transactionType: 'reduce', amount: '120' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ balanceBefore: '120.00', balanceAfter: '0.00' });
  });

  describe('refuses what the balance cannot take, and writes nothing', () => {
    // Nothing is written on a refusal, so every case can use the same agent.
    let agent: Agent;
    beforeAll(async () => {
      agent = await newAgent(t);
    });

    it.each([
      [
        'a reduce below zero',
        { ...ADD, transactionType: 'reduce', amount: '120.01' },
        { code: 'INSUFFICIENT_BALANCE', message: AGENT_MESSAGES.insufficientBalance },
      ],
      [
        'an add past numeric(10,2)',
        { ...ADD, amount: '99999999.99' },
        { code: 'BALANCE_TOO_LARGE', message: 'The agent balance would exceed ₹99,999,999.99.' },
      ],
      ['an empty body', {}, AGENT_MESSAGES.fillRequired],
      ['no type', { ...ADD, transactionType: undefined }, AGENT_MESSAGES.fillRequired],
      ['an empty type', { ...ADD, transactionType: '' }, AGENT_MESSAGES.fillRequired],
      ["type 'foo'", { ...ADD, transactionType: 'foo' }, 'Transaction type must be add or reduce'],
      ['no amount', { ...ADD, amount: undefined }, 'Amount is required'],
      ['an empty amount', { ...ADD, amount: '' }, 'Amount is required'],
      ['amount 0', { ...ADD, amount: '0' }, AGENT_MESSAGES.amountMin],
      ['amount 0 (number)', { ...ADD, amount: 0 }, AGENT_MESSAGES.amountMin],
      ['amount 0.001', { ...ADD, amount: '0.001' }, AGENT_MESSAGES.amountMin],
      ['a negative amount', { ...ADD, amount: '-10' }, AGENT_MESSAGES.amountMin],
      ['a word for an amount', { ...ADD, amount: 'ten' }, AGENT_MESSAGES.amountMin],
      ['no UTR', { ...ADD, utrNumber: undefined }, 'UTR number is required'],
      ['a blank UTR', { ...ADD, utrNumber: '   ' }, 'UTR number is required'],
      [
        // With payouts off (this app), nothing can pay a Reduce without its UTR (issue 22).
        'a reduce with no UTR',
        { ...ADD, transactionType: 'reduce', utrNumber: '' },
        { code: 'AGENT_UTR_REQUIRED', message: 'UTR number is required' },
      ],
    ])('%s', async (_name, body, refusal) => {
      const response = await adjust(agent.id, body);
      expect(errorBodyOf(response)).toMatchObject(
        typeof refusal === 'string' ? { code: 'INVALID_INPUT', message: refusal } : refusal,
      );
      expect(await agentBalance(agent.id)).toBe('120.00');
      expect(await ledgerOf(t, agent.id)).toHaveLength(1);
      expect(await balanceAudits(agent.id)).toEqual([]);
    });
  });

  it('an unknown agent: 404 "Agent not found", nothing written or audited', async () => {
    const ledgerBefore = await rowCount(t, agentBalanceTransactions);
    for (const id of [999999, 2147483647]) {
      expect(errorBodyOf(await adjust(id, ADD))).toMatchObject({
        code: 'AGENT_NOT_FOUND',
        message: 'Agent not found',
      });
      expect(await balanceAudits(id)).toEqual([]);
    }
    for (const id of [0, 'abc']) {
      expect(errorBodyOf(await adjust(id, ADD))).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Agent id must be a number',
      });
    }
    expect(await rowCount(t, agentBalanceTransactions)).toBe(ledgerBefore);
  });

  it("is audited as 'agent.balance_adjusted' naming the acting admin (console or isAdmin customer)", async () => {
    const agent = await newAgent(t);
    await callOk(t, api.adjustBalance, {
      params: { id: agent.id },
      body: { ...ADD, amount: '3.25', utrNumber: 'UTR-A' },
      cookie: admin,
    });
    await callOk(t, api.adjustBalance, {
      params: { id: agent.id },
      body: { ...ADD, transactionType: 'reduce', amount: '1', utrNumber: 'UTR-B' },
      cookie: staff.cookie,
    });
    const audits = await balanceAudits(agent.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorType: 'admin',
      actorId: CONSOLE_ADMIN_ID,
      targetType: 'agent',
      targetId: String(agent.id),
      details: { type: 'add', amount: '3.25', utrNumber: 'UTR-A' },
    });
    expect(audits[1]).toMatchObject({
      actorId: staff.id,
      details: { type: 'subtract', amount: '1.00', utrNumber: 'UTR-B' },
    });
    const ledger = await ledgerOf(t, agent.id);
    expect(ledger.map((row) => row.adminId)).toEqual([null, CONSOLE_ADMIN_ID, staff.id]);
  });

  it('100 concurrent adjustments on one agent: the balance is 120 + the sum, the ledger chains by id', async () => {
    const agent = await newAgent(t);
    // 60 adds and 40 reduces (as 'reduce' and 'subtract'); the reduces total 62.00 < 120.00, so
    // every order of arrival stays above zero.
    const changes = Array.from({ length: 100 }, (_, i) => {
      const isAdd = i % 5 < 3;
      const amount = isAdd
        ? ['1.50', '0.01', '2.25', '10', '0.99'][i % 5]!
        : ['1.50', '1.60'][i % 2]!;
      return {
        transactionType: isAdd ? 'add' : i % 2 ? 'reduce' : 'subtract',
        amount,
        utrNumber: `UTR${String(i).padStart(4, '0')}`,
      };
    });
    const sumPaise = changes.reduce(
      (sum, c) => sum + (c.transactionType === 'add' ? 1 : -1) * toPaise(c.amount)!,
      0,
    );

    const responses = await Promise.all(changes.map((change) => adjust(agent.id, change)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);

    const expected = fromPaise(12_000 + sumPaise);
    expect(await agentBalance(agent.id)).toBe(expected);
    const ledger = await ledgerOf(t, agent.id);
    expect(ledger).toHaveLength(101);
    expect(ledger[0]).toMatchObject({ balanceBefore: '0.00', balanceAfter: '120.00' });
    expect(expectChained(ledger)).toBe(expected);
    expect(new Set(ledger.slice(1).map((row) => row.utrNumber)).size).toBe(100);

    // The agent's own view has them all, newest first.
    const rows = await ledgerView<{ id: number }>(agent);
    expect(rows).toHaveLength(101);
    expect(rows.at(-1)!.id).toBe(ledger[0]!.id);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(ledger.map((row) => row.id));
  });

  it('the database refuses a ledger row that does not chain (CHECK constraint)', async () => {
    const agent = await newAgent(t);
    await expect(
      t.db.insert(agentBalanceTransactions).values({
        agentId: agent.id,
        transactionType: 'add',
        kind: 'adjustment',
        amount: '5.00',
        balanceBefore: '120.00',
        balanceAfter: '126.00',
      }),
    ).rejects.toThrow();
    expect(await ledgerOf(t, agent.id)).toHaveLength(1);
  });
});

describe('GET /api/agent/balance-transactions', () => {
  it('lists the agent ledger newest first, with type, amount, UTR, description, before and after', async () => {
    const agent = await newAgent(t);
    for (const change of [
      { ...ADD, amount: '30', utrNumber: 'UTR-1', description: 'first' },
      {
        ...ADD,
        transactionType: 'reduce',
        amount: '50',
        utrNumber: 'UTR-2',
        description: 'second',
      },
      { ...ADD, amount: '0.75', utrNumber: 'UTR-3', description: 'third' },
    ]) {
      expect((await adjust(agent.id, change)).statusCode).toBe(201);
    }

    const response = await call(t, api.listBalanceTransactions, { cookie: agent.cookie });
    expect(response.statusCode).toBe(200);
    const rows = response.json<Array<Record<string, unknown>>>();
    expect(rows.map((row) => row.description)).toEqual([
      'third',
      'second',
      'first',
      'Welcome bonus',
    ]);
    expect(rows[1]).toEqual({
      id: expect.any(Number),
      agentId: agent.id,
      transactionType: 'subtract',
      amount: '50.00',
      utrNumber: 'UTR-2',
      kind: 'adjustment',
      referredUserId: null,
      payslip: null,
      description: 'second',
      // Paid by hand: no payout through the gateway.
      payout: null,
      balanceBefore: '150.00',
      balanceAfter: '100.00',
      createdAt: expect.any(String),
    });
    expect(rows[0]).toMatchObject({ balanceBefore: '100.00', balanceAfter: '100.75' });
    // The admin who made a change is not shown to the agent.
    expect(response.body).not.toContain(CONSOLE_ADMIN_ID);
  });

  it('overlapping adjustments still list newest first in chain order (top row = current balance)', async () => {
    const agent = await newAgent(t);
    for (let round = 0; round < 3; round += 1) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          adjust(agent.id, { ...ADD, amount: `${i + 1}.00`, utrNumber: `R${round}-${i}` }),
        ),
      );
      expect(responses.every((r) => r.statusCode === 201)).toBe(true);
      const rows = await ledgerView<{ balanceBefore: string; balanceAfter: string }>(agent);
      expect(rows[0]!.balanceAfter).toBe(await agentBalance(agent.id));
      for (let i = 0; i + 1 < rows.length; i += 1) {
        expect(rows[i]!.balanceBefore, `row ${i} follows row ${i + 1}`).toBe(
          rows[i + 1]!.balanceAfter,
        );
      }
    }
  });

  it('a new agent sees only its welcome bonus', async () => {
    const rows = await ledgerView(await newAgent(t));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      transactionType: 'add',
      amount: '120.00',
      balanceBefore: '0.00',
      balanceAfter: '120.00',
    });
  });
});

it('the ledger of every agent in this file chains and matches its balance', async () => {
  const result = await t.db.execute(sql`select distinct agent_id from agent_balance_transactions`);
  const ids = (result as unknown as { rows: Array<{ agent_id: number }> }).rows.map((row) =>
    Number(row.agent_id),
  );
  expect(ids.length).toBeGreaterThan(10);
  for (const id of ids) {
    expect(expectChained(await ledgerOf(t, id))).toBe(await agentBalance(id));
  }
});
