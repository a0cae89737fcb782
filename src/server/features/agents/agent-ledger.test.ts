// The agent balance ledger (SPEC §3 agent_balance_transactions, §5 balance change, §7 admin
// balance call; DESIGN §2 "balanceAfter = balanceBefore ± amount", §8 reduce = subtract; issue 6
// "Money"): every change locks the agent row and writes a chained ledger row; 100 concurrent
// adjustments lose nothing; a reduce below zero is refused; bad input gets the §5 messages; every
// adjustment is audited with the acting admin; the agent reads its ledger newest first.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MESSAGES, balanceTransactionSchema } from '../../../domain/agents';
import { fromPaise, toPaise } from '../../../domain/money';
import { agentBalanceTransactions, auditLog } from '../../db/schema';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  newCustomer,
  type Customer,
  type TestApp,
} from '../../test-support/test-app';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';
import { flagAdmin } from '../items/items-test-helpers';
import {
  agentAudit,
  agentRow,
  count,
  expectChained,
  get,
  insertAgent,
  ledgerOf,
  post,
} from './agents-test-helpers';

let t: TestApp;
let admin: string;
let adminCustomer: Customer;

beforeAll(async () => {
  t = await createTestApp();
  [admin, adminCustomer] = await Promise.all([adminLogin(t), newCustomer(t)]);
  await flagAdmin(t, adminCustomer.id);
});

function adjust(agentId: number, body: Record<string, unknown>, cookie: string = admin) {
  return post(t, `/api/admin/agents/${agentId}/balance`, cookie, body);
}


const ADD = {
  transactionType: 'add',
  amount: '10.00',
  utrNumber: 'UTR000111',
  description: 'Incentive',
};

describe('POST /api/admin/agents/:id/balance', () => {
  it('adds: 201 with the ledger row, the balance follows', async () => {
    const agent = await insertAgent(t);
    const response = await adjust(agent.id, { ...ADD, amount: '1.5', description: 'Diwali bonus' });
    expect(response.statusCode, response.body).toBe(201);
    const row = balanceTransactionSchema.parse(response.json());
    expect(row).toMatchObject({
      agentId: agent.id,
      transactionType: 'add',
      amount: '1.50',
      utrNumber: 'UTR000111',
      description: 'Diwali bonus',
      balanceBefore: '120.00',
      balanceAfter: '121.50',
    });
    expect(Object.keys(response.json())).not.toContain('adminId');
    expect((await agentRow(t, agent.id)).currentBalance).toBe('121.50');
    const ledger = await ledgerOf(t, agent.id);
    expect(ledger.at(-1)).toMatchObject({ adminId: CONSOLE_ADMIN_ID, amount: '1.50' });
  });

  it.each([
    ['reduce', 'subtract'],
    ['Reduce', 'subtract'],
    ['subtract', 'subtract'],
    ['ADD', 'add'],
  ])('type %j is stored as %s', async (transactionType, stored) => {
    const agent = await insertAgent(t);
    const response = await adjust(agent.id, { ...ADD, transactionType, amount: 20 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ transactionType: stored, amount: '20.00' });
    expect((await agentRow(t, agent.id)).currentBalance).toBe(
      stored === 'add' ? '140.00' : '100.00',
    );
  });

  it('a description is optional', async () => {
    const agent = await insertAgent(t);
    const response = await adjust(agent.id, {
      transactionType: 'add',
      amount: '5',
      utrNumber: 'UTR5',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ description: null, utrNumber: 'UTR5' });
  });

  it('reducing to exactly 0.00 is allowed', async () => {
    const agent = await insertAgent(t);
    const response = await adjust(agent.id, { ...ADD, transactionType: 'reduce', amount: '120' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ balanceBefore: '120.00', balanceAfter: '0.00' });
  });

  it('a reduce below zero: 409 with the insufficient-balance message, nothing written', async () => {
    const agent = await insertAgent(t);
    const ledgerBefore = await count(t, agentBalanceTransactions);
    const response = await adjust(agent.id, {
      ...ADD,
      transactionType: 'reduce',
      amount: '120.01',
    });
    expect(response.statusCode).toBe(409);
    expect(errorMessageOf(response)).toBe(AGENT_MESSAGES.insufficientBalance);
    expect((await agentRow(t, agent.id)).currentBalance).toBe('120.00');
    expect(await count(t, agentBalanceTransactions)).toBe(ledgerBefore);
    expect(await agentAudit(t, agent.id, 'agent.balance_adjusted')).toEqual([]);
  });

  it('an add past numeric(10,2) is refused, nothing written', async () => {
    const agent = await insertAgent(t);
    const response = await adjust(agent.id, { ...ADD, amount: '99999999.99' });
    expect(response.statusCode).toBe(409);
    expect((await agentRow(t, agent.id)).currentBalance).toBe('120.00');
    expect(await ledgerOf(t, agent.id)).toHaveLength(1);
  });

  describe('refuses bad input with the SPEC §5 message and writes nothing', () => {
    it.each([
      ['an empty body', {}, 'Please fill in all required fields.'],
      ['no type', { ...ADD, transactionType: undefined }, 'Please fill in all required fields.'],
      ['an empty type', { ...ADD, transactionType: '' }, 'Please fill in all required fields.'],
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
    ])('%s', async (_name, body, message) => {
      const agent = await insertAgent(t);
      const response = await adjust(agent.id, body);
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBe(message);
      expect((await agentRow(t, agent.id)).currentBalance).toBe('120.00');
      expect(await ledgerOf(t, agent.id)).toHaveLength(1);
      expect(await agentAudit(t, agent.id)).toEqual([]);
    });
  });

  it('an unknown agent: 404 "Agent not found", nothing written or audited', async () => {
    const ledgerBefore = await count(t, agentBalanceTransactions);
    for (const id of ['999999', '2147483647']) {
      const response = await adjust(Number(id), ADD);
      expect(response.statusCode).toBe(404);
      expect(errorMessageOf(response)).toBe('Agent not found');
    }
    expect((await adjust(0, ADD)).statusCode).toBe(400);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/admin/agents/abc/balance',
          headers: { cookie: admin },
          payload: ADD,
        })
      ).statusCode,
    ).toBe(400);
    expect(await count(t, agentBalanceTransactions)).toBe(ledgerBefore);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agent.balance_adjusted'), eq(auditLog.targetId, '999999')));
    expect(audits).toEqual([]);
  });

  it("is audited as 'agent.balance_adjusted' naming the acting admin (console or isAdmin customer)", async () => {
    const agent = await insertAgent(t);
    expect(
      (await adjust(agent.id, { ...ADD, amount: '3.25', utrNumber: 'UTR-A' })).statusCode,
    ).toBe(201);
    expect(
      (
        await adjust(
          agent.id,
          { ...ADD, transactionType: 'reduce', amount: '1', utrNumber: 'UTR-B' },
          adminCustomer.cookie,
        )
      ).statusCode,
    ).toBe(201);
    const audits = await agentAudit(t, agent.id, 'agent.balance_adjusted');
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorType: 'admin',
      actorId: CONSOLE_ADMIN_ID,
      targetType: 'agent',
      targetId: String(agent.id),
      details: { type: 'add', amount: '3.25', utrNumber: 'UTR-A' },
    });
    expect(audits[1]).toMatchObject({
      actorId: adminCustomer.id,
      details: { type: 'subtract', amount: '1.00', utrNumber: 'UTR-B' },
    });
    const ledger = await ledgerOf(t, agent.id);
    expect(ledger.map((row) => row.adminId)).toEqual([null, CONSOLE_ADMIN_ID, adminCustomer.id]);
  });

  it('100 concurrent adjustments on one agent: the balance is 120 + the sum, the ledger chains by id', async () => {
    const agent = await insertAgent(t);
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
    expect((await agentRow(t, agent.id)).currentBalance).toBe(expected);
    const ledger = await ledgerOf(t, agent.id);
    expect(ledger).toHaveLength(101);
    expect(ledger[0]).toMatchObject({ balanceBefore: '0.00', balanceAfter: '120.00' });
    expect(expectChained(ledger)).toBe(expected);
    expect(new Set(ledger.slice(1).map((row) => row.utrNumber)).size).toBe(100);

    // The agent's own view has them all, newest first.
    const view = await get(t, '/api/agent/balance-transactions', agent.cookie);
    const rows = view.json<Array<{ id: number }>>();
    expect(rows).toHaveLength(101);
    expect(rows.at(-1)!.id).toBe(ledger[0]!.id);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(ledger.map((row) => row.id));
  });

  it('the database refuses a ledger row that does not chain (CHECK constraint)', async () => {
    const agent = await insertAgent(t);
    await expect(
      t.db.insert(agentBalanceTransactions).values({
        agentId: agent.id,
        transactionType: 'add',
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
    const agent = await insertAgent(t);
    await adjust(agent.id, { ...ADD, amount: '30', utrNumber: 'UTR-1', description: 'first' });
    await adjust(agent.id, {
      ...ADD,
      transactionType: 'reduce',
      amount: '50',
      utrNumber: 'UTR-2',
      description: 'second',
    });
    await adjust(agent.id, { ...ADD, amount: '0.75', utrNumber: 'UTR-3', description: 'third' });

    const response = await get(t, '/api/agent/balance-transactions', agent.cookie);
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
      description: 'second',
      balanceBefore: '150.00',
      balanceAfter: '100.00',
      createdAt: expect.any(String),
    });
    expect(rows[0]).toMatchObject({ balanceBefore: '100.00', balanceAfter: '100.75' });
    // The admin who made a change is not shown to the agent.
    expect(response.body).not.toContain(CONSOLE_ADMIN_ID);
  });

  it(
    'overlapping adjustments still list newest first in chain order (top row = current balance)',
    async () => {
      const agent = await insertAgent(t);
      for (let round = 0; round < 3; round += 1) {
        const responses = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            adjust(agent.id, { ...ADD, amount: `${i + 1}.00`, utrNumber: `R${round}-${i}` }),
          ),
        );
        expect(responses.every((r) => r.statusCode === 201)).toBe(true);
        const rows = (await get(t, '/api/agent/balance-transactions', agent.cookie)).json<
          Array<{ id: number; balanceBefore: string; balanceAfter: string }>
        >();
        expect(rows[0]!.balanceAfter).toBe((await agentRow(t, agent.id)).currentBalance);
        for (let i = 0; i + 1 < rows.length; i += 1) {
          expect(rows[i]!.balanceBefore, `row ${i} follows row ${i + 1}`).toBe(
            rows[i + 1]!.balanceAfter,
          );
        }
      }
    },
  );

  it('a new agent sees only its welcome bonus', async () => {
    const agent = await insertAgent(t);
    const rows = (await get(t, '/api/agent/balance-transactions', agent.cookie)).json<
      Array<Record<string, unknown>>
    >();
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
    expect(expectChained(await ledgerOf(t, id))).toBe((await agentRow(t, id)).currentBalance);
  }
});
