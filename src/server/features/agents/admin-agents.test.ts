// Admin Agents tab (SPEC §2 admin Agents tab, §5 admin password change, §6 admin rights, §7 admin
// agent calls; issue 6 "Admin Agents tab"): only admins reach it; the paginated list with
// verifiedSignupsCount; password change signs the agent out everywhere; status toggle; all audited.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentProfileSchema } from '../../../domain/agents';
import { agents } from '../../db/schema';
import { ADMIN_REQUIRED_MESSAGE } from '../../platform/guards';
import { fillParams, listRoutes } from '../../test-support/routes';
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
  AGENT_PASSWORD,
  agentAudit,
  agentCookieFrom,
  agentRow,
  agentSessionFor,
  count,
  get,
  insertAgent,
  insertClaim,
  insertCustomer,
  ledgerOf,
  patch,
  postAgentSignin,
  type FixtureAgent,
} from './agents-test-helpers';

let t: TestApp;
let admin: string;
let customer: Customer;
let adminCustomer: Customer;
/** An agent with two verified signups and a live session. */
let busy: FixtureAgent;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer, adminCustomer] = await Promise.all([
    adminLogin(t),
    newCustomer(t),
    newCustomer(t),
  ]);
  await flagAdmin(t, adminCustomer.id);
  busy = await insertAgent(t, { firstName: 'Busy' });
  for (let i = 0; i < 2; i += 1)
    await insertClaim(t, busy.id, (await insertCustomer(t, 'verified')).id);
});

const PROFILE_KEYS = Object.keys(agentProfileSchema.shape).sort();

describe('who may use the admin agent routes', () => {
  function adminAgentRoutes() {
    return listRoutes(t.app).filter((route) => /^\/api\/admin\/agent/.test(route.url));
  }

  it('covers the list, statistics, password, status, balance, payslips and documents', () => {
    expect(
      adminAgentRoutes()
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([
      'GET /api/admin/agent-statistics',
      'GET /api/admin/agents',
      'GET /api/admin/agents/:id/aadhar/:side',
      'GET /api/admin/agents/:id/payslips',
      'PATCH /api/admin/agents/:id/password',
      'PATCH /api/admin/agents/:id/status',
      'POST /api/admin/agents/:id/balance',
      'POST /api/admin/agents/:id/payslips/:payslipId/pay',
    ]);
  });

  it.each([
    ['a visitor', () => undefined],
    ['a customer who is not an admin', () => customer.cookie],
    ['an agent', () => busy.cookie],
    ['a customer and an agent cookie together', () => `${customer.cookie}; ${busy.cookie}`],
  ])('refuses %s with 401 and changes nothing', async (_who, cookie) => {
    const before = await agentRow(t, busy.id);
    const ledgerBefore = (await ledgerOf(t, busy.id)).length;
    const bodies: Record<string, unknown> = {
      '/api/admin/agents/:id/password': { newPassword: 'taken-over-123' },
      '/api/admin/agents/:id/status': { isActive: false },
      '/api/admin/agents/:id/balance': {
        transactionType: 'add',
        amount: '1000',
        utrNumber: 'UTR1',
      },
      '/api/admin/agents/:id/payslips/:payslipId/pay': { utrNumber: 'UTR1' },
    };
    for (const route of adminAgentRoutes()) {
      const url = fillParams(route.url.replace(':side', 'front'), String(busy.id));
      const response = await t.inject({
        method: route.method as 'GET',
        url,
        headers: cookie() ? { cookie: cookie()! } : {},
        ...(route.method === 'GET' ? {} : { payload: bodies[route.url] ?? {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(401);
      expect(errorMessageOf(response)).toBe(ADMIN_REQUIRED_MESSAGE);
    }
    const after = await agentRow(t, busy.id);
    expect(after).toMatchObject({
      isActive: true,
      hashedPassword: before.hashedPassword,
      currentBalance: before.currentBalance,
    });
    expect(await ledgerOf(t, busy.id)).toHaveLength(ledgerBefore);
    expect((await get(t, '/api/agent/profile', busy.cookie)).statusCode).toBe(200);
  });

  it('an isAdmin customer is an admin here', async () => {
    const response = await get(t, '/api/admin/agents', adminCustomer.cookie);
    expect(response.statusCode).toBe(200);
    expect((await get(t, '/api/admin/agent-statistics', adminCustomer.cookie)).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/admin/agents', () => {
  let created: FixtureAgent[];

  beforeAll(async () => {
    created = [];
    // Distinct creation times, newest last.
    for (let i = 0; i < 5; i += 1) {
      created.push(
        await insertAgent(t, {
          firstName: `List${i}`,
          createdAt: new Date(Date.now() + (i + 1) * 60_000),
        }),
      );
    }
  });

  it('pages the agents newest first with the total', async () => {
    const total = await count(t, agents);
    const first = await get(t, '/api/admin/agents?page=1&pageSize=2', admin);
    expect(first.statusCode).toBe(200);
    const page1 = first.json<{
      items: Array<Record<string, unknown>>;
      total: number;
      page: number;
      pageSize: number;
    }>();
    expect(page1).toMatchObject({ total, page: 1, pageSize: 2 });
    expect(page1.items.map((item) => item.firstName)).toEqual(['List4', 'List3']);
    const page2 = (await get(t, '/api/admin/agents?page=2&pageSize=2', admin)).json<typeof page1>();
    expect(page2.items.map((item) => item.firstName)).toEqual(['List2', 'List1']);
    const beyond = (await get(t, `/api/admin/agents?page=${total + 1}&pageSize=2`, admin)).json<
      typeof page1
    >();
    expect(beyond).toMatchObject({ items: [], total });
  });

  it('shows each agent as its profile: never the password hash or the account number', async () => {
    const response = await get(t, '/api/admin/agents?pageSize=200', admin);
    const { items } = response.json<{ items: Array<Record<string, unknown>> }>();
    expect(items.length).toBe(await count(t, agents));
    for (const item of items) expect(Object.keys(item).sort()).toEqual(PROFILE_KEYS);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('hashedPassword');
  });

  it.each([['page=0'], ['pageSize=0'], ['pageSize=201'], ['page=abc']])(
    'refuses %s with 400',
    async (query) => {
      expect((await get(t, `/api/admin/agents?${query}`, admin)).statusCode).toBe(400);
    },
  );

  it('an unchanged poll can be answered 304 (ETag)', async () => {
    const first = await get(t, '/api/admin/agents', admin);
    const etag = first.headers.etag as string | undefined;
    expect(etag).toBeTruthy();
    const again = await t.inject({
      method: 'GET',
      url: '/api/admin/agents',
      headers: { cookie: admin, 'if-none-match': etag! },
    });
    expect(again.statusCode).toBe(304);
  });

  it('verifiedSignupsCount is the number of signups each agent claimed', async () => {
    const fresh = await insertAgent(t, {
      firstName: 'Counted',
      createdAt: new Date(Date.now() + 3600_000),
    });
    for (let i = 0; i < 3; i += 1)
      await insertClaim(t, fresh.id, (await insertCustomer(t, 'verified')).id);
    const { items } = (await get(t, '/api/admin/agents?pageSize=200', admin)).json<{
      items: Array<{ id: number; verifiedSignupsCount: number }>;
    }>();
    const countOf = (id: number) => items.find((item) => item.id === id)?.verifiedSignupsCount;
    expect([countOf(fresh.id), countOf(busy.id), countOf(created[0]!.id)]).toEqual([3, 2, 0]);
  });
});

describe('PATCH /api/admin/agents/:id/password', () => {
  it.each([
    ['a 7-character password', { newPassword: 'short12' }],
    ['no password', {}],
    ['a number', { newPassword: 12345678 }],
  ])("refuses %s: 400 'Password must be at least 8 characters long.'", async (_name, body) => {
    const agent = await insertAgent(t);
    const before = (await agentRow(t, agent.id)).hashedPassword;
    const response = await patch(t, `/api/admin/agents/${agent.id}/password`, admin, body);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('Password must be at least 8 characters long.');
    expect((await agentRow(t, agent.id)).hashedPassword).toBe(before);
    expect((await get(t, '/api/agent/profile', agent.cookie)).statusCode).toBe(200);
  });

  it('changes it: the agent is signed out everywhere, the old password fails, the new one works', async () => {
    const agent = await insertAgent(t);
    const secondDevice = agentCookieFrom(await postAgentSignin(t, agent.email, AGENT_PASSWORD));
    const other = await insertAgent(t);

    const response = await patch(t, `/api/admin/agents/${agent.id}/password`, admin, {
      newPassword: 'brand-new-pass-9',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated' });

    for (const cookie of [agent.cookie, secondDevice]) {
      expect((await get(t, '/api/agent/profile', cookie)).statusCode).toBe(401);
    }
    // Other agents stay signed in.
    expect((await get(t, '/api/agent/profile', other.cookie)).statusCode).toBe(200);
    expect((await postAgentSignin(t, agent.email, AGENT_PASSWORD)).statusCode).toBe(401);
    const signin = await postAgentSignin(t, agent.email, 'brand-new-pass-9');
    expect(signin.statusCode).toBe(200);
    expect((await get(t, '/api/agent/profile', agentCookieFrom(signin))).statusCode).toBe(200);

    const row = await agentRow(t, agent.id);
    expect(row.hashedPassword).toMatch(/^\$argon2id\$/);
    expect(row.hashedPassword).not.toContain('brand-new-pass-9');
    const audits = await agentAudit(t, agent.id, 'agent.password_changed');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'admin', actorId: CONSOLE_ADMIN_ID });
    expect(JSON.stringify(audits[0])).not.toContain('brand-new-pass-9');
  });

  it('an unknown agent: 404, nothing audited', async () => {
    const response = await patch(t, '/api/admin/agents/999999/password', admin, {
      newPassword: 'brand-new-pass-9',
    });
    expect(response.statusCode).toBe(404);
    expect(errorMessageOf(response)).toBe('Agent not found');
    expect(await agentAudit(t, 999999)).toEqual([]);
  });
});

describe('PATCH /api/admin/agents/:id/status', () => {
  it('deactivates and reactivates, audited with the acting admin', async () => {
    const agent = await insertAgent(t);
    const off = await patch(t, `/api/admin/agents/${agent.id}/status`, adminCustomer.cookie, {
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(Object.keys(off.json()).sort()).toEqual(PROFILE_KEYS);
    expect(off.json()).toMatchObject({ id: agent.id, isActive: false });
    expect((await agentRow(t, agent.id)).isActive).toBe(false);
    expect((await get(t, '/api/agent/profile', agent.cookie)).statusCode).toBe(403);
    expect((await get(t, '/api/admin/agent-statistics', admin)).json()).toMatchObject({
      activeAgents: expect.any(Number),
    });

    const on = await patch(t, `/api/admin/agents/${agent.id}/status`, admin, { isActive: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ isActive: true });
    expect((await get(t, '/api/agent/profile', agent.cookie)).statusCode).toBe(200);

    const audits = await agentAudit(t, agent.id);
    expect(audits.map((row) => [row.action, row.actorId])).toEqual([
      ['agent.deactivated', adminCustomer.id],
      ['agent.activated', CONSOLE_ADMIN_ID],
    ]);
  });

  it('the active count of the statistics follows', async () => {
    const agent = await insertAgent(t);
    const before = (await get(t, '/api/admin/agent-statistics', admin)).json<{
      totalAgents: number;
      activeAgents: number;
    }>();
    await patch(t, `/api/admin/agents/${agent.id}/status`, admin, { isActive: false });
    const after = (await get(t, '/api/admin/agent-statistics', admin)).json<{
      totalAgents: number;
      activeAgents: number;
    }>();
    expect(after).toMatchObject({
      totalAgents: before.totalAgents,
      activeAgents: before.activeAgents - 1,
    });
  });

  it.each([[{ isActive: 'false' }], [{}], [{ isActive: 0 }]])(
    'refuses %j with 400',
    async (body) => {
      const agent = await insertAgent(t);
      const response = await patch(t, `/api/admin/agents/${agent.id}/status`, admin, body);
      expect(response.statusCode).toBe(400);
      expect(errorMessageOf(response)).toBe('isActive must be true or false');
      expect((await agentRow(t, agent.id)).isActive).toBe(true);
    },
  );

  it('an unknown agent: 404', async () => {
    const response = await patch(t, '/api/admin/agents/999999/status', admin, { isActive: false });
    expect(response.statusCode).toBe(404);
    expect(errorMessageOf(response)).toBe('Agent not found');
  });

  it('answers the agent with its real verifiedSignupsCount', async () => {
    const response = await patch(t, `/api/admin/agents/${busy.id}/status`, admin, {
      isActive: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: busy.id, verifiedSignupsCount: 2 });
  });
});

it('a session made for a removed agent is refused (the guard looks the agent up)', async () => {
  const agent = await insertAgent(t);
  const extra = await agentSessionFor(t, agent.id);
  await t.db.delete(agents).where(eq(agents.id, agent.id));
  expect((await get(t, '/api/agent/profile', extra)).statusCode).toBe(401);
});
