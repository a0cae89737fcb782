// Playwright fixtures: `login(role)` puts the page in a signed-in state, `api` creates accounts
// through the real API. Import { test, expect } from here in every spec.
//
// Sign-in endpoints are rate limited per client address (10 a minute). The e2e server runs with
// TRUST_PROXY=true and every test gets its own X-Forwarded-For address, so tests running side by
// side (two projects, two workers) never share one budget; a test that signs up or signs in more
// than ~10 times must spread its calls over more addresses (see `freshClientAddress`).
import crypto from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_BASE_URL, E2E_CUSTOMER_PASSWORD } from './constants';

export { expect };
export { E2E_ADMIN_PASSWORD, E2E_BASE_URL, E2E_CUSTOMER_PASSWORD };

export interface E2eCustomer {
  id: string;
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
  mobileNumber: string;
}

export interface NewCustomerFields {
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  mobileNumber?: string;
  password?: string;
}

export type Role = 'customer' | 'admin';

/** A client address no other test uses (for X-Forwarded-For). */
export function freshClientAddress(): string {
  const [a, b, c] = crypto.randomBytes(3);
  return `10.${a}.${b}.${(c! % 250) + 1}`;
}

export function uniqueEmail(tag = 'e2e'): string {
  return `${tag}.${Date.now().toString(36)}.${crypto.randomBytes(3).toString('hex')}@example.com`;
}

async function expectOk(what: string, response: Awaited<ReturnType<APIRequestContext['post']>>) {
  if (!response.ok()) {
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  }
}

/** Account helpers over the real API (no browser). */
export class Api {
  constructor(private readonly request: APIRequestContext) {}

  /** POST /api/auth/signup; the account is not signed in. */
  async createCustomer(fields: NewCustomerFields = {}): Promise<E2eCustomer> {
    const body = {
      firstName: fields.firstName === undefined ? 'Asha' : fields.firstName,
      lastName: fields.lastName === undefined ? 'Verma' : fields.lastName,
      email: fields.email ?? uniqueEmail('customer'),
      mobileNumber: fields.mobileNumber ?? '9876543210',
      password: fields.password ?? E2E_CUSTOMER_PASSWORD,
    };
    const payload = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null));
    const response = await this.request.post('/api/auth/signup', {
      data: payload,
      headers: { 'x-forwarded-for': freshClientAddress() },
    });
    await expectOk('signup', response);
    const { user } = (await response.json()) as { user: { id: string } };
    return { id: user.id, ...body };
  }

  /** An admin cookie header value for API calls ('admin_sid=...'), from POST /api/admin/login. */
  async adminCookie(): Promise<string> {
    const response = await this.request.post('/api/admin/login', {
      data: { password: E2E_ADMIN_PASSWORD },
      headers: { 'x-forwarded-for': freshClientAddress() },
    });
    await expectOk('admin login', response);
    const header = response.headersArray().find(
      (h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('admin_sid='),
    );
    if (!header) throw new Error('admin login set no admin_sid cookie');
    return header.value.split(';')[0]!;
  }

  /** PATCH /api/admin/users/:id/admin as the console admin. */
  async setAdminFlag(userId: string, isAdmin: boolean): Promise<void> {
    const cookie = await this.adminCookie();
    const response = await this.request.patch(`/api/admin/users/${userId}/admin`, {
      data: { isAdmin },
      headers: { cookie },
    });
    await expectOk('set admin flag', response);
  }
}

/** Signs a customer in inside the page's browser context (cookies land in the context). */
export async function signInCustomer(page: Page, customer: Pick<E2eCustomer, 'email' | 'password'>) {
  const response = await page.request.post('/api/auth/signin', {
    data: { email: customer.email, password: customer.password },
  });
  await expectOk('signin', response);
}

/** Logs in through the /superman screen and waits for the dashboard. */
export async function adminLoginThroughUi(page: Page, password = E2E_ADMIN_PASSWORD) {
  await page.goto('/superman');
  const field = page.locator('input[type="password"], input[name="password"]').first();
  await field.fill(password);
  await field.press('Enter');
  await page.waitForURL('**/superman/dashboard');
}

interface Fixtures {
  /** Account helpers over the API (its own request context, not the page's cookies). */
  api: Api;
  /**
   * Puts the page in a signed-in state and returns who is signed in:
   * - 'customer': a new customer is created through the API, then signed in (session cookie in
   *   the page's context); pass fields to choose the name, email...
   * - 'admin': logs in at /superman with the e2e admin password and waits for the dashboard.
   */
  login: {
    (role: 'customer', fields?: NewCustomerFields): Promise<E2eCustomer>;
    (role: 'admin'): Promise<null>;
  };
}

export const test = base.extend<Fixtures>({
  // Each test is its own client for the rate limits (see the header comment).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': freshClientAddress() });
  },

  api: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    await use(new Api(request));
    await request.dispose();
  },

  login: async ({ page, api }, use) => {
    const login = async (role: Role, fields?: NewCustomerFields) => {
      if (role === 'admin') {
        await adminLoginThroughUi(page);
        return null;
      }
      const customer = await api.createCustomer(fields);
      await signInCustomer(page, customer);
      return customer;
    };
    await use(login as Fixtures['login']);
  },
});
