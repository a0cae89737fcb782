// Who may call what (SPEC §6, DESIGN §4): every admin route is refused for a visitor and a
// customer, and allowed for the /superman session and for a customer flagged isAdmin.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { analyticsEndpoints } from '@/contract/analytics';
import { authEndpoints } from '@/contract/auth';
import type { EndpointSpec } from '@/contract/endpoint';
import { shipmentEndpoints } from '@/contract/shipments';
import { FRIENDLY, friendlyErrorMessage } from '@/domain/friendly-error';
import { CONSOLE_ADMIN_ID } from '@/server/features/admin-auth/console-admin';
import {
  adminCustomer,
  adminLogin,
  newCustomer,
  signUp,
  type Customer,
} from '@/server/test-support/factories';
import { sessions } from '@/server/db/schema';
import { call, errorBodyOf, type CallRequest } from '@/server/test-support/http';
import { sessionIdOf } from '@/server/test-support/rows';
import { fillParams, listRoutes, type RouteEntry } from '@/server/test-support/routes';
import { appPerFile } from '@/server/test-support/test-app';

const t = appPerFile();
let adminCookie: string;
let customer: Customer;
let flaggedAdmin: Customer;
let target: { id: string };

beforeAll(async () => {
  [adminCookie, customer, flaggedAdmin, target] = await Promise.all([
    adminLogin(t),
    newCustomer(t),
    adminCustomer(t, { firstName: 'Flagged', lastName: 'Admin' }),
    signUp(t),
  ]);
});

// The admin routes of the Users and Analytics tabs and the session, each with a valid request so
// that only access decides.
const adminCall = (
  endpoint: EndpointSpec,
  request: () => CallRequest = () => ({}),
): [string, EndpointSpec, () => CallRequest] => [
  `${endpoint.method} ${endpoint.path}`,
  endpoint,
  request,
];
const ADMIN_CALLS = [
  adminCall(authEndpoints.listUsers),
  adminCall(analyticsEndpoints.analytics),
  adminCall(adminAuthEndpoints.session),
  adminCall(authEndpoints.changeUserPassword, () => ({
    params: { id: target.id },
    body: { newPassword: 'a-new-password-1' },
  })),
  adminCall(authEndpoints.setUserAdmin, () => ({
    params: { id: target.id },
    body: { isAdmin: false },
  })),
];

describe.each(ADMIN_CALLS)('%s', (_name, endpoint, request) => {
  const send = (cookie?: string) => call(t, endpoint, { ...request(), cookie });

  it.each([
    ['a visitor', () => undefined],
    ['a signed-in customer', () => customer.cookie],
  ])('is refused for %s: 401 "Unauthorized: admin sign-in needed"', async (_who, cookie) => {
    const response = await send(cookie());
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'ADMIN_SIGN_IN_NEEDED',
      message: 'Unauthorized: admin sign-in needed',
    });
  });

  it.each([
    ['the /superman admin session', () => adminCookie],
    ['a customer flagged isAdmin', () => flaggedAdmin.cookie],
  ])('is allowed for %s', async (_who, cookie) => {
    expect((await send(cookie())).statusCode).toBe(200);
  });
});

describe('every admin route, including those added later', () => {
  let adminRoutes: RouteEntry[];

  beforeAll(() => {
    adminRoutes = listRoutes(t.app).filter(
      (r) =>
        r.url.startsWith('/api/admin/') &&
        // The sign-in routes of /superman are public (the contract says so).
        ![
          '/api/admin/login',
          '/api/admin/logout',
          '/api/admin/login-options',
          '/api/admin/staff-login',
        ].includes(r.url),
    );
  });

  it('finds the admin routes of the tables above', () => {
    const names = adminRoutes.map((r) => `${r.method} ${r.url}`);
    for (const [name] of ADMIN_CALLS) expect(names).toContain(name);
  });

  it('refuses a visitor and a customer with 401, before looking at the body', async () => {
    const refused: string[] = [];
    for (const route of adminRoutes) {
      for (const cookie of [undefined, customer.cookie]) {
        const response = await t.inject({
          method: route.method as 'GET',
          url: fillParams(route.url),
          headers: cookie ? { cookie } : {},
        });
        if (response.statusCode !== 401) {
          refused.push(
            `${route.method} ${route.url} as ${cookie ? 'customer' : 'visitor'}: ${response.statusCode} ${response.body}`,
          );
        }
      }
    }
    expect(refused).toEqual([]);
  });
});

describe('the three principals never stand in for one another', () => {
  const session = (cookie: string) => call(t, adminAuthEndpoints.session, { cookie });
  const analytics = (cookie: string) => call(t, analyticsEndpoints.analytics, { cookie });

  it('a customer session token replayed as the admin cookie is refused', async () => {
    const token = customer.cookie.slice('sid='.length);
    expect((await session(`admin_sid=${token}`)).statusCode).toBe(401);
  });

  it('an admin session token replayed as the customer cookie is refused', async () => {
    const token = adminCookie.slice('admin_sid='.length);
    const response = await call(t, authEndpoints.currentUser, { cookie: `sid=${token}` });
    expect(response.statusCode).toBe(401);
  });

  it('the /superman session is not a customer session (no customer routes)', async () => {
    const response = await call(t, shipmentEndpoints.getEarnings, { cookie: adminCookie });
    expect(response.statusCode).toBe(401);
    expect(errorBodyOf(response)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Unauthorized',
    });
  });

  it('a customer whose isAdmin flag is removed loses admin access at once', async () => {
    const someone = await adminCustomer(t);
    expect((await analytics(someone.cookie)).statusCode).toBe(200);
    const revoke = await call(t, authEndpoints.setUserAdmin, {
      params: { id: someone.id },
      body: { isAdmin: false },
      cookie: adminCookie,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await analytics(someone.cookie)).statusCode).toBe(401);
  });

  it('GET /api/admin/session names the flagged customer acting as admin', async () => {
    expect((await session(flaggedAdmin.cookie)).json()).toEqual({
      adminId: flaggedAdmin.id,
      name: 'Flagged Admin',
      viaConsole: false,
      payoutsAutomatic: false,
    });
    expect(flaggedAdmin.id).not.toBe(CONSOLE_ADMIN_ID);
  });

  it('a live console session bound to another password fingerprint is refused on admin routes', async () => {
    const cookie = await adminLogin(t);
    expect((await analytics(cookie)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ sess: sql`jsonb_set(${sessions.sess}, '{credential}', '"a-stale-fingerprint"')` })
      .where(eq(sessions.sid, sessionIdOf(cookie)));
    expect((await analytics(cookie)).statusCode).toBe(401);
    expect((await session(cookie)).statusCode).toBe(401);
    // The flagged customer's admin access does not depend on the console password.
    expect((await analytics(flaggedAdmin.cookie)).statusCode).toBe(200);
  });
});

describe('the admin refusal reads as SPEC §8 "Session expired" in the client', () => {
  it('maps the 401 of an admin route to "Session expired. Please log in again."', async () => {
    const response = await call(t, authEndpoints.listUsers);
    expect(friendlyErrorMessage(new Error(`${response.statusCode}: ${response.body}`))).toBe(
      FRIENDLY.unauthorized,
    );
  });
});
