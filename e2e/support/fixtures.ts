// The e2e suite's one entry point: every spec imports `test`, `expect` and its helpers from here
// (page addresses from src/domain/paths.ts). The helpers live by what they are: api.ts (test data
// over HTTP), pages.ts (where things are on screen), photos.ts (JPEGs), browser.ts (clocks,
// throttling, touch); this file holds the fixtures and the ways into the app.
//
// Every browser context starts with the first-load splash marked as shown, as the app itself
// does after the first load, so tests do not spend ~3 s behind it; only tests tagged @splash see
// it. `goto` still waits for it to be gone, should the mark ever change.
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import { PATHS, type PagePath } from '@/domain/paths';
import { adminAuthEndpoints } from '@/contract/admin-auth';
import { authEndpoints } from '@/contract/auth';
import { Api, expectOk, freshClientAddress, send, type Customer, type CustomerSetup } from './api';
import { E2E_ADMIN_PASSWORD, E2E_BASE_URL } from './constants';
import { expectToast, waitForSplashToGo } from './pages';

export { expect };
export * from './api';
export * from './browser';
export * from './constants';
export * from './pages';
export * from './photos';

/** The tag of tests that watch the first-load splash (SPEC §2) instead of skipping it. */
export const SHOWS_SPLASH = '@splash';

interface Login {
  /** A new customer (in the state `setup` asks for) over the API, signed in in the page. */
  (role: 'customer', setup?: CustomerSetup): Promise<Customer>;
  /** The console admin, signed in over the API in the page's browser context; the page ends on
   * the dashboard. The /superman form itself is admin.spec.ts's subject. */
  (role: 'admin'): Promise<void>;
}

interface Fixtures {
  /** Test data over the HTTP API; its request contexts are disposed after the test. */
  api: Api;
  /** Puts the test's page in a signed-in state. */
  login: Login;
  /** Another person's browser: a new context with the project's screen (desktop or phone), its
   * own client address and the splash skipped; closed after the test. */
  newBrowserPage: () => Promise<Page>;
  /** The admin console in a browser of its own, signed in over the API, open on the dashboard. */
  adminConsole: () => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  // Each test is its own client for the sign-in rate limits (see api.ts).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': freshClientAddress() });
  },

  context: async ({ context }, use, testInfo) => {
    if (!testInfo.tags.includes(SHOWS_SPLASH)) await skipSplash(context);
    await use(context);
  },

  api: async ({ playwright }, use) => {
    const api = new Api(playwright.request);
    await use(api);
    await api.dispose();
  },

  login: async ({ page, api }, use) => {
    const login = async (role: 'customer' | 'admin', setup?: CustomerSetup) => {
      if (role === 'admin') return signInAdmin(page);
      const customer = await api.createCustomer(setup);
      await signInCustomer(page, customer);
      return customer;
    };
    await use(login as Login);
  },

  newBrowserPage: async ({ browser }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
      const context = await browser.newContext({
        baseURL: E2E_BASE_URL,
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        userAgent,
        serviceWorkers: 'block',
        extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() },
      });
      contexts.push(context);
      await skipSplash(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  adminConsole: async ({ newBrowserPage }, use) => {
    await use(async () => {
      const page = await newBrowserPage();
      await signInAdmin(page);
      return page;
    });
  },
});

/** Opens a page of the app (SPEC §2 route table) and waits until the splash is gone. */
export async function goto(
  page: Page,
  path: PagePath,
  { waitForSplash = true }: { waitForSplash?: boolean } = {},
): Promise<Response | null> {
  const response = await page.goto(path);
  if (waitForSplash) await waitForSplashToGo(page);
  return response;
}

/** Signs a customer in over the API inside the page's browser context (the cookie lands there). */
export async function signInCustomer(
  page: Page,
  customer: Pick<Customer, 'email' | 'password'>,
): Promise<void> {
  const response = await send(page.request, authEndpoints.signIn, {
    data: { email: customer.email, password: customer.password },
  });
  await expectOk('signin', response);
}

/** Fills the /signin form and presses Sign In. */
export async function submitSignInForm(
  page: Page,
  { email, password }: Pick<Customer, 'email' | 'password'>,
): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the /signin screen, as a person does, and lands on the dashboard. */
export async function signInThroughUi(
  page: Page,
  customer: Pick<Customer, 'email' | 'password'>,
): Promise<void> {
  await goto(page, PATHS.signin);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await submitSignInForm(page, customer);
  await expectToast(page, 'Welcome Back', 'You have signed in successfully.');
  await expect(page).toHaveURL(PATHS.home);
}

/**
 * Signs the console admin in over the API (adminAuthEndpoints.logIn, the cookie lands in the page's
 * context), opens the dashboard and waits for the Items tab. The /superman form is proved once, by
 * admin.spec.ts; doing it in every admin test cost a page load and a lazy chunk each time.
 */
async function signInAdmin(page: Page): Promise<void> {
  const response = await send(page.request, adminAuthEndpoints.logIn, {
    data: { password: E2E_ADMIN_PASSWORD },
  });
  await expectOk('admin login', response);
  await goto(page, PATHS.adminDashboard);
  await expect(page.getByRole('heading', { name: 'Item Review' })).toBeVisible();
}

/**
 * Marks the splash as already shown in this tab, as the app itself does after the first load
 * (src/web/app/splash.tsx keeps 'splash-shown' in sessionStorage).
 */
async function skipSplash(target: BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    try {
      sessionStorage.setItem('splash-shown', '1');
    } catch {
      // No storage: the splash shows and `goto` waits for it.
    }
  });
}
