// Payslips, the leaderboard and the admin statistics (SPEC §3 agent_payslips, agent statistics,
// leaderboard row; §9 ₹120 joining bonus and ₹25 per verified signup; issue 6 "Money" and "Admin
// Agents tab"). Months and days are Indian ones (Asia/Kolkata). Fixture agents joined two and
// three months ago, with claims placed in specific months (23:30 IST on a month's last day counts
// for that month; 00:30 IST on the 1st for the next).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MESSAGES, payslipSchema } from '../../../domain/agents';
import { agentPayslips, agents, auditLog } from '../../db/schema';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  type TestApp,
} from '../../test-support/test-app';
import { CONSOLE_ADMIN_ID } from '../admin-auth/console-admin';
import {
  agentRow,
  count,
  expectChained,
  get,
  insertAgent,
  insertClaim,
  insertCustomer,
  istDate,
  istMonthAgo,
  istPeriodStart,
  ledgerOf,
  patch,
  payslipsOf,
  post,
  type FixtureAgent,
} from './agents-test-helpers';
import { generateClosedMonthPayslips } from './programme-queries';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
});

const m0 = istMonthAgo(0);
const m1 = istMonthAgo(1);
const m2 = istMonthAgo(2);
const m3 = istMonthAgo(3);
/** Last day of the month before this one. */
const lastDayOfM1 = new Date(Date.UTC(m0.year, m0.month - 1, 0)).getUTCDate();

/** Every claim of the fixtures, to compute what the rankings must say. */
const claims: Array<{ agentId: number; at: Date }> = [];

async function claimAt(agent: FixtureAgent, at?: Date) {
  const customer = await insertCustomer(t, 'verified');
  await insertClaim(t, agent.id, customer.id, at);
  claims.push({ agentId: agent.id, at: at ?? new Date() });
}

/** The expected ranking for a period from the claims list: count desc, then earliest claim. */
function expectedRanking(period: 'day' | 'month' | 'year') {
  const start = istPeriodStart(period).getTime();
  const byAgent = new Map<number, { count: number; first: number }>();
  for (const c of claims) {
    if (c.at.getTime() < start) continue;
    const entry = byAgent.get(c.agentId) ?? { count: 0, first: Infinity };
    entry.count += 1;
    entry.first = Math.min(entry.first, c.at.getTime());
    byAgent.set(c.agentId, entry);
  }
  return [...byAgent.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .map(([agentId, { count: n }]) => ({ agentId, count: n }));
}

function stats() {
  return get(t, '/api/admin/agent-statistics', admin);
}

// ---------------------------------------------------------------------------------------------

describe('before any referral', () => {
  it('statistics are zeros and the top agents are null', async () => {
    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalAgents: 0,
      activeAgents: 0,
      totalVerifications: 0,
      todayVerifications: 0,
      topAgentToday: null,
      topAgentMonth: null,
      topAgentYear: null,
    });
  });

  it('the leaderboard is empty (agents without signups are not ranked)', async () => {
    const agent = await insertAgent(t, { firstName: 'Zero' });
    const response = await get(t, '/api/agent/competition-leaderboard', agent.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await stats()).json()).toMatchObject({
      totalAgents: 1,
      activeAgents: 1,
      topAgentMonth: null,
    });
  });
});

describe('with agents who joined in past months', () => {
  /** Joined two months ago: 1 claim that month, 3 last month (one at 23:30 IST on its last day), 2 now. */
  let a: FixtureAgent;
  /** Joined last month: no claims then, 1 at 00:30 IST on the 1st of this month. */
  let b: FixtureAgent;
  /** Joined three months ago, never claimed, deactivated. */
  let c: FixtureAgent;
  /** Joined this month, 1 claim now. */
  let d: FixtureAgent;
  /** Joined this month, 3 claims now. */
  let e: FixtureAgent;

  beforeAll(async () => {
    a = await insertAgent(t, { firstName: 'Aarav', createdAt: istDate(m2.year, m2.month, 10) });
    b = await insertAgent(t, { firstName: 'Bina', createdAt: istDate(m1.year, m1.month, 3) });
    c = await insertAgent(t, { firstName: 'Chetan', createdAt: istDate(m3.year, m3.month, 28, 9) });
    d = await insertAgent(t, { firstName: 'Divya' });
    e = await insertAgent(t, { firstName: 'Esha' });
    await t.db.update(agents).set({ isActive: false }).where(eq(agents.id, c.id));

    await claimAt(a, istDate(m2.year, m2.month, 20));
    await claimAt(a, istDate(m1.year, m1.month, 5));
    await claimAt(a, istDate(m1.year, m1.month, 15));
    await claimAt(a, istDate(m1.year, m1.month, lastDayOfM1, 23, 30));
    await claimAt(b, istDate(m0.year, m0.month, 1, 0, 30));
    await claimAt(a);
    await claimAt(a);
    await claimAt(d);
    for (let i = 0; i < 3; i += 1) await claimAt(e);
  });

  describe('generateClosedMonthPayslips', () => {
    it('makes one payslip per agent per closed month since joining; a second run makes none', async () => {
      await generateClosedMonthPayslips(t.db);
      // a: 2 months, b: 1, c: 3, d and e: none (they joined this month, which is not closed).
      expect(await count(t, agentPayslips)).toBe(6);
      expect(await generateClosedMonthPayslips(t.db)).toBe(0);
      const [x, y] = await Promise.all([
        generateClosedMonthPayslips(t.db),
        generateClosedMonthPayslips(t.db),
      ]);
      expect(x + y).toBe(0);
      expect(await count(t, agentPayslips)).toBe(6);
    });

    it('the joining month carries the joining bonus, each month ₹25 × its verified signups', async () => {
      const slipsA = await payslipsOf(t, a.id);
      expect(
        slipsA.map((s) => [
          s.year,
          s.month,
          s.joiningBonus,
          s.referralBonus,
          s.totalAmount,
          s.verifiedSignupsCount,
          s.paymentStatus,
        ]),
      ).toEqual([
        [m2.year, m2.month, '120.00', '25.00', '145.00', 1, 'pending'],
        [m1.year, m1.month, '0.00', '75.00', '75.00', 3, 'pending'],
      ]);
      const slipsB = await payslipsOf(t, b.id);
      expect(
        slipsB.map((s) => [
          s.year,
          s.month,
          s.joiningBonus,
          s.referralBonus,
          s.totalAmount,
          s.verifiedSignupsCount,
        ]),
      ).toEqual([[m1.year, m1.month, '120.00', '0.00', '120.00', 0]]);
      const slipsC = await payslipsOf(t, c.id);
      expect(
        slipsC.map((s) => [s.year, s.month, s.joiningBonus, s.totalAmount, s.verifiedSignupsCount]),
      ).toEqual([
        [m3.year, m3.month, '120.00', '120.00', 0],
        [m2.year, m2.month, '0.00', '0.00', 0],
        [m1.year, m1.month, '0.00', '0.00', 0],
      ]);
      expect(await payslipsOf(t, d.id)).toEqual([]);
      expect(await payslipsOf(t, e.id)).toEqual([]);
    });

    it('no payslip exists for the current month', async () => {
      const current = await t.db
        .select()
        .from(agentPayslips)
        .where(and(eq(agentPayslips.year, m0.year), eq(agentPayslips.month, m0.month)));
      expect(current).toEqual([]);
    });

    it('the database refuses a second payslip for the same agent and month', async () => {
      await expect(
        t.db
          .insert(agentPayslips)
          .values({ agentId: a.id, month: m1.month, year: m1.year, totalAmount: '1.00' }),
      ).rejects.toThrow();
    });
  });

  describe('GET /api/agent/payslips and GET /api/admin/agents/:id/payslips', () => {
    it('the agent reads its own payslips, newest month first', async () => {
      const response = await get(t, '/api/agent/payslips', a.cookie);
      expect(response.statusCode).toBe(200);
      const rows = response.json<unknown[]>().map((row) => payslipSchema.parse(row));
      expect(rows.map((row) => [row.year, row.month])).toEqual([
        [m1.year, m1.month],
        [m2.year, m2.month],
      ]);
      expect(rows[0]).toMatchObject({
        agentId: a.id,
        joiningBonus: '0.00',
        referralBonus: '75.00',
        totalAmount: '75.00',
        verifiedSignupsCount: 3,
        paymentStatus: 'pending',
        paidAt: null,
        utrNumber: null,
      });
    });

    it('an agent of this month has none yet', async () => {
      expect((await get(t, '/api/agent/payslips', d.cookie)).json()).toEqual([]);
    });

    it('the admin reads any agent’s payslips', async () => {
      const response = await get(t, `/api/admin/agents/${c.id}/payslips`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json<Array<{ month: number }>>().map((row) => row.month)).toEqual([
        m1.month,
        m2.month,
        m3.month,
      ]);
      expect((await get(t, '/api/admin/agents/999999/payslips', admin)).json()).toEqual([]);
    });
  });

  describe('POST /api/admin/agents/:id/payslips/:payslipId/pay', () => {
    function pay(agentId: number, payslipId: number, body: Record<string, unknown>) {
      return post(t, `/api/admin/agents/${agentId}/payslips/${payslipId}/pay`, admin, body);
    }
    async function slip(agent: FixtureAgent, month: { year: number; month: number }) {
      return (await payslipsOf(t, agent.id)).find(
        (s) => s.year === month.year && s.month === month.month,
      )!;
    }

    it('marks the payslip paid with the UTR and writes a Reduce ledger row of its total', async () => {
      const payslip = await slip(a, m2);
      const balanceBefore = (await agentRow(t, a.id)).currentBalance;
      expect(balanceBefore).toBe('270.00');
      const response = await pay(a.id, payslip.id, { utrNumber: ' UTR-PAY-0001 ' });
      expect(response.statusCode, response.body).toBe(200);
      const paid = payslipSchema.parse(response.json());
      expect(paid).toMatchObject({
        id: payslip.id,
        paymentStatus: 'paid',
        utrNumber: 'UTR-PAY-0001',
        totalAmount: '145.00',
      });
      expect(Date.now() - new Date(paid.paidAt!).getTime()).toBeLessThan(60_000);

      const ledger = await ledgerOf(t, a.id);
      expect(ledger.at(-1)).toMatchObject({
        transactionType: 'subtract',
        amount: '145.00',
        utrNumber: 'UTR-PAY-0001',
        balanceBefore: '270.00',
        balanceAfter: '125.00',
        adminId: CONSOLE_ADMIN_ID,
      });
      expect(expectChained(ledger)).toBe('125.00');
      expect((await agentRow(t, a.id)).currentBalance).toBe('125.00');
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'agent.payslip_paid'), eq(auditLog.targetId, String(payslip.id))),
        );
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: CONSOLE_ADMIN_ID, targetType: 'agent_payslip' });

      // The agent sees it paid.
      const own = (await get(t, '/api/agent/payslips', a.cookie)).json<
        Array<{ id: number; paymentStatus: string }>
      >();
      expect(own.find((row) => row.id === payslip.id)?.paymentStatus).toBe('paid');
    });

    it('paying it again: 409, no second ledger row', async () => {
      const payslip = await slip(a, m2);
      const ledgerBefore = (await ledgerOf(t, a.id)).length;
      const response = await pay(a.id, payslip.id, { utrNumber: 'UTR-PAY-0002' });
      expect(response.statusCode).toBe(409);
      expect(errorMessageOf(response)).toBe(AGENT_MESSAGES.payslipAlreadyPaid);
      expect(await ledgerOf(t, a.id)).toHaveLength(ledgerBefore);
      expect((await slip(a, m2)).utrNumber).toBe('UTR-PAY-0001');
    });

    it("another agent's payslip through the wrong agent path: 404, nothing changes", async () => {
      const payslip = await slip(a, m1);
      const response = await pay(b.id, payslip.id, { utrNumber: 'UTR-WRONG' });
      expect(response.statusCode).toBe(404);
      expect(errorMessageOf(response)).toBe('Payslip not found');
      expect((await slip(a, m1)).paymentStatus).toBe('pending');
      expect((await agentRow(t, b.id)).currentBalance).toBe('145.00');
      expect((await pay(a.id, 999999, { utrNumber: 'UTR-NONE' })).statusCode).toBe(404);
    });

    it("a payout needs a UTR: 400 'UTR number is required'", async () => {
      const payslip = await slip(a, m1);
      for (const body of [{}, { utrNumber: '  ' }]) {
        const response = await pay(a.id, payslip.id, body);
        expect(response.statusCode).toBe(400);
        expect(errorMessageOf(response)).toBe('UTR number is required');
      }
      expect((await slip(a, m1)).paymentStatus).toBe('pending');
    });

    it('two payouts of one payslip at once: one 200, one 409, one ledger row', async () => {
      const payslip = await slip(a, m1);
      const ledgerBefore = (await ledgerOf(t, a.id)).length;
      const responses = await Promise.all([
        pay(a.id, payslip.id, { utrNumber: 'UTR-RACE-1' }),
        pay(a.id, payslip.id, { utrNumber: 'UTR-RACE-2' }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const ledger = await ledgerOf(t, a.id);
      expect(ledger).toHaveLength(ledgerBefore + 1);
      expect(ledger.at(-1)).toMatchObject({
        amount: '75.00',
        balanceBefore: '125.00',
        balanceAfter: '50.00',
      });
      expect((await slip(a, m1)).utrNumber).toBe(ledger.at(-1)!.utrNumber);
    });

    it('a payslip of ₹0.00 is marked paid without a ledger row', async () => {
      const payslip = await slip(c, m2);
      const response = await pay(c.id, payslip.id, { utrNumber: 'UTR-ZERO' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ paymentStatus: 'paid', totalAmount: '0.00' });
      expect(await ledgerOf(t, c.id)).toHaveLength(1);
    });

    it('a payout larger than the balance is refused and the payslip stays pending', async () => {
      const reduce = await post(t, `/api/admin/agents/${b.id}/balance`, admin, {
        transactionType: 'reduce',
        amount: '45.00',
        utrNumber: 'UTR-ADVANCE',
      });
      expect(reduce.statusCode).toBe(201);
      const payslip = await slip(b, m1);
      const response = await pay(b.id, payslip.id, { utrNumber: 'UTR-TOO-MUCH' });
      expect(response.statusCode).toBe(409);
      expect(errorMessageOf(response)).toBe(AGENT_MESSAGES.insufficientBalance);
      expect((await slip(b, m1)).paymentStatus).toBe('pending');
      expect((await agentRow(t, b.id)).currentBalance).toBe('100.00');
    });
  });

  describe('GET /api/agent/competition-leaderboard', () => {
    it("ranks this month's verified signups, ties by the earliest signup, earnings ₹25 × count", async () => {
      const response = await get(t, '/api/agent/competition-leaderboard', d.cookie);
      expect(response.statusCode).toBe(200);
      const rows =
        response.json<
          Array<{ agent: Record<string, unknown>; verifiedCount: number; earnings: string }>
        >();
      expect(rows.map((row) => [row.agent.firstName, row.verifiedCount, row.earnings])).toEqual([
        ['Esha', 3, '75.00'],
        ['Aarav', 2, '50.00'],
        ['Bina', 1, '25.00'],
        ['Divya', 1, '25.00'],
      ]);
      expect(rows[0]).toEqual({
        agent: { id: e.id, firstName: 'Esha', lastName: 'Agent', agentCode: e.agentCode },
        verifiedCount: 3,
        earnings: '75.00',
      });
      expect(rows.map((row) => row.agent.id)).toEqual(
        expectedRanking('month').map((r) => r.agentId),
      );
      // Nothing that identifies an agent beyond name and code.
      expect(response.body).not.toContain('@');
    });
  });

  describe('GET /api/admin/agent-statistics', () => {
    it('totals, today and the top agents of the Indian day, month and year', async () => {
      const response = await stats();
      expect(response.statusCode).toBe(200);
      const json = response.json<Record<string, unknown>>();
      const top = (period: 'day' | 'month' | 'year') => {
        const [first] = expectedRanking(period);
        return first ? { agentId: first.agentId, count: first.count } : null;
      };
      const todayStart = istPeriodStart('day').getTime();
      expect(json).toMatchObject({
        totalAgents: 6,
        activeAgents: 5,
        totalVerifications: claims.length,
        todayVerifications: claims.filter((c) => c.at.getTime() >= todayStart).length,
      });
      expect(claims.length).toBe(11);
      for (const [field, period] of [
        ['topAgentToday', 'day'],
        ['topAgentMonth', 'month'],
        ['topAgentYear', 'year'],
      ] as const) {
        const expected = top(period);
        const actual = json[field] as {
          agent: { id: number; agentCode: string };
          count: number;
        } | null;
        expect(actual && { agentId: actual.agent.id, count: actual.count }, field).toEqual(
          expected,
        );
      }
      expect(json.topAgentMonth).toEqual({
        agent: { id: e.id, firstName: 'Esha', lastName: 'Agent', agentCode: e.agentCode },
        count: 3,
      });
    });
  });

  it('each agent profile counts all its verified signups, whatever the month', async () => {
    const counts = [];
    for (const agent of [a, b, d, e]) {
      counts.push(
        (await get(t, '/api/agent/profile', agent.cookie)).json<{ verifiedSignupsCount: number }>()
          .verifiedSignupsCount,
      );
    }
    expect(counts).toEqual([6, 1, 1, 3]);
  });

  it('a deactivated agent keeps its payslips readable by the admin', async () => {
    expect(
      (await patch(t, `/api/admin/agents/${a.id}/status`, admin, { isActive: false })).statusCode,
    ).toBe(200);
    expect(
      (await get(t, `/api/admin/agents/${a.id}/payslips`, admin)).json<unknown[]>(),
    ).toHaveLength(2);
  });
});
