// Who may call what (DESIGN §4 three principals): an agent session never grants customer or admin
// rights and the reverse; visitors get 401 everywhere; sessions are bound to their cookie kind;
// an agent sees only its own ledger, payslips, signups and documents.
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as api } from '@/contract/agents';
import { authEndpoints } from '@/contract/auth';
import type { EndpointSpec } from '@/contract/endpoint';
import { errorMessage } from '@/contract/error-codes';
import { allEndpoints } from '@/contract';
import { itemEndpoints } from '@/contract/items';
import { agentPayslips } from '@/server/db/schema';
import {
  adminCustomer,
  adminLogin,
  claim,
  newAgent,
  newCustomer,
  type Agent,
  type Customer,
} from '@/server/test-support/factories';
import { aadhaarSides, call, callOk, errorBodyOf } from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { listRoutes } from '@/server/test-support/routes';
import { appPerFile } from '@/server/test-support/test-app';
import { agentRow } from '@/server/test-support/rows';

const t = appPerFile();
let admin: string;
let customer: Customer;
/** A customer flagged isAdmin: an admin, but still not an agent. */
let staff: Customer;
let agentA: Agent;
let agentB: Agent;
let signupOfA: Customer;
let signupOfB: Customer;

beforeAll(async () => {
  [admin, customer, staff, agentA, agentB, signupOfA, signupOfB] = await Promise.all([
    adminLogin(t),
    newCustomer(t),
    adminCustomer(t),
    newAgent(t, { fields: { firstName: 'Anita' } }),
    newAgent(t, { fields: { firstName: 'Bharat' } }),
    newCustomer(t, { state: 'verified', identityConfirmed: true }),
    newCustomer(t, { state: 'verified', identityConfirmed: true }),
  ]);

  // Each agent: its own documents (different images), one claimed signup and one payslip.
  for (const [agent, seed] of [
    [agentA, 41],
    [agentB, 42],
  ] as const) {
    const bytes = await jpeg(seed);
    await callOk(t, api.saveDocuments, {
      cookie: agent.cookie,
      form: { files: aadhaarSides(bytes, bytes) },
    });
  }
  await claim(t, agentA, signupOfA.id);
  await claim(t, agentB, signupOfB.id);
  // The monthly job's payslips for a closed month (agents made through the API joined this month,
  // which is not closed yet).
  await t.db.insert(agentPayslips).values([
    { agentId: agentA.id, month: 1, year: 2024, totalAmount: '11.00' },
    { agentId: agentB.id, month: 1, year: 2024, totalAmount: '22.00' },
  ]);
});

const PUBLIC_AGENT_ROUTES = [
  'POST /api/agent/signup',
  'POST /api/agent/signin',
  'GET /api/agent/logout',
];
const PUBLIC_ADMIN_ROUTES = [
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/admin/login-options',
  'POST /api/admin/staff-login',
];
/**
 * Routes that answer without a session: customer signup, sign-in, navigation, service area, the
 * API reference, and the payment gateway's webhook (signed, issue 22).
 */
const PUBLIC_OTHER_ROUTES = [
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'GET /api/login',
  'GET /api/logout',
  'GET /api/service-area',
  'GET /api/openapi.json',
  'GET /api/docs',
  'POST /api/webhooks/razorpay',
];

const key = (endpoint: EndpointSpec) => `${endpoint.method} ${endpoint.path}`;
const endpointsUnder = (prefix: string, publicRoutes: string[]) =>
  allEndpoints().filter(
    (endpoint) => endpoint.path.startsWith(prefix) && !publicRoutes.includes(key(endpoint)),
  );
const agentRoutes = () => endpointsUnder('/api/agent/', PUBLIC_AGENT_ROUTES);
const adminRoutes = () => endpointsUnder('/api/admin/', PUBLIC_ADMIN_ROUTES);
/** Routes only a signed-in customer may use (GET /api/auth/user answers 401 without one). */
const customerRoutes = () =>
  endpointsUnder('/api/', PUBLIC_OTHER_ROUTES).filter(
    (endpoint) => !/^\/api\/(agent|admin)\//.test(endpoint.path),
  );

/** Calls an endpoint on real targets, so that a refusal can only come from the guard. */
function callAs(endpoint: EndpointSpec, cookie: string | undefined) {
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [
      name!,
      name === 'side' ? 'front' : agentA.id,
    ]),
  );
  return call(t, endpoint, { params, cookie, body: endpoint.method === 'GET' ? undefined : {} });
}

const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', message: 'Unauthorized' };
const ADMIN_SIGN_IN_NEEDED = {
  code: 'ADMIN_SIGN_IN_NEEDED',
  message: errorMessage('ADMIN_SIGN_IN_NEEDED', {}),
};

it('the route table has the agent, admin and customer routes these tests walk', () => {
  const registered = listRoutes(t.app).map((route) => `${route.method} ${route.url}`);
  const walked = [...agentRoutes(), ...adminRoutes(), ...customerRoutes()].map(key);
  expect(registered).toEqual(expect.arrayContaining(walked));
  expect(agentRoutes().map(key)).toEqual(
    expect.arrayContaining([
      'GET /api/agent/profile',
      'POST /api/agent/update-profile-photo',
      'POST /api/agent/update-aadhar',
      'GET /api/agent/aadhar/:side',
      'POST /api/agent/update-bank-details',
      'POST /api/agent/verify-user',
      'POST /api/agent/add-verified-signup',
      'GET /api/agent/verified-signups',
      'GET /api/agent/balance-transactions',
      'GET /api/agent/payslips',
      'GET /api/agent/competition-leaderboard',
    ]),
  );
  expect(adminRoutes().length).toBeGreaterThanOrEqual(20);
  expect(customerRoutes().map(key)).toEqual(
    expect.arrayContaining([
      'GET /api/auth/user',
      'GET /api/clothing-items',
      'POST /api/clothing-items',
    ]),
  );
});

describe('agent routes', () => {
  it.each([
    ['a visitor', () => undefined],
    ['a customer', () => customer.cookie],
    ['the /superman admin', () => admin],
    ['an isAdmin customer', () => staff.cookie],
  ])('refuse %s with 401', async (_who, cookie) => {
    const balanceBefore = (await agentRow(t, agentA.id)).currentBalance;
    for (const endpoint of agentRoutes()) {
      expect(errorBodyOf(await callAs(endpoint, cookie())), key(endpoint)).toMatchObject(
        UNAUTHENTICATED,
      );
    }
    expect((await agentRow(t, agentA.id)).currentBalance).toBe(balanceBefore);
  });

  it.each([
    ['a customer session token', () => customer.cookie.slice('sid='.length)],
    ['an admin session token', () => admin.slice('admin_sid='.length)],
    ['a made-up token', () => 'not-a-session'],
  ])('refuse %s presented as an agent cookie', async (_what, token) => {
    const response = await call(t, api.profile, { cookie: `agent_sid=${token()}` });
    expect(errorBodyOf(response)).toMatchObject(UNAUTHENTICATED);
  });
});

describe('an agent session', () => {
  it('gets 401 on every customer route (GET /api/auth/user, /api/clothing-items, ...)', async () => {
    for (const endpoint of customerRoutes()) {
      const response = await callAs(endpoint, agentA.cookie);
      expect(response.statusCode, `${key(endpoint)}: ${response.body}`).toBe(401);
    }
  });

  it('gets 401 on every admin route, with the admin-sign-in message', async () => {
    for (const endpoint of adminRoutes()) {
      expect(errorBodyOf(await callAs(endpoint, agentA.cookie)), key(endpoint)).toMatchObject(
        ADMIN_SIGN_IN_NEEDED,
      );
    }
  });

  it('presented under the customer or admin cookie name, is no session at all', async () => {
    const token = agentA.cookie.slice('agent_sid='.length);
    for (const [endpoint, cookie, refusal] of [
      [authEndpoints.currentUser, `sid=${token}`, UNAUTHENTICATED],
      [itemEndpoints.listMyItems, `sid=${token}`, UNAUTHENTICATED],
      [api.listAgents, `admin_sid=${token}`, ADMIN_SIGN_IN_NEEDED],
    ] as const) {
      expect(errorBodyOf(await call(t, endpoint, { cookie }))).toMatchObject(refusal);
    }
  });

  it('next to a customer cookie, gives the customer nothing more and the agent nothing less', async () => {
    const both = `${customer.cookie}; ${agentA.cookie}`;
    expect(await callOk(t, api.profile, { cookie: both })).toMatchObject({ id: agentA.id });
    expect(await callOk(t, authEndpoints.currentUser, { cookie: both })).toMatchObject({
      id: customer.id,
    });
    expect((await call(t, api.listAgents, { cookie: both })).statusCode).toBe(401);
  });
});

describe('an agent sees only its own data', () => {
  it('its profile', async () => {
    expect(await callOk(t, api.profile, { cookie: agentA.cookie })).toMatchObject({
      id: agentA.id,
      agentCode: agentA.agentCode,
      verifiedSignupsCount: 1,
    });
  });

  it('its ledger (an agentId in the query changes nothing)', async () => {
    for (const query of [{}, { agentId: agentB.id }] as Array<Record<string, number>>) {
      const rows = await callOk<Array<{ agentId: number; amount: string }>>(
        t,
        api.listBalanceTransactions,
        { cookie: agentA.cookie, query },
      );
      expect(rows.map((row) => [row.agentId, row.amount])).toEqual([
        [agentA.id, '25.00'],
        [agentA.id, '120.00'],
      ]);
    }
  });

  it('its payslips', async () => {
    const rows = await callOk<unknown[]>(t, api.listPayslips, { cookie: agentA.cookie });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ agentId: agentA.id, totalAmount: '11.00' });
  });

  it('its verified signups', async () => {
    for (const [agent, signup] of [
      [agentA, signupOfA],
      [agentB, signupOfB],
    ] as const) {
      const rows = await callOk<Array<{ email: string }>>(t, api.listVerifiedSignups, {
        cookie: agent.cookie,
      });
      expect(rows.map((row) => row.email)).toEqual([signup.email]);
    }
  });

  it('its documents: the bytes an admin sees for it, not the other agent', async () => {
    const document = async (agent: Agent, cookie: string) => {
      const response =
        cookie === admin
          ? await call(t, api.agentDocument, { params: { id: agent.id, side: 'front' }, cookie })
          : await call(t, api.document, { params: { side: 'front' }, cookie });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    };
    const ownA = await document(agentA, agentA.cookie);
    const adminViewA = await document(agentA, admin);
    const adminViewB = await document(agentB, admin);
    expect(ownA.equals(adminViewA)).toBe(true);
    expect(ownA.equals(adminViewB)).toBe(false);
    expect((await document(agentB, agentB.cookie)).equals(adminViewB)).toBe(true);
  });

  it('a claim is credited to the claiming agent only', async () => {
    const user = await newCustomer(t, { state: 'verified', identityConfirmed: true });
    const before = (await agentRow(t, agentB.id)).currentBalance;
    await claim(t, agentA, user.id);
    expect((await agentRow(t, agentB.id)).currentBalance).toBe(before);
  });
});
