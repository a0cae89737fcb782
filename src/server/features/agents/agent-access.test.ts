// Who may call what (issue 6 "Tests -> API"; DESIGN §4 three principals): an agent session never
// grants customer or admin rights and the reverse; visitors get 401 everywhere; sessions are
// bound to their cookie kind; an agent sees only its own ledger, payslips, signups and documents.
import { beforeAll, describe, expect, it } from 'vitest';
import { agentPayslips } from '../../db/schema';
import { ADMIN_REQUIRED_MESSAGE } from '../../platform/guards';
import { fillParams, listRoutes, type RouteEntry } from '../../test-support/routes';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  newCustomer,
  type Customer,
  type InjectResponse,
  type TestApp,
} from '../../test-support/test-app';
import { flagAdmin, noise } from '../items/items-test-helpers';
import { aadharParts, postMultipart } from '../verification/verification-test-helpers';
import {
  agentRow,
  get,
  insertClaim,
  insertCustomer,
  istMonthAgo,
  newApiAgent,
  post,
  type ApiAgent,
} from './agents-test-helpers';

let t: TestApp;
let admin: string;
let customer: Customer;
/** A customer flagged isAdmin: an admin, but still not an agent. */
let adminCustomer: Customer;
let agentA: ApiAgent;
let agentB: ApiAgent;
let routes: RouteEntry[];
let jpegA: Buffer;
let jpegB: Buffer;
let signupOfA: { id: string; email: string };
let signupOfB: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  const photo = await noise(120, 90, 5).jpeg({ quality: 80 }).toBuffer();
  jpegA = await noise(400, 260, 11).jpeg({ quality: 85 }).toBuffer();
  jpegB = await noise(400, 260, 12).jpeg({ quality: 85 }).toBuffer();
  [admin, customer, adminCustomer, agentA, agentB] = await Promise.all([
    adminLogin(t),
    newCustomer(t),
    newCustomer(t),
    newApiAgent(t, photo, { firstName: 'Anita' }),
    newApiAgent(t, photo, { firstName: 'Bharat' }),
  ]);
  await flagAdmin(t, adminCustomer.id);
  routes = listRoutes(t.app);

  // Each agent: its own documents, one claimed signup and one payslip.
  for (const [agent, jpeg] of [
    [agentA, jpegA],
    [agentB, jpegB],
  ] as const) {
    const response = await postMultipart(
      t,
      '/api/agent/update-aadhar',
      agent.cookie,
      aadharParts(jpeg, jpeg),
    );
    expect(response.statusCode, response.body).toBe(200);
  }
  const [userA, userB] = await Promise.all([
    insertCustomer(t, 'verified'),
    insertCustomer(t, 'verified'),
  ]);
  signupOfA = userA;
  signupOfB = userB;
  await insertClaim(t, agentA.id, userA.id);
  await insertClaim(t, agentB.id, userB.id);
  const last = istMonthAgo(1);
  await t.db.insert(agentPayslips).values([
    { agentId: agentA.id, month: last.month, year: last.year, totalAmount: '11.00' },
    { agentId: agentB.id, month: last.month, year: last.year, totalAmount: '22.00' },
  ]);
});

const PUBLIC_AGENT_ROUTES = [
  'POST /api/agent/signup',
  'POST /api/agent/signin',
  'GET /api/agent/logout',
];
const PUBLIC_ADMIN_ROUTES = ['POST /api/admin/login', 'POST /api/admin/logout'];
/** Customer-facing routes that answer without a session (signup, sign-in, navigation, service area). */
const PUBLIC_OTHER_ROUTES = [
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'GET /api/login',
  'GET /api/logout',
  'GET /api/service-area',
];

const key = (route: RouteEntry) => `${route.method} ${route.url}`;

function agentRoutes(): RouteEntry[] {
  return routes.filter(
    (route) => route.url.startsWith('/api/agent/') && !PUBLIC_AGENT_ROUTES.includes(key(route)),
  );
}
function adminRoutes(): RouteEntry[] {
  return routes.filter(
    (route) => route.url.startsWith('/api/admin/') && !PUBLIC_ADMIN_ROUTES.includes(key(route)),
  );
}
/** Routes only a signed-in customer may use (GET /api/auth/user answers 401 without one). */
function customerRoutes(): RouteEntry[] {
  return routes.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/agent/') &&
      !route.url.startsWith('/api/admin/') &&
      !PUBLIC_OTHER_ROUTES.includes(key(route)),
  );
}

function call(route: RouteEntry, cookie: string | undefined): Promise<InjectResponse> {
  // Real targets, so that a refusal can only come from the guard: agent A, its front side.
  const url = fillParams(route.url.replace(':side', 'front'), String(agentA.id));
  return t.inject({
    method: route.method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

it('the route table has the agent, admin and customer routes these tests walk', () => {
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
    ['an isAdmin customer', () => adminCustomer.cookie],
  ])('refuse %s with 401', async (_who, cookie) => {
    const balanceBefore = (await agentRow(t, agentA.id)).currentBalance;
    for (const route of agentRoutes()) {
      const response = await call(route, cookie());
      expect(response.statusCode, `${key(route)}: ${response.body}`).toBe(401);
      expect(errorMessageOf(response)).toBe('Unauthorized');
    }
    expect((await agentRow(t, agentA.id)).currentBalance).toBe(balanceBefore);
  });

  it('refuse a customer session token presented as an agent cookie', async () => {
    const token = customer.cookie.slice('sid='.length);
    const response = await get(t, '/api/agent/profile', `agent_sid=${token}`);
    expect(response.statusCode).toBe(401);
  });

  it('refuse an admin session token presented as an agent cookie', async () => {
    const token = admin.slice('admin_sid='.length);
    expect((await get(t, '/api/agent/profile', `agent_sid=${token}`)).statusCode).toBe(401);
  });

  it('refuse a made-up agent cookie', async () => {
    expect((await get(t, '/api/agent/profile', 'agent_sid=not-a-session')).statusCode).toBe(401);
  });
});

describe('an agent session', () => {
  it('gets 401 on every customer route (GET /api/auth/user, /api/clothing-items, ...)', async () => {
    for (const route of customerRoutes()) {
      const response = await call(route, agentA.cookie);
      expect(response.statusCode, `${key(route)}: ${response.body}`).toBe(401);
    }
  });

  it('gets 401 on every admin route, with the admin-sign-in message', async () => {
    for (const route of adminRoutes()) {
      const response = await call(route, agentA.cookie);
      expect(response.statusCode, `${key(route)}: ${response.body}`).toBe(401);
      expect(errorMessageOf(response)).toBe(ADMIN_REQUIRED_MESSAGE);
    }
  });

  it('presented under the customer or admin cookie name, is no session at all', async () => {
    const token = agentA.cookie.slice('agent_sid='.length);
    expect((await get(t, '/api/auth/user', `sid=${token}`)).statusCode).toBe(401);
    expect((await get(t, '/api/clothing-items', `sid=${token}`)).statusCode).toBe(401);
    expect((await get(t, '/api/admin/agents', `admin_sid=${token}`)).statusCode).toBe(401);
  });

  it('next to a customer cookie, gives the customer nothing more and the agent nothing less', async () => {
    const both = `${customer.cookie}; ${agentA.cookie}`;
    expect((await get(t, '/api/agent/profile', both)).json()).toMatchObject({ id: agentA.id });
    expect((await get(t, '/api/auth/user', both)).json()).toMatchObject({ id: customer.id });
    expect((await get(t, '/api/admin/agents', both)).statusCode).toBe(401);
  });
});

describe('an agent sees only its own data', () => {
  it('its profile', async () => {
    const response = await get(t, '/api/agent/profile', agentA.cookie);
    expect(response.json()).toMatchObject({
      id: agentA.id,
      agentCode: agentA.agentCode,
      verifiedSignupsCount: 1,
    });
  });

  it('its ledger (an agentId in the query changes nothing)', async () => {
    for (const url of [
      '/api/agent/balance-transactions',
      `/api/agent/balance-transactions?agentId=${agentB.id}`,
    ]) {
      const rows = (await get(t, url, agentA.cookie)).json<
        Array<{ agentId: number; amount: string }>
      >();
      expect(rows.map((row) => row.agentId)).toEqual([agentA.id, agentA.id]);
      expect(rows.map((row) => row.amount)).toEqual(['25.00', '120.00']);
    }
  });

  it('its payslips', async () => {
    const rows = (await get(t, '/api/agent/payslips', agentA.cookie)).json<
      Array<{ agentId: number; totalAmount: string }>
    >();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ agentId: agentA.id, totalAmount: '11.00' });
  });

  it('its verified signups', async () => {
    const rowsA = (await get(t, '/api/agent/verified-signups', agentA.cookie)).json<
      Array<{ email: string }>
    >();
    expect(rowsA.map((row) => row.email)).toEqual([signupOfA.email]);
    const rowsB = (await get(t, '/api/agent/verified-signups', agentB.cookie)).json<
      Array<{ email: string }>
    >();
    expect(rowsB.map((row) => row.email)).toEqual([signupOfB.email]);
  });

  it('its documents: the bytes an admin sees for it, not the other agent', async () => {
    const own = await get(t, '/api/agent/aadhar/front', agentA.cookie);
    expect(own.statusCode).toBe(200);
    const adminViewA = await get(t, `/api/admin/agents/${agentA.id}/aadhar/front`, admin);
    const adminViewB = await get(t, `/api/admin/agents/${agentB.id}/aadhar/front`, admin);
    expect(own.rawPayload.equals(adminViewA.rawPayload)).toBe(true);
    expect(own.rawPayload.equals(adminViewB.rawPayload)).toBe(false);
    const otherOwn = await get(t, '/api/agent/aadhar/front', agentB.cookie);
    expect(otherOwn.rawPayload.equals(adminViewB.rawPayload)).toBe(true);
  });

  it('a claim is credited to the claiming agent only', async () => {
    const user = await insertCustomer(t, 'verified');
    const before = (await agentRow(t, agentB.id)).currentBalance;
    const response = await post(t, '/api/agent/add-verified-signup', agentA.cookie, {
      userId: user.id,
    });
    expect(response.statusCode).toBe(201);
    expect((await agentRow(t, agentB.id)).currentBalance).toBe(before);
  });
});
