// Admin Agents tab (SPEC §2 admin Agents tab, §5 admin password change, §6 admin rights, §7 admin
// agent calls): only admins reach it; the paginated list with verifiedSignupsCount; password
// change signs the agent out everywhere; status toggle; all audited.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import type { EndpointSpec } from '@/contract/endpoint';
import { errorMessage } from '@/contract/error-codes';
import { privacyEndpoints } from '@/contract/privacy';
import { agentProfileSchema } from '@/domain/agents.schema';
import type { Page } from '@/domain/pagination';
import { AGENT_MESSAGES } from '@/domain/rule-messages';
import { agentBalanceTransactions, agents } from '@/server/db/schema';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth';
import {
  adminCustomer,
  claim,
  newAgent,
  newCustomer,
  TEST_PASSWORD,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import {
  call,
  callOk,
  cookieOf,
  errorBodyOf,
  REFUSED_PAGE_QUERIES,
} from '@/server/test-support/http';
import { listRoutes } from '@/server/test-support/routes';
import { agentRow, auditRows, rowCount } from '@/server/test-support/rows';
import { appPerFile } from '@/server/test-support/test-app';

const PROFILE_KEYS = Object.keys(agentProfileSchema.shape).sort();
const AGENT_NOT_FOUND = { code: 'AGENT_NOT_FOUND', message: 'Agent not found' };

const t = appPerFile({ admin: true });
let customer: Customer;
/** A customer flagged isAdmin through the Users tab. */
let staff: Customer;
/** An agent with two verified signups and a live session. */
let busy: Agent;

beforeAll(async () => {
  [customer, staff, busy] = await Promise.all([
    newCustomer(t),
    adminCustomer(t),
    newAgent(t, { fields: { firstName: 'Busy' } }),
  ]);
  await claimVerifiedSignups(busy, 2);
});

/** `count` verified customers claimed by the agent. */
async function claimVerifiedSignups(agent: Agent, count: number) {
  for (let i = 0; i < count; i += 1) {
    await claim(
      t,
      agent,
      (await newCustomer(t, { state: 'verified', identityConfirmed: true })).id,
    );
  }
}

const agentAudits = (id: number, action?: string) =>
  auditRows(t, { targetType: 'agent', targetId: id, action });
const profileStatus = async (cookie: string) => (await call(t, api.profile, { cookie })).statusCode;
const agentSignIn = (email: string, password: string) =>
  call(t, api.signIn, { body: { email, password } });
const statistics = () =>
  callOk<{ totalAgents: number; activeAgents: number }>(t, api.agentStatistics, {
    cookie: t.admin,
  });
const listAgents = (query: Record<string, string | number> = {}) =>
  callOk<Page<Record<string, unknown> & { id: number; verifiedSignupsCount: number }>>(
    t,
    api.listAgents,
    { cookie: t.admin, query },
  );
const changePassword = (id: number, body: unknown) =>
  call(t, api.changeAgentPassword, { params: { id }, body, cookie: t.admin });
const changeStatus = (id: number, body: unknown, cookie = t.admin) =>
  call(t, api.changeAgentStatus, { params: { id }, body, cookie });

describe('who may use the admin agent routes', () => {
  // Staff erasing an agent on request is a privacy route (features/privacy) under the same path.
  const ADMIN_AGENT_ENDPOINTS = [...Object.values(api), privacyEndpoints.adminAgentDelete].filter(
    (endpoint: EndpointSpec) => endpoint.path.startsWith('/api/admin/agent'),
  );
  const key = (route: { method: string; path?: string; url?: string }) =>
    `${route.method} ${route.path ?? route.url}`;

  it('covers the list, statistics, password, status, balance, payslips, documents and change requests', () => {
    const registered = listRoutes(t.app).filter((route) =>
      route.url.startsWith('/api/admin/agent'),
    );
    expect(registered.map(key).sort()).toEqual(ADMIN_AGENT_ENDPOINTS.map(key).sort());
    expect(ADMIN_AGENT_ENDPOINTS.map(key).sort()).toEqual([
      'GET /api/admin/agent-statistics',
      'GET /api/admin/agents',
      'GET /api/admin/agents/:id/aadhar/:side',
      'GET /api/admin/agents/:id/payslips',
      'PATCH /api/admin/agents/:id/password',
      'PATCH /api/admin/agents/:id/status',
      'POST /api/admin/agents/:id/balance',
      'POST /api/admin/agents/:id/change-requests/:requestId/decision',
      'POST /api/admin/agents/:id/delete-account',
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
    const ledgerBefore = await rowCount(t, agentBalanceTransactions);
    const bodies: Record<string, unknown> = {
      [api.changeAgentPassword.path]: { newPassword: 'taken-over-123' },
      [api.changeAgentStatus.path]: { isActive: false },
      [api.adjustBalance.path]: { transactionType: 'add', amount: '1000', utrNumber: 'UTR1' },
      [api.payPayslip.path]: { utrNumber: 'UTR1' },
      [api.decideChangeRequest.path]: { decision: 'approve' },
      [privacyEndpoints.adminAgentDelete.path]: { reason: 'Requested by e-mail' },
    };
    for (const endpoint of ADMIN_AGENT_ENDPOINTS) {
      const response = await call(t, endpoint, {
        params: { id: busy.id, payslipId: busy.id, requestId: busy.id, side: 'front' },
        body: endpoint.method === 'GET' ? undefined : (bodies[endpoint.path] ?? {}),
        cookie: cookie(),
      });
      expect(errorBodyOf(response), key(endpoint)).toMatchObject({
        code: 'ADMIN_SIGN_IN_NEEDED',
        message: errorMessage('ADMIN_SIGN_IN_NEEDED', {}),
      });
    }
    expect(await agentRow(t, busy.id)).toMatchObject({
      isActive: true,
      hashedPassword: before.hashedPassword,
      currentBalance: before.currentBalance,
    });
    expect(await rowCount(t, agentBalanceTransactions)).toBe(ledgerBefore);
    expect(await profileStatus(busy.cookie)).toBe(200);
  });

  it('an isAdmin customer is an admin here', async () => {
    for (const endpoint of [api.listAgents, api.agentStatistics]) {
      expect((await call(t, endpoint, { cookie: staff.cookie })).statusCode).toBe(200);
    }
  });
});

describe('GET /api/admin/agents', () => {
  let created: Agent[];

  beforeAll(async () => {
    // One after the other: distinct creation times, newest last.
    created = [];
    for (let i = 0; i < 5; i += 1) {
      created.push(await newAgent(t, { fields: { firstName: `List${i}` } }));
    }
  });

  it('pages the agents newest first with the total', async () => {
    const total = await rowCount(t, agents);
    const page1 = await listAgents({ page: 1, pageSize: 2 });
    expect(page1).toMatchObject({ total, page: 1, pageSize: 2 });
    expect(page1.items.map((item) => item.firstName)).toEqual(['List4', 'List3']);
    const page2 = await listAgents({ page: 2, pageSize: 2 });
    expect(page2.items.map((item) => item.firstName)).toEqual(['List2', 'List1']);
    expect(await listAgents({ page: total + 1, pageSize: 2 })).toMatchObject({ items: [], total });
  });

  it('shows each agent as its profile: never the password hash or the account number', async () => {
    const response = await call(t, api.listAgents, { cookie: t.admin, query: { pageSize: 200 } });
    const { items } = response.json<Page<Record<string, unknown>>>();
    expect(items.length).toBe(await rowCount(t, agents));
    for (const item of items) expect(Object.keys(item).sort()).toEqual(PROFILE_KEYS);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('hashedPassword');
  });

  it.each(REFUSED_PAGE_QUERIES)(
    'refuses %j with 400 and the paging message',
    async (query, message) => {
      const response = await call(t, api.listAgents, { cookie: t.admin, query });
      expect(errorBodyOf(response)).toMatchObject({ code: 'INVALID_INPUT', message });
    },
  );

  it('an unchanged poll can be answered 304 (ETag)', async () => {
    const first = await call(t, api.listAgents, { cookie: t.admin });
    const etag = first.headers.etag as string | undefined;
    expect(etag).toBeTruthy();
    const again = await call(t, api.listAgents, {
      cookie: t.admin,
      headers: { 'if-none-match': etag! },
    });
    expect(again.statusCode).toBe(304);
  });

  it('verifiedSignupsCount is the number of signups each agent claimed', async () => {
    const fresh = await newAgent(t, { fields: { firstName: 'Counted' } });
    await claimVerifiedSignups(fresh, 3);
    const { items } = await listAgents({ pageSize: 200 });
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
    const before = (await agentRow(t, busy.id)).hashedPassword;
    expect(errorBodyOf(await changePassword(busy.id, body))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Password must be at least 8 characters long.',
    });
    expect((await agentRow(t, busy.id)).hashedPassword).toBe(before);
    expect(await profileStatus(busy.cookie)).toBe(200);
  });

  it('changes it: the agent is signed out everywhere, the old password fails, the new one works', async () => {
    const [agent, other] = await Promise.all([newAgent(t), newAgent(t)]);
    const secondDevice = `agent_sid=${cookieOf(await agentSignIn(agent.email, TEST_PASSWORD), 'agent_sid')}`;

    const response = await changePassword(agent.id, { newPassword: 'brand-new-pass-9' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated' });

    for (const cookie of [agent.cookie, secondDevice]) {
      expect(await profileStatus(cookie)).toBe(401);
    }
    // Other agents stay signed in.
    expect(await profileStatus(other.cookie)).toBe(200);
    expect(errorBodyOf(await agentSignIn(agent.email, TEST_PASSWORD))).toMatchObject({
      code: 'AGENT_INVALID_CREDENTIALS',
      message: AGENT_MESSAGES.invalidCredentials,
    });
    const signin = await agentSignIn(agent.email, 'brand-new-pass-9');
    expect(signin.statusCode).toBe(200);
    expect(await profileStatus(`agent_sid=${cookieOf(signin, 'agent_sid')}`)).toBe(200);

    const row = await agentRow(t, agent.id);
    expect(row.hashedPassword).toMatch(/^\$argon2id\$/);
    expect(row.hashedPassword).not.toContain('brand-new-pass-9');
    const audits = await agentAudits(agent.id, 'agent.password_changed');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'admin', actorId: CONSOLE_ADMIN_ID });
    expect(JSON.stringify(audits[0])).not.toContain('brand-new-pass-9');
  });

  it('an unknown agent: 404, nothing audited', async () => {
    const response = await changePassword(999999, { newPassword: 'brand-new-pass-9' });
    expect(errorBodyOf(response)).toMatchObject(AGENT_NOT_FOUND);
    expect(await agentAudits(999999)).toEqual([]);
  });
});

describe('PATCH /api/admin/agents/:id/status', () => {
  it('deactivates and reactivates, audited with the acting admin', async () => {
    const agent = await newAgent(t);
    const off = await changeStatus(agent.id, { isActive: false }, staff.cookie);
    expect(off.statusCode).toBe(200);
    expect(Object.keys(off.json()).sort()).toEqual(PROFILE_KEYS);
    expect(off.json()).toMatchObject({ id: agent.id, isActive: false });
    expect((await agentRow(t, agent.id)).isActive).toBe(false);
    expect(errorBodyOf(await call(t, api.profile, { cookie: agent.cookie }))).toMatchObject({
      code: 'AGENT_DEACTIVATED',
      message: AGENT_MESSAGES.deactivated,
    });

    const on = await changeStatus(agent.id, { isActive: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ isActive: true });
    expect(await profileStatus(agent.cookie)).toBe(200);

    const audits = await agentAudits(agent.id);
    expect(audits.map((row) => [row.action, row.actorId])).toEqual([
      ['agent.deactivated', staff.id],
      ['agent.activated', CONSOLE_ADMIN_ID],
    ]);
  });

  it('the active count of the statistics follows', async () => {
    const agent = await newAgent(t);
    const before = await statistics();
    expect((await changeStatus(agent.id, { isActive: false })).statusCode).toBe(200);
    expect(await statistics()).toMatchObject({
      totalAgents: before.totalAgents,
      activeAgents: before.activeAgents - 1,
    });
  });

  it.each([[{ isActive: 'false' }], [{}], [{ isActive: 0 }]])(
    'refuses %j with 400',
    async (body) => {
      expect(errorBodyOf(await changeStatus(busy.id, body))).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'isActive must be true or false',
      });
      expect((await agentRow(t, busy.id)).isActive).toBe(true);
    },
  );

  it('an unknown agent: 404', async () => {
    expect(errorBodyOf(await changeStatus(999999, { isActive: false }))).toMatchObject(
      AGENT_NOT_FOUND,
    );
  });

  it('answers the agent with its real verifiedSignupsCount', async () => {
    const response = await changeStatus(busy.id, { isActive: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: busy.id, verifiedSignupsCount: 2 });
  });
});

it('a session of an agent removed from the database is refused (the guard looks the agent up)', async () => {
  const agent = await newAgent(t);
  // No endpoint removes an agent: only someone at the database can.
  await t.db.delete(agents).where(eq(agents.id, agent.id));
  expect(errorBodyOf(await call(t, api.profile, { cookie: agent.cookie }))).toMatchObject({
    code: 'UNAUTHENTICATED',
    message: 'Unauthorized',
  });
});
