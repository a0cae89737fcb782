// Where things are on the app's screens (SPEC §2), and the few form fills more than one step uses.
import { expect, type Locator, type Page } from '@playwright/test';
import type { AdminTab } from '@/domain/paths';
import type { AgentFields, BankDetails } from './api';

// ---------------------------------------------------------------------------------------------
// Every screen
// ---------------------------------------------------------------------------------------------

/** The first page of a fresh tab is covered by the splash (held 2.5 s, faded over 0.5 s). */
export async function waitForSplashToGo(page: Page): Promise<void> {
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 10_000 });
}

/**
 * Every section of the page has loaded: nothing on it is busy (a loading section, skeleton or the
 * header's wallet still fetching). A test that ends the session and then acts waits for this
 * first: a section still loading would be the call that meets the ended session and turn the page
 * signed out before the person acts.
 */
export async function expectPageLoaded(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The session ends under the open page (expired, or signed out elsewhere): its cookie is gone,
 * once every section has loaded, so that the person's next action is what meets the ended
 * session. `cookie` names the one to drop (the console's), else all go.
 */
export async function endSession(page: Page, cookie?: string): Promise<void> {
  await expectPageLoaded(page);
  await page.context().clearCookies(cookie ? { name: cookie } : undefined);
}

/**
 * The dialog has taken focus: a key pressed before that, in the frames after it is drawn, goes to
 * what had focus before (the page), not to the dialog.
 */
export async function expectFocusInside(dialog: Locator): Promise<void> {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/** The toast region. Radix also keeps a hidden screen-reader copy of each toast in <body>, so
 * toast texts are looked up inside this region only. While a modal dialog is open the region is
 * aria-hidden: check toasts after the dialog has closed. Its label follows the page's language. */
export function toastRegion(page: Page): Locator {
  return page.getByRole('region', { name: /^(Notifications|सूचनाएँ) \(F8\)$/ });
}

/** Expects a toast with exactly this title and description. */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const region = toastRegion(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** Nothing sticks out sideways: the page does not scroll horizontally (checked at 360 px too). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

/** Where the signed-in header's links, name, user id and Sign Out are: the header on wide
 * screens; on phones the menu behind 'Open menu', which this opens. */
export async function signedInNav(page: Page, isMobile: boolean): Promise<Locator> {
  const banner = page.getByRole('banner');
  if (!isMobile) return banner;
  await banner.getByRole('button', { name: 'Open menu' }).click();
  await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return banner.getByRole('navigation', { name: 'Main navigation' });
}

/** The value (dd) shown for a term (dt) of a definition list inside `scope`. */
export function definition(scope: Locator, term: string): Locator {
  const exactly = new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return scope.locator('dt').filter({ hasText: exactly }).locator('xpath=following-sibling::dd[1]');
}

/** Today as the site writes dates ('22 Nov 2025'), in the browser's own locale data and zone. */
export function todayAsShown(page: Page): Promise<string> {
  return page.evaluate(() =>
    // In IST, as the app shows every date: the browser's own zone (UTC on CI) is a day behind
    // from 18:30 to midnight UTC, and the tests that compare dates failed then.
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date()),
  );
}

/** How the site shows an account number by default: 'XXXXXX' and the last four digits. */
export function masked(accountNumber: string): string {
  return `XXXXXX${accountNumber.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------
// Seller: /submit and the dashboard
// ---------------------------------------------------------------------------------------------

export interface ItemDetails {
  brand: string;
  /** Option values of SPEC §5. */
  category: string;
  size: string;
  condition: string;
  description?: string;
}

/** The submit page's file input ('Photos'). */
export function photoInput(page: Page): Locator {
  return page.getByLabel('Photos', { exact: true });
}

export async function fillItemDetails(page: Page, details: ItemDetails): Promise<void> {
  await page.getByLabel('Brand', { exact: true }).fill(details.brand);
  await page.getByLabel('Category', { exact: true }).selectOption(details.category);
  await page.getByLabel('Size', { exact: true }).selectOption(details.size);
  await page.getByLabel('Condition', { exact: true }).selectOption(details.condition);
  if (details.description !== undefined) {
    await page.getByLabel('Description', { exact: true }).fill(details.description);
  }
}

/** The cart side panel of /submit. */
export function cart(page: Page): Locator {
  return page.getByRole('region', { name: 'Your Cart' });
}

/** The value shown in one of the dashboard's four tiles. */
export function tileValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Summary' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
    .locator('h2 + div');
}

export function submissions(page: Page): Locator {
  return page.getByRole('region', { name: 'Your Submissions' });
}

/** The submission card whose gallery button is 'View photos of {name}'. */
export function submissionCard(page: Page, name: string): Locator {
  return submissions(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `View photos of ${name}`, exact: true }) });
}

/**
 * The dashboard's batch card: headed 'Ready for Pickup' when it can go, 'Your Pickup Batch' while
 * it is short or waiting for checks (the tests of each state say which).
 */
export function readyForPickup(page: Page): Locator {
  return page.getByRole('region', { name: /^(Ready for Pickup|Your Pickup Batch)$/ });
}

/** The value next to 'Total Value' on the batch card. */
export function totalValue(card: Locator): Locator {
  return card.getByText('Total Value', { exact: true }).locator('xpath=following-sibling::p[1]');
}

/** The pickup form dialog. */
export function pickupDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Pickup Details' });
}

export interface PickupFormValues {
  contactName: string;
  addressLine1: string;
  addressLine2?: string;
  pincode: string;
  phoneNumber: string;
  alternatePhone?: string;
}

export async function fillPickupForm(dialog: Locator, values: PickupFormValues): Promise<void> {
  await dialog.getByLabel('Contact Name', { exact: true }).fill(values.contactName);
  await dialog.getByLabel('Address Line 1', { exact: true }).fill(values.addressLine1);
  await dialog
    .getByLabel('Address Line 2 (optional)', { exact: true })
    .fill(values.addressLine2 ?? '');
  await dialog.getByLabel('Pincode (6 digits)', { exact: true }).fill(values.pincode);
  await dialog.getByLabel('Phone Number', { exact: true }).fill(values.phoneNumber);
  await dialog
    .getByLabel('Alternate Phone (optional)', { exact: true })
    .fill(values.alternatePhone ?? '');
}

// ---------------------------------------------------------------------------------------------
// Seller: /profile
// ---------------------------------------------------------------------------------------------

/** The three verification-related sections of /profile. */
export function profileSections(page: Page) {
  return {
    account: page.getByRole('region', { name: 'Account Information' }),
    identity: page.getByRole('region', { name: 'Identity Verification' }),
    bank: page.getByRole('region', { name: 'Bank Details & UPI' }),
  };
}

/** Fills the bank form (IFSC typed lower-case to see it upper-cased; UPI completed by a chip). */
export async function fillBankForm(bank: Locator, details: BankDetails): Promise<void> {
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

/** Clicks 'Verify Bank Details' and waits for the ₹299 fee dialog. */
export async function openFeeDialog(page: Page, bank: Locator): Promise<Locator> {
  await bank.getByRole('button', { name: 'Verify Bank Details', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Gateway Issue' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// ---------------------------------------------------------------------------------------------
// Admin console
// ---------------------------------------------------------------------------------------------

/** A tab's label: its id in the address (src/domain/paths.ts), capitalised ('users': 'Users'). */
export type AdminTabLabel = Capitalize<AdminTab>;

/** Switches the admin dashboard to one of its tabs. */
export async function openAdminTab(page: Page, name: AdminTabLabel): Promise<void> {
  const tab = page
    .getByRole('tablist', { name: 'Admin sections' })
    .getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * An entry of an admin list (items, shipments, payments, users, agents) by its heading: in the
 * open tab, or in `scope` when given a list.
 */
export function adminCard(scope: Page | Locator, title: string): Locator {
  const page = 'goto' in scope ? scope : scope.page();
  const list = 'goto' in scope ? scope.getByRole('tabpanel') : scope;
  return list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

// ---------------------------------------------------------------------------------------------
// Agent screens
// ---------------------------------------------------------------------------------------------

/** Fills the /agent/signup form (every field but the photo). */
export async function fillAgentSignupForm(page: Page, agent: AgentFields): Promise<void> {
  const form = page.locator('form');
  await form.getByLabel('First Name', { exact: true }).fill(agent.firstName);
  await form.getByLabel('Last Name', { exact: true }).fill(agent.lastName);
  await form.getByLabel('Email', { exact: true }).fill(agent.email);
  await form.getByLabel('Mobile Number', { exact: true }).fill(agent.mobileNumber);
  await form.getByLabel('Password', { exact: true }).fill(agent.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(agent.password);
  await form.getByLabel('Address', { exact: true }).fill(agent.address);
  await form.getByLabel('City', { exact: true }).fill(agent.city);
  await form.getByLabel('State', { exact: true }).fill(agent.state);
  await form.getByLabel('Pincode', { exact: true }).fill(agent.pincode);
}

/** The onboarding carousel's current slide (a group named 'Step n of 6' or 'चरण n / 6'). */
export function onboardingSlide(page: Page, step: string): Locator {
  return page.getByRole('group', { name: step, exact: true });
}

/** A section of the agent dashboard by its heading ('Balance Transactions', 'Leaderboard'...). */
export function agentSection(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** One of the agent dashboard's stat cards ('Current Balance'...). */
export function statValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Your numbers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: label, exact: true }) });
}

/** Ledger entries: table rows on wide screens, stacked cards (list items) on phones. */
export function ledgerEntries(page: Page): Locator {
  const ledger = agentSection(page, 'Balance Transactions');
  return ledger.getByRole('row').or(ledger.getByRole('listitem'));
}
