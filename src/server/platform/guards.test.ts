// Who may call what (SPEC §6, DESIGN §4): every admin route is refused for a visitor and a
// customer, and allowed for the /superman session and for a customer flagged isAdmin.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRIENDLY, friendlyErrorMessage } from '../../domain/friendly-error';
import { users } from '../db/schema';
import { fillParams, listRoutes, type RouteEntry } from '../test-support/routes';
import {
  adminLogin,
  createTestApp,
  errorMessageOf,
  newCustomer,
  signUp,
  type Customer,
  type TestApp,
} from '../test-support/test-app';
import { CONSOLE_ADMIN_ID } from '../features/admin-auth/console-admin';

let t: TestApp;
let adminCookie: string;
let customer: Customer;
let flaggedAdmin: Customer;
let target: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await adminLogin(t);
  customer = await newCustomer(t);
  flaggedAdmin = await newCustomer(t, { firstName: 'Flagged', lastName: 'Admin' });
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, flaggedAdmin.id));
  target = await signUp(t);
});

interface AdminCall {
  name: string;
  method: 'GET' | 'PATCH';
  url: () => string;
  payload?: () => Record<string, unknown>;
}

// The admin routes of issue 2, each with a valid request so that only access decides.
const ADMIN_CALLS: AdminCall[] = [
  { name: 'GET /api/admin/users', method: 'GET', url: () => '/api/admin/users' },
  { name: 'GET /api/admin/analytics', method: 'GET', url: () => '/api/admin/analytics' },
  { name: 'GET /api/admin/session', method: 'GET', url: () => '/api/admin/session' },
  {
    name: 'PATCH /api/admin/users/:id/password',
    method: 'PATCH',
    url: () => `/api/admin/users/${target.id}/password`,
    payload: () => ({ newPassword: 'a-new-password-1' }),
  },
  {
    name: 'PATCH /api/admin/users/:id/admin',
    method: 'PATCH',
    url: () => `/api/admin/users/${target.id}/admin`,
    payload: () => ({ isAdmin: false }),
  },
];

function call(c: AdminCall, cookie?: string) {
  return t.inject({
    method: c.method,
    url: c.url(),
    ...(c.payload ? { payload: c.payload() } : {}),
    headers: cookie ? { cookie } : {},
  });
}

describe.each(ADMIN_CALLS)('$name', (c) => {
  it('is refused for a visitor: 401 {message}', async () => {
    const response = await call(c);
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toMatch(/^Unauthorized/);
  });

  it('is refused for a signed-in customer: 401 {message}', async () => {
    const response = await call(c, customer.cookie);
    expect(response.statusCode).toBe(401);
    errorMessageOf(response);
  });

  it('is allowed for the /superman admin session', async () => {
    const response = await call(c, adminCookie);
    expect(response.statusCode).toBe(200);
  });

  it('is allowed for a customer flagged isAdmin', async () => {
    const response = await call(c, flaggedAdmin.cookie);
    expect(response.statusCode).toBe(200);
  });
});

describe('every admin route, including those added later', () => {
  let adminRoutes: RouteEntry[];

  beforeAll(() => {
    adminRoutes = listRoutes(t.app).filter(
      (r) => r.url.startsWith('/api/admin/') && !['/api/admin/login', '/api/admin/logout'].includes(r.url),
    );
  });

  it('finds the admin routes of issue 2', () => {
    const names = adminRoutes.map((r) => `${r.method} ${r.url}`);
    for (const c of ADMIN_CALLS) expect(names).toContain(c.name);
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
          refused.push(`${route.method} ${route.url} as ${cookie ? 'customer' : 'visitor'}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });
});

describe('the three principals never stand in for one another', () => {
  it('a customer session token replayed as the admin cookie is refused', async () => {
    const token = customer.cookie.slice('sid='.length);
    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: `admin_sid=${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('an admin session token replayed as the customer cookie is refused', async () => {
    const token = adminCookie.slice('admin_sid='.length);
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `sid=${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('the /superman session is not a customer session (no customer routes)', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/earnings',
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('a customer whose isAdmin flag is removed loses admin access at once', async () => {
    const someone = await newCustomer(t);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, someone.id));
    const before = await t.inject({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: { cookie: someone.cookie },
    });
    expect(before.statusCode).toBe(200);
    const revoke = await t.inject({
      method: 'PATCH',
      url: `/api/admin/users/${someone.id}/admin`,
      payload: { isAdmin: false },
      headers: { cookie: adminCookie },
    });
    expect(revoke.statusCode).toBe(200);
    const after = await t.inject({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: { cookie: someone.cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('GET /api/admin/session names the flagged customer acting as admin', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: flaggedAdmin.cookie },
    });
    expect(response.json()).toEqual({
      adminId: flaggedAdmin.id,
      name: 'Flagged Admin',
      viaConsole: false,
    });
    expect(flaggedAdmin.id).not.toBe(CONSOLE_ADMIN_ID);
  });
});

describe('the admin refusal reads as SPEC §8 "Session expired" in the client', () => {
  it('maps the 401 of an admin route to "Session expired. Please log in again."', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/admin/users' });
    expect(friendlyErrorMessage(new Error(`${response.statusCode}: ${response.body}`))).toBe(
      FRIENDLY.unauthorized,
    );
  });
});
