// Unknown paths (SPEC §2): the web app shows 'Page Not Found' whether or not someone is signed in;
// an unknown /api/ path answers 404 JSON, never the web app.
import { PATHS } from '@/domain/paths';
import {
  expect,
  expectNoSidewaysScroll,
  signedInNav,
  submitSignInForm,
  test,
  waitForSplashToGo,
} from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/axe';

// Not in PATHS on purpose: the addresses under test are the ones the app does not know.
const UNKNOWN_PAGE = '/definitely-not-a-page';
const UNKNOWN_NESTED_PAGE = '/definitely-not-a-page/nested?x=1';

test(
  'an unknown page shows Page Not Found when signed out',
  { tag: '@phone' },
  async ({ page }) => {
    const response = await page.goto(UNKNOWN_PAGE);
    // The server hands the app to the browser (SPA fallback); the app shows the 404 page.
    expect(response?.headers()['content-type']).toContain('text/html');
    await waitForSplashToGo(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    await expectNoSidewaysScroll(page);
    // Still the signed-out screens around it.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    // An address nobody has is not a signed-in page: no sign-in offer in the page itself.
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(PATHS.home);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sell your old clothes and get cash' }),
    ).toBeVisible();
  },
);

test(
  'a signed-out /submit shows Page Not Found with Sign In, which comes back to /submit (issue 28)',
  { tag: '@phone' },
  async ({ page, api }) => {
    const customer = await api.createCustomer({ firstName: 'Gita' });
    // A session that ended, or a bookmark: /submit without a session.
    await page.goto(`${PATHS.submit}?from=bookmark`);
    await waitForSplashToGo(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByText('This page is for signed-in sellers. Sign in to open it.', { exact: true }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await main.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(PATHS.signin);

    await submitSignInForm(page, customer);
    await expect(page).toHaveURL(`${PATHS.submit}?from=bookmark`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Submit your old clothes' }),
    ).toBeVisible();
  },
);

test(
  'an unknown page shows Page Not Found when signed in',
  { tag: '@phone' },
  async ({ page, login, isMobile }) => {
    const customer = await login('customer', { firstName: 'Nisha' });
    await page.goto(UNKNOWN_NESTED_PAGE);
    await waitForSplashToGo(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    // The signed-in header is around it.
    const nav = await signedInNav(page, isMobile);
    await expect(nav.getByText(`ID: ${customer.id}`, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    if (isMobile) await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(PATHS.home);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Nisha!' }),
    ).toBeVisible();
  },
);

test('an unknown /api/ path answers 404 JSON', async ({ request }) => {
  for (const [method, path] of [
    ['GET', '/api/nope'],
    ['GET', '/api/nope/deeper?x=1'],
    ['POST', '/api/nope'],
  ] as const) {
    const response = await request.fetch(path, {
      method,
      data: method === 'POST' ? {} : undefined,
    });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect(response.headers()['content-type'], `${method} ${path}`).toContain('application/json');
    const body = (await response.json()) as { message?: unknown };
    expect(typeof body.message, `${method} ${path}`).toBe('string');
    expect(await response.text()).not.toContain('<html');
  }
});

test('the 404 page has no serious or critical accessibility violations (axe)', async ({ page }) => {
  await page.goto(UNKNOWN_PAGE);
  await waitForSplashToGo(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '404 page');
});
