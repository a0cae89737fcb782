// The notification bell and its panel (issue 13) on screen, and the admin decision that makes a
// notification, over the API.
import type { Locator, Page } from '@playwright/test';
import { agentEndpoints } from '@/contract/agents';
import { itemEndpoints } from '@/contract/items';
import { expectOk, randomDigits, send, type Agent, type Api } from './api';

/** itemEndpoints.reviewItem: approves one item with this offer ('300'). */
export async function approveItem(api: Api, itemId: number, offerAmount: string): Promise<void> {
  const admin = await api.admin();
  const response = await send(admin, itemEndpoints.reviewItem, {
    params: { id: itemId },
    data: { status: 'approved', offerAmount },
  });
  await expectOk('approve item', response);
}

/** agentEndpoints.adjustBalance: adds this amount ('50') with a fresh UTR. */
export async function addToAgentBalance(api: Api, agentId: number, amount: string): Promise<void> {
  const admin = await api.admin();
  const response = await send(admin, agentEndpoints.adjustBalance, {
    params: { id: agentId },
    data: { transactionType: 'add', amount, utrNumber: `UTR${randomDigits(10)}` },
  });
  await expectOk('adjust agent balance', response);
}

/** Signs an agent in over the API inside the page's browser context (the cookie lands there). */
export async function signInAgent(page: Page, agent: Pick<Agent, 'email' | 'password'>) {
  const response = await send(page.request, agentEndpoints.signIn, {
    data: { email: agent.email, password: agent.password },
  });
  await expectOk('agent signin', response);
}

/** The header's bell, found by the start of its name ('Notifications, 2 unread'). */
export function notificationBell(page: Page, name: RegExp = /^(Notifications|सूचनाएँ)/): Locator {
  return page.getByRole('banner').getByRole('button', { name });
}

/** The open notification list (a dialog named by its title). */
export function notificationPanel(page: Page, title = 'Notifications'): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** One notification of the open list, a button named by its title (and the rest of its text). */
export function notificationEntry(panel: Locator, title: string): Locator {
  return panel.getByRole('listitem').filter({ hasText: title }).getByRole('button');
}
