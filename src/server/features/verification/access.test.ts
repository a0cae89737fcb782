// Who may call the verification routes (DESIGN §4): every route refused for a visitor and an
// agent, every admin route refused for a customer who is not an admin, the customer routes refused
// for the console admin; a refused call changes nothing and audits nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@/contract/auth';
import type { EndpointSpec } from '@/contract/endpoint';
import { privacyEndpoints } from '@/contract/privacy';
import { verificationEndpoints as api } from '@/contract/verification';
import {
  bankSubmission,
  VALID_BANK,
  newAgent,
  newCustomer,
  type Customer,
} from '@/server/test-support/factories';
import {
  call,
  errorBodyOf,
  type CallRequest,
  type InjectResponse,
} from '@/server/test-support/http';
import { jpeg } from '@/server/test-support/images';
import { auditRows, storedFiles, userRow } from '@/server/test-support/rows';
import { listRoutes } from '@/server/test-support/routes';
import { appPerFile } from '@/server/test-support/test-app';
import { urlOf } from '@/test-support/endpoint-url';

const ADMIN_SIGN_IN_NEEDED = {
  code: 'ADMIN_SIGN_IN_NEEDED',
  message: 'Unauthorized: admin sign-in needed',
};
const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', message: 'Unauthorized' };

const t = appPerFile({ admin: true });
let agent: string;
/** Verified identity with both documents, bank details under review: what every call aims at. */
let target: Customer;
/** Signed in, not an admin. */
let other: Customer;
let image: Buffer;

beforeAll(async () => {
  image = await jpeg(9, 200, 150);
  [target, other, { cookie: agent }] = await Promise.all([
    newCustomer(t, { state: 'bank-under-review' }),
    newCustomer(t),
    newAgent(t),
  ]);
});

/** A call of the table: its name, the endpoint and a valid request, so that only access decides. */
type Route = [name: string, endpoint: EndpointSpec, request: () => CallRequest];

const route = (
  endpoint: EndpointSpec,
  request: () => CallRequest = () => ({}),
  note = '',
): Route => [`${endpoint.method} ${endpoint.path}${note}`, endpoint, request];
const images =
  (...fields: string[]) =>
  () => ({
    form: { files: fields.map((field) => ({ field, bytes: image })) },
  });
const side =
  (which: 'front' | 'back', ofTarget = false) =>
  (): CallRequest => ({
    params: ofTarget ? { id: target.id, side: which } : { side: which },
  });

const CUSTOMER_ROUTES: Route[] = [
  route(api.uploadProfilePhoto, images('profilePhoto')),
  route(api.submitIdentity, images('aadharFront', 'aadharBack')),
  route(api.viewOwnDocument, side('front'), ' (front)'),
  route(api.viewOwnDocument, side('back'), ' (back)'),
  route(api.bankSummary),
  route(api.submitBankDetails, () => ({ body: bankSubmission() })),
  route(api.paymentInfo),
  route(api.createFeeOrder, () => ({ body: VALID_BANK })),
  route(api.confirmFeePayment, () => ({
    body: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'a' },
  })),
  // /api/profile routes of other features: the same customer-only access (issue 15).
  route(privacyEndpoints.sellerExport),
  route(privacyEndpoints.sellerDelete, () => ({ body: { password: 'any-password-1' } })),
];

const ADMIN_ROUTES: Route[] = [
  route(api.listPendingPayments),
  route(authEndpoints.listUsers),
  ...(['verified', 'failed'] as const).map((status) =>
    route(
      api.decideBank,
      () => ({ params: { userId: target.id }, body: { status } }),
      ` (${status})`,
    ),
  ),
  route(api.viewUserDocument, side('front', true), ' (front)'),
  route(api.viewUserDocument, side('back', true), ' (back)'),
  route(api.revealBankAccount, () => ({ params: { id: target.id } })),
  route(api.revokeIdentity, () => ({ params: { id: target.id } })),
  route(api.confirmIdentity, () => ({ params: { id: target.id } })),
];

const send = (endpoint: EndpointSpec, request: () => CallRequest, cookie: string | undefined) =>
  call(t, endpoint, { ...request(), cookie });

/** The target as it was after setup, checked after every refused call. */
async function expectTargetUntouched() {
  const row = await userRow(t, target.id);
  expect(row).toMatchObject({
    isVerified: true,
    identityCheck: 'documents',
    bankVerificationStatus: 'under_review',
    isBankVerified: false,
    bankVerifiedAt: null,
    profileImageUrl: null,
  });
  expect(row.aadharFrontUrl).toMatch(/^documents\//);
  expect(row.aadharBackUrl).toMatch(/^documents\//);
  expect(storedFiles(t, 'documents')).toEqual([row.aadharFrontUrl, row.aadharBackUrl].sort());
  expect(await auditRows(t, { actorType: 'admin', targetId: target.id })).toEqual([]);
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

describe.each([
  ['a visitor', () => undefined],
  ['an agent', () => agent],
])('%s', (_who, cookie) => {
  it.each(CUSTOMER_ROUTES)('gets 401 "Unauthorized" on %s', async (_name, endpoint, request) => {
    const response = await send(endpoint, request, cookie());
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response)).toMatchObject(UNAUTHENTICATED);
    await expectTargetUntouched();
  });

  it.each(ADMIN_ROUTES)('gets 401 on %s', async (_name, endpoint, request) => {
    const response = await send(endpoint, request, cookie());
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response)).toMatchObject(ADMIN_SIGN_IN_NEEDED);
    expectNoBytes(response);
    await expectTargetUntouched();
  });
});

describe('a visitor', () => {
  it.each([
    [api.viewOwnDocument, side('front')],
    [api.bankSummary, () => ({})],
    [api.listPendingPayments, () => ({})],
    [api.viewUserDocument, side('front', true)],
  ] as const)('gets 401 and no body on HEAD $path', async (endpoint, request) => {
    const response = await t.inject({ method: 'HEAD', url: urlOf(endpoint, request()) });
    expect(response.statusCode).toBe(401);
    expect(response.rawPayload.length).toBe(0);
    await expectTargetUntouched();
  });
});

describe('a customer who is not an admin', () => {
  it.each(ADMIN_ROUTES)(
    'gets 401 on %s (even the target themself)',
    async (_name, endpoint, request) => {
      for (const who of [other, target]) {
        const response = await send(endpoint, request, who.cookie);
        expect(response.statusCode).toBe(401);
        expect(errorBodyOf(response)).toMatchObject(ADMIN_SIGN_IN_NEEDED);
        expectNoBytes(response);
      }
      await expectTargetUntouched();
    },
  );

  it("cannot reach another customer's documents: the customer route serves only the caller's own, so another user gets its own 404", async () => {
    const own = (who: Customer, which: 'front' | 'back', query?: Record<string, string>) =>
      call(t, api.viewOwnDocument, { params: { side: which }, query, cookie: who.cookie });
    const mine = await own(target, 'front');
    expect(mine.statusCode).toBe(200);
    for (const which of ['front', 'back'] as const) {
      const response = await own(other, which);
      expect(response.statusCode).toBe(404);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'DOCUMENT_NOT_FOUND',
        message: 'No document uploaded',
      });
      expect(response.rawPayload.includes(mine.rawPayload.subarray(0, 64))).toBe(false);
    }
    // No way to name someone else on the customer route: extra path or query is not a user id.
    for (const query of [{ userId: target.id }, { id: target.id }] as Record<string, string>[]) {
      const response = await own(other, 'front', query);
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
    const response = await call(t, api.bankSummary, { cookie: other.cookie });
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
    const response = await call(t, api.viewOwnDocument, {
      params: { side: 'left' },
      cookie: target.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'INVALID_INPUT',
      params: { field: 'side' },
    });
    expectNoBytes(response);
  });
});

describe('the console admin (no customer session)', () => {
  it.each(CUSTOMER_ROUTES)(
    'gets 401 on the customer route %s',
    async (_name, endpoint, request) => {
      const response = await send(endpoint, request, t.admin);
      expect(response.statusCode).toBe(401);
      expect(errorBodyOf(response)).toMatchObject(UNAUTHENTICATED);
      await expectTargetUntouched();
    },
  );
});

describe('after all the refusals', () => {
  it('no audit rows name the target but its own submissions', async () => {
    const rows = await auditRows(t, { targetId: target.id });
    expect(rows.map((row) => row.action).sort()).toEqual(['bank.submitted', 'identity.submitted']);
    expect(rows.every((row) => row.actorId === target.id && row.actorType === 'customer')).toBe(
      true,
    );
  });
});
