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

// ---------------------------------------------------------------------------------------------
// Helpers for the accounts, not-found, admin, admin-items and demo specs.
// ---------------------------------------------------------------------------------------------

/** The toast region. Radix also keeps a hidden screen-reader copy of each toast in <body>, so
 * toast texts are looked up inside this region only. While a modal dialog is open the region is
 * aria-hidden: check toasts after the dialog has closed. */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/** The first page of a fresh browser context is covered by the splash for about 3 s. */
export async function waitForSplashToGo(page: Page) {
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 10_000 });
}

/** Opens the signed-in header's menu on phones; returns where the name, id and Sign Out are. */
export async function signedInNav(page: Page, isMobile: boolean) {
  const banner = page.getByRole('banner');
  if (!isMobile) return banner;
  const toggle = banner.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return banner.getByRole('navigation', { name: 'Main navigation' });
}

export interface JpegOptions {
  width?: number;
  height?: number;
  /** Colour of the picture; different colours give different photos. */
  rgb?: [number, number, number];
}

/** A small, real JPEG made with sharp (noise keeps it above the server's 1 KB minimum). */
export async function makeJpeg(options: JpegOptions = {}): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const width = options.width ?? 320;
  const height = options.height ?? 240;
  const [r, g, b] = options.rgb ?? [180, 90, 60];
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** What can make a request context (the `playwright.request` fixture). */
export interface RequestFactory {
  newContext(options?: {
    baseURL?: string;
    extraHTTPHeaders?: Record<string, string>;
  }): Promise<APIRequestContext>;
}

/** A request context of its own, signed in as this customer (dispose it when done). */
export async function customerRequest(
  factory: RequestFactory,
  customer: Pick<E2eCustomer, 'email' | 'password'>,
): Promise<APIRequestContext> {
  const request = await factory.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() },
  });
  const response = await request.post('/api/auth/signin', {
    data: { email: customer.email, password: customer.password },
  });
  await expectOk('signin', response);
  return request;
}

/** POST /api/upload-photos (multipart, one `photos` part per file); returns the photo URLs. */
export async function uploadPhotos(
  request: APIRequestContext,
  photos: Buffer[],
): Promise<string[]> {
  const form = new FormData();
  photos.forEach((bytes, index) => {
    form.append(
      'photos',
      new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
      `photo-${index + 1}.jpg`,
    );
  });
  const response = await request.post('/api/upload-photos', { multipart: form });
  await expectOk('upload photos', response);
  const { photoUrls } = (await response.json()) as { photoUrls: string[] };
  return photoUrls;
}

export interface NewItemFields {
  brand?: string | null;
  category?: string;
  size?: string;
  condition?: string;
  description?: string | null;
}

export interface E2eItem {
  id: number;
  brand: string | null;
  category: string;
  size: string;
  condition: string;
  photos: string[];
  status: string;
}

/** POST /api/clothing-items with photos already uploaded by the same customer. */
export async function createItem(
  request: APIRequestContext,
  photos: string[],
  fields: NewItemFields = {},
): Promise<E2eItem> {
  const response = await request.post('/api/clothing-items', {
    data: {
      brand: fields.brand === undefined ? 'Levis' : fields.brand,
      category: fields.category ?? 'denim',
      size: fields.size ?? 'M',
      condition: fields.condition ?? 'good',
      description: fields.description ?? null,
      photos,
    },
  });
  await expectOk('create item', response);
  return (await response.json()) as E2eItem;
}

/**
 * Records client-side navigations (history.pushState / replaceState, which the router uses) with
 * the page's own clock, so that a test can tell how long after an event the app moved on without
 * depending on how fast the test process hears about it. Call before the first page.goto.
 */
export async function recordClientNavigations(page: Page) {
  await page.addInitScript(() => {
    const log: Array<{ path: string; at: number }> = [];
    (window as unknown as { __e2eNavigations: typeof log }).__e2eNavigations = log;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        log.push({ path: location.pathname, at: performance.now() });
      };
    }
  });
}

/** performance.now() of the first recorded client-side navigation to `path`. */
export async function clientNavigationTime(page: Page, path: string): Promise<number> {
  const at = await page.evaluate((wanted) => {
    const log = (window as unknown as { __e2eNavigations?: Array<{ path: string; at: number }> })
      .__e2eNavigations;
    return log?.find((entry) => entry.path === wanted)?.at ?? null;
  }, path);
  if (at === null) throw new Error(`no client-side navigation to ${path} was recorded`);
  return at;
}

/**
 * Marks the splash as already shown in this tab, as the app itself does after the first load, so a
 * test that is not about the splash does not spend ~3 s behind it (src/web/app/splash.tsx keeps
 * the mark in sessionStorage). waitForSplashToGo still guards every first page, should the mark
 * ever change. Call before the first page.goto.
 */
export async function skipSplash(page: Page) {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('splash-shown', '1');
    } catch {
      // No storage: the splash shows and waitForSplashToGo waits for it.
    }
  });
}

/** Nothing sticks out sideways: the page does not scroll horizontally (checked at 360 px too). */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}
