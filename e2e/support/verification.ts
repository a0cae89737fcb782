// Helpers for e2e/verification.spec.ts (issue 4: profile identity and bank verification, the ₹299
// fee dialog, admin Payments and Users tabs). Kept apart from fixtures.ts, which other specs
// extend at the same time.
import crypto from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { E2E_BASE_URL } from './constants';
import { freshClientAddress, type E2eCustomer } from './fixtures';
import { adminLogin, newContextLike, smallPhoto, type PhotoFile } from './selling';

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

/** The payee UPI ID the e2e server shows in the fee dialog (src/server/config.ts default). */
export const UPI_PAYEE_ID = process.env.UPI_PAYEE_ID ?? 'haridwarresale@upi';

/** n random digits, the first not 0. */
function randomDigits(n: number): string {
  let digits = String(crypto.randomInt(1, 10));
  while (digits.length < n) digits += String(crypto.randomInt(0, 10));
  return digits;
}

/** A 12-digit UPI transaction number never used before (a number can be used once, ever). */
export function randomTransactionNumber(): string {
  return randomDigits(12);
}

/** A 12-digit bank account number. */
export function randomAccountNumber(): string {
  return randomDigits(12);
}

/** How the site shows an account number by default: 'XXXXXX' and the last four digits. */
export function masked(accountNumber: string): string {
  return `XXXXXX${accountNumber.slice(-4)}`;
}

export function shortTag(): string {
  return crypto.randomBytes(3).toString('hex');
}

/** Both sides of an Aadhaar card as small real JPEGs (different pictures). */
export async function aadhaarImages(): Promise<{ front: PhotoFile; back: PhotoFile }> {
  const [front, back] = await Promise.all([
    smallPhoto('aadhaar-front.jpg', [200, 120, 60]),
    smallPhoto('aadhaar-back.jpg', [60, 120, 200]),
  ]);
  return { front, back };
}

export interface BankDetails {
  holder: string;
  accountNumber: string;
  ifsc: string;
  upi: string;
}

// ---------------------------------------------------------------------------------------------
// Browser contexts
// ---------------------------------------------------------------------------------------------

/**
 * Marks the splash as already shown in this tab, as the app does itself after the first load
 * (src/web/app/splash.tsx keeps 'splash-shown' in sessionStorage), so the test does not wait
 * ~3 s behind it. Call before the first goto.
 */
export async function skipSplash(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    try {
      sessionStorage.setItem('splash-shown', '1');
    } catch {
      // No storage: the splash shows and the waits for it still guard the first page.
    }
  });
}

export interface AdminConsole {
  page: Page;
  close: () => Promise<void>;
}

/** A second browser context of the project's size, logged in at /superman through the form. */
export async function openAdminConsole(
  browser: Browser,
  testInfo: TestInfo,
): Promise<AdminConsole> {
  const context = await newContextLike(browser, testInfo);
  try {
    await skipSplash(context);
    const page = await context.newPage();
    await adminLogin(page);
    return { page, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** An API request context of its own, signed in as this customer (dispose it when done). */
export async function customerApi(
  factory: {
    newContext: (options: {
      baseURL: string;
      extraHTTPHeaders: Record<string, string>;
    }) => Promise<APIRequestContext>;
  },
  customer: Pick<E2eCustomer, 'email' | 'password'>,
): Promise<APIRequestContext> {
  const request = await factory.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() },
  });
  const response = await request.post('/api/auth/signin', {
    data: { email: customer.email, password: customer.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return request;
}

/** POST /api/profile/aadhar with both sides. */
export async function submitAadhaarOverApi(request: APIRequestContext) {
  const { front, back } = await aadhaarImages();
  const response = await request.post('/api/profile/aadhar', {
    multipart: { aadharFront: front, aadharBack: back },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** POST /api/profile/bank with the details and a transaction number. */
export async function submitBankOverApi(
  request: APIRequestContext,
  bank: BankDetails,
  transactionId: string,
) {
  const response = await request.post('/api/profile/bank', {
    data: {
      bankAccountHolderName: bank.holder,
      bankAccountNumber: bank.accountNumber,
      bankIFSCCode: bank.ifsc,
      upiAddress: bank.upi,
      transactionId,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// ---------------------------------------------------------------------------------------------
// Page furniture
// ---------------------------------------------------------------------------------------------

/** The value (dd) shown for a term (dt) of a definition list inside `scope`. */
export function definition(scope: Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Today as the site writes dates ('22 Nov 2025'), in the browser's own locale data and zone. */
export function todayAsShown(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(),
    ),
  );
}

/** The three verification-related sections of /profile. */
export function profileSections(page: Page) {
  return {
    account: page.getByRole('region', { name: 'Account Information' }),
    identity: page.getByRole('region', { name: 'Identity Verification' }),
    bank: page.getByRole('region', { name: 'Bank Details & UPI' }),
  };
}

/** Opens /profile and waits for its heading. */
export async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

/** Fills the bank form (IFSC typed lower-case to see it upper-cased; UPI completed by a chip). */
export async function fillBankForm(bank: Locator, details: BankDetails) {
  await bank.getByLabel('Account Holder Name', { exact: true }).fill(details.holder);
  await bank.getByLabel('Account Number', { exact: true }).fill(details.accountNumber);
  const ifsc = bank.getByLabel('IFSC Code', { exact: true });
  await ifsc.fill('');
  await ifsc.pressSequentially(details.ifsc.toLowerCase());
  await expect(ifsc).toHaveValue(details.ifsc.toUpperCase());
  const [local, handle] = details.upi.split('@') as [string, string];
  const upi = bank.getByLabel('UPI Address', { exact: true });
  await upi.fill(local);
  const chip = bank
    .getByRole('group', { name: 'Popular UPI handles' })
    .getByRole('button', { name: `@${handle}`, exact: true });
  await chip.click();
  await expect(upi).toHaveValue(details.upi);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
}

/** The fee dialog. */
export function feeDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Payment Gateway Issue' });
}

/** Clicks 'Verify Bank Details' and waits for the fee dialog. */
export async function openFeeDialog(page: Page, bank: Locator): Promise<Locator> {
  await bank.getByRole('button', { name: 'Verify Bank Details', exact: true }).click();
  const dialog = feeDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

// ---------------------------------------------------------------------------------------------
// Admin console
// ---------------------------------------------------------------------------------------------

/** Switches the admin dashboard to a tab ('Payments', 'Users'...). */
export async function openAdminTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { level: 2, name, exact: true }),
  ).toBeVisible();
}

/** The card of one person in the open admin tab (Payments or Users), by the name it shows. */
export function adminEntry(page: Page, name: string): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}
