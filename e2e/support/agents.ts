// Helpers for e2e/agents.spec.ts (issue 6: agent accounts, claims, ledger, leaderboard and the
// admin Agents tab). Kept apart from fixtures.ts, which other specs extend at the same time.
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { E2eCustomer } from './fixtures';
import { verifyCustomerOverApi } from './shipments';

export interface AgentFields {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  password: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** Fills the /agent/signup form (every field but the photo). */
export async function fillAgentSignupForm(page: Page, agent: AgentFields) {
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

/** A customer made fully verified over the API: Aadhaar, bank details, admin-approved fee. */
export async function fullyVerifiedCustomer(
  customerRequest: APIRequestContext,
  adminRequest: APIRequestContext,
  adminCookie: string,
  customer: E2eCustomer,
) {
  await verifyCustomerOverApi(customerRequest, adminRequest, adminCookie, customer);
}

/** A section of the agent dashboard by its heading ('Balance Transactions', 'Leaderboard'...). */
export function agentSection(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The value of one of the dashboard's stat cards ('Current Balance'...). */
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

/** The onboarding carousel's current slide (a group named 'Step n of 6' or 'चरण n / 6'). */
export function onboardingSlide(page: Page, step: string): Locator {
  return page.getByRole('group', { name: step, exact: true });
}

/** An agent's card in the admin Agents tab, by the name it shows. */
export function adminAgentCard(page: Page, name: string): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}
