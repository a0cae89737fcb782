// Who may call the verification routes (issue 4 "Tests -> API"; DESIGN §4): every route refused
// for a visitor and an agent, every admin route refused for a customer who is not an admin, the
// customer routes refused for the console admin; a refused call changes nothing and audits nothing.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { ADMIN_REQUIRED_MESSAGE } from '../../platform/guards';
import { listRoutes } from '../../test-support/routes';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  newCustomer,
  type Customer,
  type InjectResponse,
  type TestApp,
} from '../../test-support/test-app';
import { noise } from '../items/items-test-helpers';
import {
  agentCookie,
  bankBody,
  decideBank,
  documentFiles,
  postMultipart,
  submitAadharOk,
  submitBank,
  submitBankOk,
  userRow,
} from './verification-test-helpers';

let t: TestApp;
let admin: string;
let agent: string;
/** Verified identity with both documents, bank details under review: what every call aims at. */
let target: Customer;
/** Signed in, not an admin. */
let other: Customer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  jpeg = await noise(200, 150, 9).jpeg({ quality: 80 }).toBuffer();
  [admin, target, other] = await Promise.all([adminLogin(t), newCustomer(t), newCustomer(t)]);
  agent = await agentCookie(t);
  await submitAadharOk(t, target.cookie, jpeg, jpeg);
  await submitBankOk(t, target.cookie);
});

type Call = (cookie: string | undefined) => Promise<InjectResponse>;
const get =
  (url: string): Call =>
  (cookie) =>
    t.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post =
  (url: string, payload: Record<string, unknown> = {}): Call =>
  (cookie) =>
    t.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const upload =
  (url: string, fields: string[]): Call =>
  (cookie) =>
    postMultipart(
      t,
      url,
      cookie,
      fields.map((field) => ({ field, bytes: jpeg })),
    );

const CUSTOMER_ROUTES: Array<[string, () => Call]> = [
  ['POST /api/profile/photo', () => upload('/api/profile/photo', ['profilePhoto'])],
  ['POST /api/profile/aadhar', () => upload('/api/profile/aadhar', ['aadharFront', 'aadharBack'])],
  ['GET /api/profile/aadhar/:side (front)', () => get('/api/profile/aadhar/front')],
  ['GET /api/profile/aadhar/:side (back)', () => get('/api/profile/aadhar/back')],
  ['GET /api/profile/bank', () => get('/api/profile/bank')],
  ['POST /api/profile/bank', () => (cookie) => submitBank(t, cookie, bankBody())],
  ['GET /api/profile/payment-info', () => get('/api/profile/payment-info')],
];

const ADMIN_ROUTES: Array<[string, () => Call]> = [
  ['GET /api/admin/payments', () => get('/api/admin/payments')],
  ['GET /api/admin/users', () => get('/api/admin/users')],
  [
    'POST /api/admin/verify-bank/:userId (verified)',
    () => (c) => decideBank(t, c, target.id, { status: 'verified' }),
  ],
  [
    'POST /api/admin/verify-bank/:userId (failed)',
    () => (c) => decideBank(t, c, target.id, { status: 'failed' }),
  ],
  [
    'GET /api/admin/users/:id/aadhar/:side (front)',
    () => get(`/api/admin/users/${target.id}/aadhar/front`),
  ],
  [
    'GET /api/admin/users/:id/aadhar/:side (back)',
    () => get(`/api/admin/users/${target.id}/aadhar/back`),
  ],
  [
    'POST /api/admin/users/:id/bank-account/reveal',
    () => post(`/api/admin/users/${target.id}/bank-account/reveal`),
  ],
  [
    'POST /api/admin/users/:id/revoke-identity',
    () => post(`/api/admin/users/${target.id}/revoke-identity`),
  ],
];

/** The target as it was after setup, checked after every refused call. */
async function expectTargetUntouched() {
  const row = await userRow(t, target.id);
  expect(row).toMatchObject({
    isVerified: true,
    bankVerificationStatus: 'under_review',
    isBankVerified: false,
    bankVerifiedAt: null,
    profileImageUrl: null,
  });
  expect(row.aadharFrontUrl).toMatch(/^documents\//);
  expect(row.aadharBackUrl).toMatch(/^documents\//);
  expect(documentFiles(t)).toEqual([row.aadharFrontUrl, row.aadharBackUrl].sort());
  const adminActions = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorType, 'admin'), eq(auditLog.targetId, target.id)));
  expect(adminActions).toEqual([]);
}

function expectNoBytes(response: InjectResponse) {
  expect(response.headers['content-type']).toMatch(/application\/json/);
  expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
}

describe('the route tables cover every verification route', () => {
  it('lists every /api/profile route and every admin verification route the app registers', () => {
    const registered = listRoutes(t.app)
      .map((r) => `${r.method} ${r.url}`)
      .filter(
        (name) =>
          name.includes(' /api/profile') ||
          /\/api\/admin\/(payments|verify-bank|users\/:id\/(aadhar|bank-account|revoke-identity))/.test(
            name,
          ),
      );
    const covered = [...CUSTOMER_ROUTES, ...ADMIN_ROUTES].map(([name]) =>
      name.replace(/ \(.*\)$/, ''),
    );
    for (const name of registered) expect(covered).toContain(name);
    expect(registered.length).toBeGreaterThanOrEqual(10);
  });
});

describe('a visitor', () => {
  it.each(CUSTOMER_ROUTES)('gets 401 "Unauthorized" on %s', async (_name, call) => {
    const response = await call()(undefined);
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe('Unauthorized');
    await expectTargetUntouched();
  });

  it.each(ADMIN_ROUTES)('gets 401 on %s', async (_name, call) => {
    const response = await call()(undefined);
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe(ADMIN_REQUIRED_MESSAGE);
    expectNoBytes(response);
    await expectTargetUntouched();
  });
  it.each([
    '/api/profile/aadhar/front',
    '/api/profile/bank',
    '/api/admin/payments',
    '/api/admin/users/TARGET/aadhar/front',
  ])('gets 401 and no body on HEAD %s', async (url) => {
    const response = await t.inject({ method: 'HEAD', url: url.replace('TARGET', target.id) });
    expect(response.statusCode).toBe(401);
    expect(response.rawPayload.length).toBe(0);
    await expectTargetUntouched();
  });
});

describe('an agent', () => {
  it.each(CUSTOMER_ROUTES)('gets 401 on %s', async (_name, call) => {
    const response = await call()(agent);
    expect(response.statusCode).toBe(401);
    errorMessageOf(response);
    await expectTargetUntouched();
  });

  it.each(ADMIN_ROUTES)('gets 401 on %s', async (_name, call) => {
    const response = await call()(agent);
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe(ADMIN_REQUIRED_MESSAGE);
    expectNoBytes(response);
    await expectTargetUntouched();
  });
});

describe('a customer who is not an admin', () => {
  it.each(ADMIN_ROUTES)('gets 401 on %s (even the target themself)', async (_name, call) => {
    for (const who of [other, target]) {
      const response = await call()(who.cookie);
      expect(response.statusCode).toBe(401);
      expect(errorMessageOf(response)).toBe(ADMIN_REQUIRED_MESSAGE);
      expectNoBytes(response);
    }
    await expectTargetUntouched();
  });

  it("cannot reach another customer's documents: the customer route serves only the caller's own, so another user gets its own 404", async () => {
    const mine = await t.inject({
      method: 'GET',
      url: '/api/profile/aadhar/front',
      headers: { cookie: target.cookie },
    });
    expect(mine.statusCode).toBe(200);
    for (const side of ['front', 'back']) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/profile/aadhar/${side}`,
        headers: { cookie: other.cookie },
      });
      expect(response.statusCode).toBe(404);
      expect(errorMessageOf(response)).toBe('No document uploaded');
      expect(response.rawPayload.includes(mine.rawPayload.subarray(0, 64))).toBe(false);
    }
    // No way to name someone else on the customer route: extra path or query is not a user id.
    for (const url of [
      `/api/profile/aadhar/front?userId=${target.id}`,
      `/api/profile/aadhar/front?id=${target.id}`,
    ]) {
      const response = await t.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
      expect(response.statusCode).toBe(404);
      expectNoBytes(response);
    }
    const nested = await t.inject({
      method: 'GET',
      url: `/api/profile/aadhar/${target.id}/front`,
      headers: { cookie: other.cookie },
    });
    expect(nested.statusCode).toBe(404);
    expectNoBytes(nested);
  });

  it("sees only its own bank summary (nothing of the target's)", async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/profile/bank',
      headers: { cookie: other.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bankAccountHolderName: null,
      bankAccountMasked: null,
      bankIFSCCode: null,
      upiAddress: null,
      transactionId: null,
      bankVerificationStatus: 'pending',
    });
  });

  it('refuses an unknown document side with 400, not the document', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/profile/aadhar/left',
      headers: { cookie: target.cookie },
    });
    expect(response.statusCode).toBe(400);
    expectNoBytes(response);
  });
});

describe('the console admin (no customer session)', () => {
  it.each(CUSTOMER_ROUTES)('gets 401 on the customer route %s', async (_name, call) => {
    const response = await call()(admin);
    expect(response.statusCode).toBe(401);
    errorMessageOf(response);
    await expectTargetUntouched();
  });
});

describe('after all the refusals', () => {
  it('no audit rows name the target but its own submissions', async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetId, [target.id]));
    expect(rows.map((row) => row.action).sort()).toEqual(['bank.submitted', 'identity.submitted']);
    expect(rows.every((row) => row.actorId === target.id && row.actorType === 'customer')).toBe(
      true,
    );
  });
});
