// Payslips, the leaderboard and the admin statistics (SPEC §3 agent_payslips, agent statistics,
// leaderboard row; §9 ₹120 joining bonus and ₹25 per verified signup). Months and days are Indian
// ones (Asia/Kolkata). The agents are made through the API and then moved back in time: they
// joined two and three months ago, with claims placed in specific months (23:30 IST on a month's
// last day counts for that month; 00:30 IST on the 1st for the next).
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import { privacyEndpoints } from '@/contract/privacy';
import { payslipSchema, type Payslip } from '@/domain/agents.schema';
import { AGENT_MESSAGES } from '@/domain/rule-messages';
import {
  agentBalanceTransactions,
  agentPayslips,
  agentReferrals,
  agents,
} from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import { claim, newAgent, newCustomer, type Agent } from '@/server/test-support/factories';
import { call, callOk, errorBodyOf } from '@/server/test-support/http';
import { auditRows, ledgerOf, rowCount } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';
import { generateClosedMonthPayslips } from './programme-queries';

const t = appPerFile({ admin: true });

// ---------------------------------------------------------------------------------------------
// India time (the programme's days and months, SPEC §9; programme-queries.ts)

const IST_OFFSET_MS = 330 * 60_000;

/** Year, month (1-12) and day of a moment in India. */
function istParts(date: Date): { year: number; month: number; day: number } {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** The moment of a wall-clock time in India; month may run outside 1-12 (Date.UTC normalises). */
function istDate(year: number, month: number, day: number, hour = 12, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS);
}

/** The Indian calendar month `k` months before this one. */
function istMonthAgo(k: number): { year: number; month: number } {
  const now = istParts(new Date());
  const d = new Date(Date.UTC(now.year, now.month - 1 - k, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** Start of the current Indian day, month or year, as a moment. */
function istPeriodStart(period: 'day' | 'month' | 'year', now = new Date()): Date {
  const p = istParts(now);
  if (period === 'day') return istDate(p.year, p.month, p.day, 0, 0);
  if (period === 'month') return istDate(p.year, p.month, 1, 0, 0);
  return istDate(p.year, 1, 1, 0, 0);
}

const m0 = istMonthAgo(0);
const m1 = istMonthAgo(1);
const m2 = istMonthAgo(2);
const m3 = istMonthAgo(3);
/** Last day of the month before this one. */
const lastDayOfM1 = new Date(Date.UTC(m0.year, m0.month - 1, 0)).getUTCDate();

// ---------------------------------------------------------------------------------------------
// Agents and claims in past months: made now through the API, then moved back in time (the API
// only ever writes "now").

/** An agent who joined at `joinedAt` (its row and its welcome-bonus ledger row). */
async function agentJoined(
  firstName: string,
  joinedAt?: Date,
  options: { active?: boolean } = {},
): Promise<Agent> {
  const agent = await newAgent(t, { fields: { firstName, lastName: 'Agent' }, ...options });
  if (joinedAt) {
    await t.db.update(agents).set({ createdAt: joinedAt }).where(eq(agents.id, agent.id));
    await t.db
      .update(agentBalanceTransactions)
      .set({ createdAt: joinedAt })
      .where(eq(agentBalanceTransactions.agentId, agent.id));
  }
  return agent;
}

/** Every claim of the fixtures, to compute what the rankings must say. */
const claims: Array<{ agentId: number; at: Date }> = [];

/** The agent claims a new verified customer at `at` (its referral and its ₹25 ledger row). */
async function claimAt(agent: Agent, at?: Date) {
  const customer = await newCustomer(t, { state: 'verified', identityConfirmed: true });
  await claim(t, agent, customer.id);
  if (at) {
    await t.db
      .update(agentReferrals)
      .set({ createdAt: at })
      .where(eq(agentReferrals.userId, customer.id));
    await t.db
      .update(agentBalanceTransactions)
      .set({ createdAt: at })
      .where(like(agentBalanceTransactions.description, `%${customer.id}%`));
  }
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

const stats = () => callOk<Record<string, unknown>>(t, api.agentStatistics, { cookie: t.admin });

const payslipsOf = (agentId: number) =>
  t.db
    .select()
    .from(agentPayslips)
    .where(eq(agentPayslips.agentId, agentId))
    .orderBy(asc(agentPayslips.year), asc(agentPayslips.month));

const balanceOf = async (agent: Agent) =>
  (await callOk<{ currentBalance: string }>(t, api.profile, { cookie: agent.cookie }))
    .currentBalance;

// ---------------------------------------------------------------------------------------------

describe('before any referral', () => {
  it('statistics are zeros and the top agents are null', async () => {
    expect(await stats()).toEqual({
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
    const agent = await agentJoined('Zero');
    expect(await callOk(t, api.leaderboard, { cookie: agent.cookie })).toEqual([]);
    expect(await stats()).toMatchObject({ totalAgents: 1, activeAgents: 1, topAgentMonth: null });
  });
});

describe('with agents who joined in past months', () => {
  /** Joined two months ago: 1 claim that month, 3 last month (one at 23:30 IST on its last day), 2 now. */
  let a: Agent;
  /** Joined last month: no claims then, 1 at 00:30 IST on the 1st of this month. */
  let b: Agent;
  /** Joined three months ago, never claimed, deactivated. */
  let c: Agent;
  /** Joined this month, 1 claim now. */
  let d: Agent;
  /** Joined this month, 3 claims now. */
  let e: Agent;

  beforeAll(async () => {
    a = await agentJoined('Aarav', istDate(m2.year, m2.month, 10));
    b = await agentJoined('Bina', istDate(m1.year, m1.month, 3));
    c = await agentJoined('Chetan', istDate(m3.year, m3.month, 28, 9), { active: false });
    d = await agentJoined('Divya');
    e = await agentJoined('Esha');

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
      expect(await rowCount(t, agentPayslips)).toBe(6);
      expect(await generateClosedMonthPayslips(t.db)).toBe(0);
      const [x, y] = await Promise.all([
        generateClosedMonthPayslips(t.db),
        generateClosedMonthPayslips(t.db),
      ]);
      expect(x + y).toBe(0);
      expect(await rowCount(t, agentPayslips)).toBe(6);
    });

    it('the joining month carries the joining bonus, each month ₹25 × its verified signups', async () => {
      const columns = (s: Awaited<ReturnType<typeof payslipsOf>>[number]) => [
        s.year,
        s.month,
        s.joiningBonus,
        s.referralBonus,
        s.totalAmount,
        s.verifiedSignupsCount,
        s.paymentStatus,
      ];
      expect((await payslipsOf(a.id)).map(columns)).toEqual([
        [m2.year, m2.month, '120.00', '25.00', '145.00', 1, 'pending'],
        [m1.year, m1.month, '0.00', '75.00', '75.00', 3, 'pending'],
      ]);
      expect((await payslipsOf(b.id)).map(columns)).toEqual([
        [m1.year, m1.month, '120.00', '0.00', '120.00', 0, 'pending'],
      ]);
      expect((await payslipsOf(c.id)).map(columns)).toEqual([
        [m3.year, m3.month, '120.00', '0.00', '120.00', 0, 'pending'],
        [m2.year, m2.month, '0.00', '0.00', '0.00', 0, 'pending'],
        [m1.year, m1.month, '0.00', '0.00', '0.00', 0, 'pending'],
      ]);
      expect(await payslipsOf(d.id)).toEqual([]);
      expect(await payslipsOf(e.id)).toEqual([]);
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
      const rows = (await callOk<unknown[]>(t, api.listPayslips, { cookie: a.cookie })).map((row) =>
        payslipSchema.parse(row),
      );
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
      expect(await callOk(t, api.listPayslips, { cookie: d.cookie })).toEqual([]);
    });

    it('the admin reads any agent’s payslips', async () => {
      const adminView = (id: number) =>
        callOk<Payslip[]>(t, api.listAgentPayslips, { params: { id }, cookie: t.admin });
      expect((await adminView(c.id)).map((row) => row.month)).toEqual([
        m1.month,
        m2.month,
        m3.month,
      ]);
      expect(await adminView(999999)).toEqual([]);
    });
  });

  describe('POST /api/admin/agents/:id/payslips/:payslipId/pay', () => {
    const pay = (agentId: number, payslipId: number, body: Record<string, unknown>) =>
      call(t, api.payPayslip, { params: { id: agentId, payslipId }, body, cookie: t.admin });
    const slip = async (agent: Agent, month: { year: number; month: number }) =>
      (await payslipsOf(agent.id)).find((s) => s.year === month.year && s.month === month.month)!;
    const ledgerSteps = async (agent: Agent) =>
      (await ledgerOf(t, agent.id)).map((row) => [row.balanceBefore, row.balanceAfter]);

    it('marks the payslip paid with the UTR and writes a Reduce ledger row of its total', async () => {
      const payslip = await slip(a, m2);
      expect(await balanceOf(a)).toBe('270.00');
      const started = Date.now();
      const response = await pay(a.id, payslip.id, { utrNumber: ' UTR-PAY-0001 ' });
      const answered = Date.now();
      expect(response.statusCode, response.body).toBe(200);
      const paid = payslipSchema.parse(response.json());
      expect(paid).toMatchObject({
        id: payslip.id,
        paymentStatus: 'paid',
        utrNumber: 'UTR-PAY-0001',
        totalAmount: '145.00',
      });
      // Paid while the request ran, however long it took.
      const paidAt = new Date(paid.paidAt!).getTime();
      expect(paidAt).toBeGreaterThanOrEqual(started);
      expect(paidAt).toBeLessThanOrEqual(answered);

      expect((await ledgerOf(t, a.id)).at(-1)).toMatchObject({
        transactionType: 'subtract',
        amount: '145.00',
        utrNumber: 'UTR-PAY-0001',
        balanceBefore: '270.00',
        balanceAfter: '125.00',
        adminId: CONSOLE_ADMIN_ID,
      });
      // The welcome bonus, six ₹25 claims, then the payout: one unbroken chain.
      expect(await ledgerSteps(a)).toEqual([
        ['0.00', '120.00'],
        ['120.00', '145.00'],
        ['145.00', '170.00'],
        ['170.00', '195.00'],
        ['195.00', '220.00'],
        ['220.00', '245.00'],
        ['245.00', '270.00'],
        ['270.00', '125.00'],
      ]);
      expect(await balanceOf(a)).toBe('125.00');
      const audit = await auditRows(t, { action: 'agent.payslip_paid', targetId: payslip.id });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: CONSOLE_ADMIN_ID, targetType: 'agent_payslip' });

      // The agent sees it paid.
      const own = await callOk<Payslip[]>(t, api.listPayslips, { cookie: a.cookie });
      expect(own.find((row) => row.id === payslip.id)?.paymentStatus).toBe('paid');
    });

    it('paying it again: 409, no second ledger row', async () => {
      const payslip = await slip(a, m2);
      const ledgerBefore = (await ledgerOf(t, a.id)).length;
      expect(errorBodyOf(await pay(a.id, payslip.id, { utrNumber: 'UTR-PAY-0002' }))).toMatchObject(
        { code: 'PAYSLIP_ALREADY_PAID', message: AGENT_MESSAGES.payslipAlreadyPaid },
      );
      expect(await ledgerOf(t, a.id)).toHaveLength(ledgerBefore);
      expect((await slip(a, m2)).utrNumber).toBe('UTR-PAY-0001');
    });

    it("another agent's payslip through the wrong agent path: 404, nothing changes", async () => {
      const NOT_FOUND = { code: 'PAYSLIP_NOT_FOUND', message: 'Payslip not found' };
      const payslip = await slip(a, m1);
      expect(errorBodyOf(await pay(b.id, payslip.id, { utrNumber: 'UTR-WRONG' }))).toMatchObject(
        NOT_FOUND,
      );
      expect((await slip(a, m1)).paymentStatus).toBe('pending');
      expect(await balanceOf(b)).toBe('145.00');
      expect(errorBodyOf(await pay(a.id, 999999, { utrNumber: 'UTR-NONE' }))).toMatchObject(
        NOT_FOUND,
      );
    });

    it.each([[{}], [{ utrNumber: '  ' }]])(
      "with payouts off, a payout needs a UTR (%j): 400 'UTR number is required'",
      async (body) => {
        const payslip = await slip(a, m1);
        expect(errorBodyOf(await pay(a.id, payslip.id, body))).toMatchObject({
          code: 'AGENT_UTR_REQUIRED',
          message: 'UTR number is required',
        });
        expect((await slip(a, m1)).paymentStatus).toBe('pending');
      },
    );

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
      expect(await ledgerSteps(c)).toEqual([['0.00', '120.00']]);
    });

    it('a payout larger than the balance is refused and the payslip stays pending', async () => {
      await callOk(t, api.adjustBalance, {
        params: { id: b.id },
        body: { transactionType: 'reduce', amount: '45.00', utrNumber: 'UTR-ADVANCE' },
        cookie: t.admin,
      });
      const payslip = await slip(b, m1);
      expect(errorBodyOf(await pay(b.id, payslip.id, { utrNumber: 'UTR-TOO-MUCH' }))).toMatchObject(
        { code: 'INSUFFICIENT_BALANCE', message: AGENT_MESSAGES.insufficientBalance },
      );
      expect((await slip(b, m1)).paymentStatus).toBe('pending');
      expect(await balanceOf(b)).toBe('100.00');
      expect(await ledgerSteps(b)).toEqual([
        ['0.00', '120.00'],
        ['120.00', '145.00'],
        ['145.00', '100.00'],
      ]);
    });
  });

  describe('GET /api/agent/competition-leaderboard', () => {
    it("ranks this month's verified signups, ties by the earliest signup, earnings ₹25 × count", async () => {
      const response = await call(t, api.leaderboard, { cookie: d.cookie });
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
      const json = await stats();
      const todayStart = istPeriodStart('day').getTime();
      expect(json).toMatchObject({
        totalAgents: 6,
        activeAgents: 5,
        totalVerifications: claims.length,
        todayVerifications: claims.filter((claimed) => claimed.at.getTime() >= todayStart).length,
      });
      expect(claims.length).toBe(11);
      for (const [field, period] of [
        ['topAgentToday', 'day'],
        ['topAgentMonth', 'month'],
        ['topAgentYear', 'year'],
      ] as const) {
        const [first] = expectedRanking(period);
        const actual = json[field] as { agent: { id: number }; count: number } | null;
        expect(actual && { agentId: actual.agent.id, count: actual.count }, field).toEqual(
          first ?? null,
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
      const profile = await callOk<{ verifiedSignupsCount: number }>(t, api.profile, {
        cookie: agent.cookie,
      });
      counts.push(profile.verifiedSignupsCount);
    }
    expect(counts).toEqual([6, 1, 1, 3]);
  });

  it('a deactivated agent keeps its payslips readable by the admin', async () => {
    await callOk(t, api.changeAgentStatus, {
      params: { id: a.id },
      body: { isActive: false },
      cookie: t.admin,
    });
    const slips = await callOk<unknown[]>(t, api.listAgentPayslips, {
      params: { id: a.id },
      cookie: t.admin,
    });
    expect(slips).toHaveLength(2);
  });
});

describe('an erased agent', () => {
  it('gets no payslip for the months before the erasure: a balance not yet on one is given up', async () => {
    // Joined two months ago with a signup last month, erased before the monthly job ran.
    const f = await agentJoined('Farah', istDate(m2.year, m2.month, 12));
    await claimAt(f, istDate(m1.year, m1.month, 9));
    await callOk(t, privacyEndpoints.adminAgentDelete, {
      params: { id: f.id },
      body: { reason: 'Asked by phone to close the account' },
      cookie: t.admin,
    });
    const before = await rowCount(t, agentPayslips);
    await generateClosedMonthPayslips(t.db);
    expect(await payslipsOf(f.id)).toEqual([]);
    expect(await rowCount(t, agentPayslips)).toBe(before);
  });
});
