// Privacy rights through the browser (issue 15; docs/privacy.md): the seller downloads their data
// from the profile's "Your data" card, deletes the account with the password (refused while a
// pickup is in progress), is signed out to / with a toast, and cannot sign in again; the signup
// form says what creating an account accepts; an agent does the same in Hindi; the console lists
// an erased seller only under Accounts: Erased, as "Erased account" without the email. Once the
// session has ended elsewhere, Download my data saves no file (not the JSON refusal) and the page
// shows what it shows anyone signed out. Runs at 1280 px and at 360 px.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PATHS } from '@/domain/paths';
import hi from '@/web/i18n/locales/hi/privacy';
import { signInAgent } from './support/notifications';
import {
  adminCard,
  expect,
  expectPageLoaded,
  expectNoSidewaysScroll,
  expectOk,
  expectToast,
  goto,
  openAdminTab,
  send,
  submitSignInForm,
  test,
  toastRegion,
} from './support/fixtures';
import { agentEndpoints } from '@/contract/agents';
import { privacyEndpoints } from '@/contract/privacy';

test('the signup form says creating an account accepts the terms and the privacy policy', async ({
  page,
}) => {
  await goto(page, PATHS.signup);
  const main = page.getByRole('main');
  await expect(main.getByText('By creating an account you agree to our')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    PATHS.terms,
  );
  await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    PATHS.privacy,
  );
  await expectNoSidewaysScroll(page);
});

test('a seller downloads their data, deletes the account, is signed out and cannot sign in', async ({
  page,
  login,
}) => {
  const customer = await login('customer', { approvedOffers: ['300'], verification: 'identity' });
  await goto(page, PATHS.profile);
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Download my data: a JSON file of this seller's own data.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^resale-data-${customer.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    profile: { id: string; email: string; isVerified: boolean };
    items: { status: string }[];
  };
  expect(data.profile).toMatchObject({ id: customer.id, email: customer.email, isVerified: true });
  expect(data.items.map((item) => item.status)).toEqual(['approved']);

  // Delete account: the dialog says what happens and wants the password.
  await card.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This cannot be undone.', { exact: false })).toBeVisible();
  const password = dialog.getByLabel('Type your password to confirm');
  await password.fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    dialog.getByText('That password is not right, so your account was not deleted.', {
      exact: false,
    }),
  ).toBeVisible();

  await password.fill(customer.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Account deleted', 'Your account and personal data have been deleted.');
  await expect(page).toHaveURL(PATHS.home);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();

  // The old session is gone, and the account cannot sign in again.
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
  await goto(page, PATHS.signin);
  await submitSignInForm(page, customer);
  const toasts = toastRegion(page);
  await expect(toasts.getByText('Sign In Failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(PATHS.signin);
});

/** What the page downloads, and whether it even asked for the data export. */
function watchDownloads(page: Page, exportPath: string) {
  const seen = { downloads: [] as string[], exportRequests: 0 };
  page.on('download', (download) => seen.downloads.push(download.suggestedFilename()));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === exportPath) seen.exportRequests += 1;
  });
  return seen;
}

test('a seller whose session ended elsewhere gets no file from Download my data, and is sent to sign in', async ({
  page,
  login,
  api,
}) => {
  const customer = await login('customer');
  await goto(page, PATHS.profile);
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  // A section still loading when the session ends would turn the page signed out before the
  // seller clicks (a fresh-clone run on a busy machine met it, as the agent's test below once did).
  await expectPageLoaded(page);
  const seen = watchDownloads(page, '/api/profile/data-export');

  // Staff set a new password: every session of this seller ends, the cookie in this page too.
  await api.changeCustomerPassword(customer.id, 'a-new-password-123');
  await card.getByRole('link', { name: 'Download my data' }).click();

  // The customer app's signed-out /profile (SPEC §2): it says so, then /api/login after 500 ms.
  await expect(page.getByText('Please sign in to see your profile. Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(PATHS.signin);
  expect(seen).toEqual({ downloads: [], exportRequests: 0 });
});

test('when the session check fails otherwise, Download my data says so and saves no file', async ({
  page,
  login,
}) => {
  await login('customer');
  await goto(page, PATHS.profile);
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  const seen = watchDownloads(page, '/api/profile/data-export');

  // The server is in trouble when the click asks who is signed in.
  await page.route('**/api/auth/user', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  await card.getByRole('link', { name: 'Download my data' }).click();
  await expectToast(page, 'Error', 'Operation failed. Please try again.');
  await expect(page).toHaveURL(PATHS.profile);
  await expect(card).toBeVisible();
  expect(seen).toEqual({ downloads: [], exportRequests: 0 });
});

test('an agent whose session ended elsewhere gets no file from Download my data, and Access Denied', async ({
  page,
  api,
}) => {
  const agent = await api.createAgent();
  await signInAgent(page, agent);
  await goto(page, PATHS.agentProfile);
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  // A section still loading when the session ends would turn the page signed out before the
  // agent clicks (a fresh-clone run once met it).
  await expectPageLoaded(page);
  const seen = watchDownloads(page, '/api/agent/data-export');

  // Staff set a new password: every session of this agent ends.
  const admin = await api.admin();
  await expectOk(
    'change agent password',
    await send(admin, agentEndpoints.changeAgentPassword, {
      params: { id: agent.id },
      data: { newPassword: 'a-new-password-123' },
    }),
  );
  await card.getByRole('link', { name: 'Download my data' }).click();

  // The agent pages' signed-out state: Access Denied with the way to sign in.
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agent Sign In' })).toBeVisible();
  expect(seen).toEqual({ downloads: [], exportRequests: 0 });
});

test('the console lists an erased seller only under Accounts: Erased, without the email', async ({
  api,
  adminConsole,
}) => {
  const customer = await api.createCustomer();
  const seller = await api.requestAs(customer);
  await expectOk(
    'delete account',
    await send(seller, privacyEndpoints.sellerDelete, { data: { password: customer.password } }),
  );
  const admin = await adminConsole();
  await openAdminTab(admin, 'Users');
  const panel = admin.getByRole('tabpanel');
  const search = panel.getByLabel('Search', { exact: true });
  const noMatch = panel.getByText('Nothing matches these filters', { exact: true });
  await search.fill(customer.id);
  await expect(noMatch).toBeVisible();

  await panel.getByLabel('Accounts', { exact: true }).selectOption('erased');
  const card = adminCard(admin, 'Erased account');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Erased', { exact: true })).toBeVisible();
  await expect(
    card.getByText(
      `Personal data was erased when the account was deleted. The money records stay under user ${customer.id}.`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(card).not.toContainText('erased.invalid');
  await expect(card).not.toContainText(customer.email);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoSidewaysScroll(admin);

  // Its old email finds nothing, even among the erased.
  await search.fill(customer.email);
  await expect(noMatch).toBeVisible();
});

test('deleting is refused with a clear message while a pickup is in progress', async ({
  page,
  login,
}) => {
  const customer = await login('customer', {
    approvedOffers: ['300', '250'],
    verification: 'verified',
    shipment: true,
  });
  await goto(page, PATHS.profile);
  const card = page.getByRole('region', { name: 'Your data' });
  await card.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type your password to confirm').fill(customer.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    dialog.getByText('Your account cannot be deleted while a pickup is in progress.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(PATHS.profile);
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
});

test('an agent, in Hindi, downloads their data and deletes the account from the agent profile', async ({
  page,
  api,
}) => {
  const agent = await api.createAgent();
  await page.context().addInitScript(() => localStorage.setItem('language', 'hi'));
  await signInAgent(page, agent);
  await goto(page, PATHS.agentProfile);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const card = page.getByRole('region', { name: hi['privacy.card.title'] });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: hi['privacy.card.download'] }).click(),
  ]);
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    profile: { id: number; email: string };
  };
  expect(data.profile).toMatchObject({ id: agent.id, email: agent.email });

  await card.getByRole('button', { name: hi['privacy.delete.open'] }).click();
  const dialog = page.getByRole('dialog', { name: hi['privacy.delete.title'] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(hi['privacy.delete.signedOut'])).toBeVisible();
  await dialog.getByLabel(hi['privacy.delete.password']).fill(agent.password);
  await dialog.getByRole('button', { name: hi['privacy.delete.submit'] }).click();
  await expectToast(page, hi['privacy.delete.doneTitle'], hi['privacy.delete.doneText']);
  await expect(page).toHaveURL(PATHS.home);

  // Signed out everywhere, and the account cannot sign in again.
  expect((await page.request.get('/api/agent/profile')).status()).toBe(401);
  const again = await page.request.post('/api/agent/signin', {
    data: { email: agent.email, password: agent.password },
  });
  expect(again.status()).toBe(401);
});
