// Named staff with a second factor (issue 14, done-when): an admin enrols an authenticator app
// from the console, signs out, and cannot enter again without a code. The codes are made here
// from the key the dialog shows for typing in by hand, as an authenticator app would.
import { generate } from 'otplib';
import type { Locator, Page } from '@playwright/test';
import { PATHS } from '@/domain/paths';
import {
  expect,
  expectNoSidewaysScroll,
  expectOk,
  goto,
  send,
  test,
  toastRegion,
  type Customer,
} from './support/fixtures';
import { authEndpoints } from '@/contract/auth';
import { expectNoSeriousAxeViolations } from './support/axe';

/** The authenticator code of a secret at a moment (default now). */
function codeAt(secret: string, at = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) });
}

async function fillStaffSignIn(page: Page, who: Customer): Promise<void> {
  const staff = page.getByRole('region', { name: 'Staff sign-in' });
  await staff.getByLabel('Email', { exact: true }).fill(who.email);
  await staff.getByLabel('Your password', { exact: true }).fill(who.password);
  await staff.getByRole('button', { name: 'Enter as staff', exact: true }).click();
}

/** Opens a dialog from its trigger and waits until focus is inside (an Esc before that reaches
 * the page). */
async function openFrom(trigger: Locator, dialog: Locator): Promise<void> {
  await trigger.click();
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

// First in this file, before any admin has a second factor: the shared password makes the admin
// (once one has a second factor it no longer can, decision 0026), and this file runs in order.
test('the Two-step sign-in dialog gives focus back on Esc, on Close and mid set-up', async ({
  page,
  api,
}) => {
  const staff = await api.createCustomer({ firstName: 'Meera', lastName: 'Focus' });
  const console = await api.admin();
  await expectOk(
    'make admin',
    await send(console, authEndpoints.setUserAdmin, {
      params: { id: staff.id },
      data: { isAdmin: true },
    }),
  );
  await goto(page, PATHS.adminLogin);
  await fillStaffSignIn(page, staff);
  await expect(page).toHaveURL(PATHS.adminDashboard);
  const open = page.getByRole('button', { name: 'Two-step sign-in', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });

  await openFrom(open, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await openFrom(open, dialog);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // Esc at the QR code step, whose button had focus and went with the step.
  await openFrom(open, dialog);
  await dialog.getByRole('button', { name: 'Set up authenticator app', exact: true }).click();
  await expect(dialog.getByTestId('manual-key')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('an admin enrols TOTP, signs out, and cannot enter without a code', async ({ page, api }) => {
  // A long journey (three sign-ins, two axe passes, enrolment): 30 s was its whole margin on a
  // busy two-core machine.
  test.setTimeout(90_000);
  const admin = await api.createCustomer({ firstName: 'Meera', lastName: 'Joshi' });
  const console = await api.admin();
  await expectOk(
    'make admin',
    await send(console, authEndpoints.setUserAdmin, {
      params: { id: admin.id },
      data: { isAdmin: true },
    }),
  );

  // In with email and password (no second factor yet): the console names the person.
  await goto(page, PATHS.adminLogin);
  await expect(page.getByRole('heading', { level: 2, name: 'Staff sign-in' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await fillStaffSignIn(page, admin);
  await expect(page).toHaveURL(PATHS.adminDashboard);
  await expect(page.getByText('Signed in as Meera Joshi', { exact: true })).toBeVisible();

  // Set up the authenticator app.
  await page.getByRole('button', { name: 'Two-step sign-in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });
  await expect(dialog.getByText('Two-step sign-in is off.', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Set up authenticator app', exact: true }).click();
  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const shownKey = await dialog.getByTestId('manual-key').textContent();
  const secret = (shownKey ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page, 'the set-up step');

  // A wrong code is refused where it was typed; the right one turns it on.
  const code = await codeAt(secret);
  if (code !== '000000') {
    await dialog.getByLabel('Authentication code', { exact: true }).fill('000000');
    await dialog.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(dialog.getByText('Invalid or already used code.', { exact: true })).toBeVisible();
  }
  await dialog.getByLabel('Authentication code', { exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(dialog.getByText('Two-step sign-in is on', { exact: true })).toBeVisible();
  const recoveryCodes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  await expectNoSeriousAxeViolations(page, 'the recovery codes');
  await expect(dialog.getByRole('button', { name: 'Download codes', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(dialog).toBeHidden();
  // Done closes the dialog itself: focus is back on what opened it.
  await expect(page.getByRole('button', { name: 'Two-step sign-in', exact: true })).toBeFocused();

  // Signed out, the password alone no longer opens the console.
  await page.getByRole('button', { name: 'Admin Logout', exact: true }).click();
  await expect(page).toHaveURL(PATHS.adminLogin);
  await fillStaffSignIn(page, admin);
  const staff = page.getByRole('region', { name: 'Staff sign-in' });
  await expect(staff.getByRole('alert')).toHaveText('Enter your code');
  const codeField = staff.getByLabel('Authentication code', { exact: true });
  await expect(codeField).toBeFocused();
  await expect(page).toHaveURL(PATHS.adminLogin);
  await expectNoSeriousAxeViolations(page, 'the code step of staff sign-in');

  // The code that turned it on cannot be used again.
  await codeField.fill(code);
  await staff.getByRole('button', { name: 'Enter as staff', exact: true }).click();
  await expect(staff.getByRole('alert')).toHaveText('Invalid or already used code.');
  await expect(page).toHaveURL(PATHS.adminLogin);

  // Nor does going straight to the dashboard.
  await page.goto(PATHS.adminDashboard);
  await expect(page).toHaveURL(PATHS.adminLogin);

  // With the app's next code, in.
  await fillStaffSignIn(page, admin);
  await staff
    .getByLabel('Authentication code', { exact: true })
    .fill(await codeAt(secret, Date.now() + 30_000));
  await staff.getByRole('button', { name: 'Enter as staff', exact: true }).click();
  await expect(page).toHaveURL(PATHS.adminDashboard);
  await expect(page.getByText('Signed in as Meera Joshi', { exact: true })).toBeVisible();
});

test('the sign-in rules arrive after the page: if they cannot, both forms say the network failed', async ({
  page,
}) => {
  // The rules (zod) are fetched when the page is idle, not with its first paint.
  await page.route(/\/assets\/(auth|staff)\.schema-[\w-]+\.js$/, (route) => route.abort());
  await goto(page, PATHS.adminLogin);
  const network = 'Network error. Please check your connection and try again.';
  let loginCalls = 0;
  page.on('request', (request) => {
    if (/\/api\/admin\/(login|staff-login)$/.test(request.url())) loginCalls += 1;
  });

  const toasts = toastRegion(page);
  await page.getByLabel('Admin Password').fill('any-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts.getByText('Error', { exact: true })).toBeVisible();
  await expect(toasts.getByText(network, { exact: true })).toBeVisible();
  // The server still has this build, so the page is not loaded again: what was typed stays.
  await expect(page.getByLabel('Admin Password')).toHaveValue('any-password');

  const staff = page.getByRole('region', { name: 'Staff sign-in' });
  await staff.getByLabel('Email', { exact: true }).fill('meera@example.com');
  await staff.getByLabel('Your password', { exact: true }).fill('any-password');
  await staff.getByRole('button', { name: 'Enter as staff', exact: true }).click();
  await expect(staff.getByText(network, { exact: true })).toBeVisible();

  // Nothing reached the server, and the page stayed where it was.
  expect(loginCalls).toBe(0);
  await expect(page).toHaveURL(PATHS.adminLogin);
});

test('a tab whose build the server no longer has loads the page again, once', async ({ page }) => {
  // A tab from before a deploy: its chunks are gone, and so is the file that asks.
  await page.route(/\/assets\/(auth|staff)\.schema-[\w-]+\.js$/, (route) => route.abort());
  await page.route(/\/assets\/service-worker-[\w-]+\.js$/, (route) =>
    route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.continue(),
  );
  await goto(page, PATHS.adminLogin);
  const password = page.getByLabel('Admin Password');
  await password.fill('any-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Loaded again: what was typed is gone with the old page.
  await expect(password).toHaveValue('');

  // Not again at once: this time the failure is shown and the page stays.
  await password.fill('any-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    toastRegion(page).getByText('Network error. Please check your connection and try again.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(password).toHaveValue('any-password');
});
