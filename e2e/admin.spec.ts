// The admin console (SPEC §2 admin login and dashboard, §5, §6, §8): /superman sign-in with its
// messages, the six tabs, Analytics with real numbers, the Users tab's admin flag and password
// change, the missing-session redirect and Admin Logout.
import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  E2E_ADMIN_PASSWORD,
  E2E_CUSTOMER_PASSWORD,
  clientNavigationTime,
  expect,
  expectNoSidewaysScroll,
  freshClientAddress,
  recordClientNavigations,
  signInCustomer,
  skipSplash,
  test,
  toastRegion,
  waitForSplashToGo,
  type E2eCustomer,
} from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

const TABS = ['Items', 'Shipments', 'Payments', 'Users', 'Agents', 'Analytics'];

function token(): string {
  return crypto.randomBytes(3).toString('hex');
}

/** The Users tab card of one customer, found by its email. */
function userCard(page: Page, customer: E2eCustomer) {
  return page
    .getByRole('tabpanel', { name: 'Users', exact: true })
    .getByRole('listitem')
    .filter({ hasText: customer.email });
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

async function signinStatus(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/signin', {
    data: { email, password },
    headers: { 'x-forwarded-for': freshClientAddress() },
  });
  return response.status();
}

test.describe('/superman sign-in', () => {
  test('empty and wrong passwords are refused with the SPEC messages; show/hide toggles', async ({
    page,
  }) => {
    await page.goto('/superman');
    await waitForSplashToGo(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to main site/ })).toHaveAttribute(
      'href',
      '/',
    );
    await expectNoSidewaysScroll(page);
    const field = page.getByLabel('Admin Password');
    const signIn = page.getByRole('button', { name: 'Sign In' });
    const toasts = toastRegion(page);

    // Empty, then only spaces: 'Password Required', and no request is sent.
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/login')) loginCalls += 1;
    });
    await signIn.click();
    await expect(toasts.getByText('Password Required', { exact: true })).toBeVisible();
    await expect(
      toasts.getByText('Please enter the admin password.', { exact: true }),
    ).toBeVisible();
    await field.fill('   ');
    await field.press('Enter');
    await expect(toasts.getByText('Password Required', { exact: true })).toBeVisible();
    expect(loginCalls).toBe(0);
    await expect(page).toHaveURL('/superman');

    // Wrong password: 'Access Denied'.
    await field.fill('not-the-admin-password');
    await signIn.click();
    await expect(toasts.getByText('Access Denied', { exact: true })).toBeVisible();
    await expect(
      toasts.getByText('Invalid admin password. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL('/superman');
    expect(loginCalls).toBe(1);

    // Show / hide changes the input type and keeps what was typed.
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(field).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(field).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveValue('not-the-admin-password');
    await toggle.click();
    await expect(field).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // The back link leads to the site.
    await page.getByRole('link', { name: /Back to main site/ }).click();
    await expect(page).toHaveURL('/');
  });

  test('the right password opens the dashboard with its six tabs', async ({ page }) => {
    await page.goto('/superman');
    await waitForSplashToGo(page);
    // The access check is held back so that its waiting state can be seen.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/session', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByLabel('Admin Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/superman/dashboard');
    await expect(page.getByRole('status').getByText('Verifying admin access...')).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    await expect(tabs).toHaveText(TABS);
    for (const name of TABS) {
      await openTab(page, name);
      await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });

  test('without an admin session the dashboard says so and returns to /superman', async ({
    page,
  }) => {
    await recordClientNavigations(page);
    const sessionCheck = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/session'),
    );
    await page.goto('/superman/dashboard');
    expect((await sessionCheck).status()).toBe(401);
    const toasts = toastRegion(page);
    await expect(toasts.getByText('Admin Authentication Required', { exact: true })).toBeVisible();
    await expect(
      toasts.getByText('Please log in to access the admin dashboard.', { exact: true }),
    ).toBeVisible();
    await page.waitForURL('/superman');
    // About 1 s after the refusal (SPEC §2, §9), not at once; measured with the page's clock.
    const refusedAt = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return entries.find((entry) => entry.name.endsWith('/api/admin/session'))?.responseEnd ?? NaN;
    });
    const delay = (await clientNavigationTime(page, '/superman')) - refusedAt;
    expect(delay).toBeGreaterThanOrEqual(950);
    expect(delay).toBeLessThan(3000);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('a signed-in customer who is not an admin cannot open the dashboard', async ({
    page,
    login,
  }) => {
    await login('customer');
    await page.goto('/superman/dashboard');
    await expect(
      toastRegion(page).getByText('Admin Authentication Required', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL('/superman');
  });

  test('Admin Logout returns to /superman and the dashboard no longer opens', async ({
    page,
    login,
  }) => {
    await login('admin');
    await waitForSplashToGo(page);
    await page.getByRole('button', { name: 'Admin Logout' }).click();
    await expect(page).toHaveURL('/superman');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);

    await page.goto('/superman/dashboard');
    await expect(
      toastRegion(page).getByText('Admin Authentication Required', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL('/superman');
    await expect(page.getByRole('button', { name: 'Admin Logout' })).toHaveCount(0);
  });
});

test.describe('admin dashboard', () => {
  test('a session that ends while the dashboard is open: Unauthorized, then /superman', async ({
    page,
    login,
  }) => {
    await login('admin');
    await openTab(page, 'Users');
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
    // Signed out elsewhere (same cookie); the next 5-second poll of the list finds out.
    expect((await page.request.post('/api/admin/logout')).status()).toBeLessThan(300);
    const toasts = toastRegion(page);
    await expect(toasts.getByText('Unauthorized', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      toasts.getByText('Session expired. Please log in again.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL('/superman');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('Analytics shows real totals that move when a customer signs up', async ({
    page,
    api,
    login,
  }) => {
    await login('admin');
    await waitForSplashToGo(page);
    await openTab(page, 'Analytics');
    const panel = page.getByRole('tabpanel', { name: 'Analytics', exact: true });
    // Each figure is a <dd> after its <dt> label.
    const figure = (label: string) => panel.locator(`dt:text-is("${label}") + dd`);
    const read = async (label: string) => {
      await expect(figure(label)).toHaveText(/^\d+$/);
      return Number(await figure(label).textContent());
    };

    const cookie = await api.adminCookie();
    const serverFigures = async () => {
      const response = await page.request.get('/api/admin/analytics', { headers: { cookie } });
      expect(response.status()).toBe(200);
      return (await response.json()) as {
        totalUsers: number;
        totalItems: number;
        pendingReview: number;
      };
    };

    const before = await serverFigures();
    const users1 = await read('Total Users');
    const items1 = await read('Total Items');
    const pending1 = await read('Pending Review');
    const after = await serverFigures();
    // Other tests run alongside, so the shown figures lie between two server readings.
    expect(users1).toBeGreaterThanOrEqual(before.totalUsers);
    expect(users1).toBeLessThanOrEqual(after.totalUsers);
    expect(users1).toBeGreaterThanOrEqual(1);
    expect(items1).toBeGreaterThanOrEqual(before.totalItems);
    expect(items1).toBeLessThanOrEqual(after.totalItems);
    expect(pending1).toBeLessThanOrEqual(items1);

    await api.createCustomer({ firstName: 'Counted' });
    await page.reload();
    await openTab(page, 'Analytics');
    const users2 = await read('Total Users');
    expect(users2).toBeGreaterThanOrEqual(users1 + 1);
  });

  test('Users tab: Make Admin and Remove Admin change the badge and the customer profile', async ({
    page,
    api,
    login,
    browser,
  }) => {
    const customer = await api.createCustomer({ firstName: 'Ishaan', lastName: `Admin${token()}` });

    // The customer, signed in in a browser of their own, is no Administrator yet.
    const customerContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() },
    });
    const customerPage = await customerContext.newPage();
    await skipSplash(customerPage);
    try {
      await signInCustomer(customerPage, customer);
      await customerPage.goto('/profile');
      await waitForSplashToGo(customerPage);
      await expect(customerPage.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await expect(
        customerPage.getByRole('heading', { name: `Ishaan ${customer.lastName}` }),
      ).toBeVisible();
      await expect(customerPage.getByText('Administrator', { exact: true })).toHaveCount(0);

      await login('admin');
      await waitForSplashToGo(page);
      await openTab(page, 'Users');
      const card = userCard(page, customer);
      await expect(card).toHaveCount(1);
      await expect(
        card.getByRole('heading', { name: `Ishaan ${customer.lastName}` }),
      ).toBeVisible();
      await expect(card.getByText(customer.id, { exact: true })).toBeVisible();
      await expect(card.getByText('Admin', { exact: true })).toHaveCount(0);
      await expect(card.getByText('Unverified', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await card.getByRole('button', { name: 'Make Admin' }).click();
      await expect(card.getByText('Admin', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Remove Admin' })).toBeVisible();
      const toasts = toastRegion(page);
      await expect(toasts.getByText('Admin Status Updated', { exact: true })).toBeVisible();
      await expect(
        toasts.getByText(`Ishaan ${customer.lastName} is now an admin.`, { exact: true }),
      ).toBeVisible();

      await customerPage.reload();
      await expect(customerPage.getByText('Administrator', { exact: true })).toBeVisible();
      // An admin-flagged customer opens the dashboard with their own session (issue 2: admin
      // access is the console session or a signed-in user with isAdmin).
      await customerPage.goto('/superman/dashboard');
      await expect(
        customerPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' }),
      ).toBeVisible();
      await customerPage.goto('/profile');

      await card.getByRole('button', { name: 'Remove Admin' }).click();
      await expect(card.getByRole('button', { name: 'Make Admin' })).toBeVisible();
      await expect(card.getByText('Admin', { exact: true })).toHaveCount(0);
      await expect(
        toasts.getByText(`Ishaan ${customer.lastName} is no longer an admin.`, { exact: true }),
      ).toBeVisible();
      // The change is kept, not only shown: it survives a reload.
      await page.reload();
      await openTab(page, 'Users');
      await expect(
        userCard(page, customer).getByRole('button', { name: 'Make Admin' }),
      ).toBeVisible();

      await customerPage.reload();
      await expect(customerPage.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await expect(customerPage.getByText('Administrator', { exact: true })).toHaveCount(0);
      await customerPage.goto('/superman/dashboard');
      await expect(
        toastRegion(customerPage).getByText('Admin Authentication Required', { exact: true }),
      ).toBeVisible();
      await expect(customerPage).toHaveURL('/superman');
    } finally {
      await customerContext.close();
    }
  });

  test("Users tab: change a customer's password", async ({ page, api, login, playwright }) => {
    const customer = await api.createCustomer({ firstName: 'Tara', lastName: `Pass${token()}` });
    const name = `Tara ${customer.lastName}`;
    const newPassword = `new-pass-${token()}`;

    // A session the customer already has ends with the password change.
    const customerRequest = await playwright.request.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() },
    });
    try {
      expect(await signinStatus(customerRequest, customer.email, E2E_CUSTOMER_PASSWORD)).toBe(200);
      expect((await customerRequest.get('/api/auth/user')).status()).toBe(200);

      await login('admin');
      await waitForSplashToGo(page);
      await openTab(page, 'Users');
      const card = userCard(page, customer);
      await card.getByRole('button', { name: 'Change Password' }).click();

      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`Set a new password for ${name}.`);
      const field = dialog.getByLabel('New Password');
      await field.fill('short7!');
      await dialog.getByRole('button', { name: 'Update Password' }).click();
      await expect(field).toHaveAccessibleDescription(
        'Password must be at least 8 characters long.',
      );
      await expect(dialog).toBeVisible();
      // Nothing changed yet: the old password still works.
      expect(await signinStatus(page.request, customer.email, E2E_CUSTOMER_PASSWORD)).toBe(200);

      await field.fill(newPassword);
      await dialog.getByRole('button', { name: 'Update Password' }).click();
      await expect(dialog).toBeHidden();
      const toasts = toastRegion(page);
      await expect(toasts.getByText('Password Updated', { exact: true })).toBeVisible();
      await expect(
        toasts.getByText(`The password for ${name} has been changed.`, { exact: true }),
      ).toBeVisible();

      expect(await signinStatus(page.request, customer.email, E2E_CUSTOMER_PASSWORD)).toBe(401);
      expect(await signinStatus(page.request, customer.email, newPassword)).toBe(200);
      // 'They will be signed out on every device.'
      expect((await customerRequest.get('/api/auth/user')).status()).toBe(401);
    } finally {
      await customerRequest.dispose();
    }
  });

  test('the customer signs in through the UI with the password the admin set', async ({
    page,
    api,
  }) => {
    const customer = await api.createCustomer({ firstName: 'Uma' });
    const newPassword = `admin-set-${token()}`;
    const cookie = await api.adminCookie();
    const change = await page.request.patch(`/api/admin/users/${customer.id}/password`, {
      data: { newPassword },
      headers: { cookie },
    });
    expect(change.status()).toBe(200);

    await page.goto('/signin');
    await waitForSplashToGo(page);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(E2E_CUSTOMER_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(toastRegion(page).getByText('Sign In Failed', { exact: true })).toBeVisible();

    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Uma!' })).toBeVisible();
  });
});
