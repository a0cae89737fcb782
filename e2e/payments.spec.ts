// The ₹299 fee through the payment gateway (issue 22, docs/payments.md), in Chromium against an
// app server of this spec's own with Razorpay configured: the stand-in's API, its Standard
// Checkout in the page and its webhooks (e2e/support/payments-server.ts). A seller pays in the
// checkout and is verified at once, with no staff; closing or a declined card charges nothing and
// can be tried again; the gateway down or its checkout not loading gives the SPEC's 'Payment
// Gateway Issue' dialog, whose UPI way works as it does without a gateway. Payouts are on too
// (RazorpayX, the same stand-in): a shipment staff mark delivered pays its seller by itself, and a
// Reduce of an agent's balance with no UTR pays the agent.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { PATHS } from '@/domain/paths';
import { randomDigits, shortTag } from '@/test-support/unique';
import { Api, type BankDetails } from './support/api';
import { signInAgent } from './support/notifications';
import {
  adminCard,
  agentSection,
  definition,
  expect,
  expectToast,
  fillBankForm,
  goto,
  ledgerEntries,
  masked,
  openAdminTab,
  profileSections,
  test as base,
} from './support/fixtures';
import { startPaymentsServer, type PaymentsServer } from './support/payments-server';

const test = base.extend<object, { server: PaymentsServer }>({
  // Started once per worker, stopped after its last test here.
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, use, workerInfo) => {
      const started = await startPaymentsServer(workerInfo.parallelIndex);
      await use(started);
      await started.stop();
    },
    // A fresh embedded database is made and migrated first: seconds, more on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  // The spec's own server for every call, in the page and over the API.
  baseURL: async ({ server }, use) => use(server.baseURL),
  api: async ({ playwright, server }, use) => {
    const api = new Api(playwright.request, server.baseURL);
    await use(api);
    await api.dispose();
  },
});

const TROUBLE =
  'The card payment gateway seems to be having trouble. Please pay the one-time ₹299 service fee to the UPI ID below, then enter the 12-digit transaction number from your UPI app.';

function bankDetails(): BankDetails {
  const tag = shortTag();
  return {
    holder: `Asha Verma ${tag}`,
    accountNumber: randomDigits(12),
    ifsc: 'SBIN0001234',
    upi: `asha.${tag}@ybl`,
  };
}

/** A signed-in seller on /profile with the bank form filled in. */
async function sellerAtBankForm(page: Page, login: (role: 'customer') => Promise<unknown>) {
  await login('customer');
  await goto(page, PATHS.profile);
  const { bank } = profileSections(page);
  const details = bankDetails();
  await fillBankForm(bank, details);
  return { bank, details };
}

async function openCheckout(page: Page, bank: Locator): Promise<FrameLocator> {
  await bank.getByRole('button', { name: 'Verify Bank Details', exact: true }).click();
  await expect(page.getByTitle('Razorpay Checkout')).toBeVisible();
  const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
  await expect(checkout.getByText('Amount ₹299.00', { exact: true })).toBeVisible();
  return checkout;
}

async function expectVerified(page: Page, bank: Locator) {
  // Issue 22: verified within 5 s of paying, with no one in the console.
  await expect(bank.getByRole('heading', { name: 'Bank Details Verified' })).toBeVisible({
    timeout: 5_000,
  });
  await expectToast(
    page,
    'Payment Received',
    'Your bank details are verified. Payouts will go to this account.',
  );
  await expect(bank.getByRole('button', { name: 'Verify Bank Details' })).toHaveCount(0);
}

test('a seller pays the ₹299 fee in the checkout and is verified at once, with no staff', async ({
  page,
  login,
  server,
}) => {
  const { bank, details } = await sellerAtBankForm(page, login);
  const ordersBefore = (await server.standIn.orders()).length;
  const checkout = await openCheckout(page, bank);
  await checkout.getByRole('button', { name: 'Pay ₹299.00', exact: true }).click();
  await expectVerified(page, bank);
  await expect(definition(bank, 'Account Number')).toHaveText(masked(details.accountNumber));

  // One order, for 29900 paise, paid (its webhooks, which the stand-in sends too, are the API
  // tests' subject: fee-gateway.test.ts).
  const orders = await server.standIn.orders();
  expect(orders.length - ordersBefore).toBe(1);
  expect(orders.at(-1)).toMatchObject({ amount: 29900, status: 'paid' });
  await page.reload();
  await expect(bank.getByRole('heading', { name: 'Bank Details Verified' })).toBeVisible();
});

test('closing the checkout or a declined payment leaves the form as it was; the seller pays on the next try', async ({
  page,
  login,
  server,
}) => {
  const { bank } = await sellerAtBankForm(page, login);
  const ordersBefore = (await server.standIn.orders()).length;

  let checkout = await openCheckout(page, bank);
  await checkout.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTitle('Razorpay Checkout')).toHaveCount(0);
  await expectToast(
    page,
    'Payment Not Completed',
    'The payment was not completed. Press “Verify Bank Details” when you are ready to pay.',
  );
  // The form is as the seller left it.
  await expect(bank.getByLabel('IFSC Code', { exact: true })).toHaveValue('SBIN0001234');

  checkout = await openCheckout(page, bank);
  await checkout.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(checkout.getByRole('alert')).toHaveText(
    'Payment failed. Your bank declined it; try again or use another method.',
  );
  await checkout.getByRole('button', { name: 'Pay ₹299.00', exact: true }).click();
  await expectVerified(page, bank);

  // Both tries paid the one order the first opened.
  const orders = await server.standIn.orders();
  expect(orders.length - ordersBefore).toBe(1);
  expect(orders.at(-1)).toMatchObject({ amount: 29900, status: 'paid' });
});

/** The fallback dialog's UPI way, as without a gateway: under review for staff. */
async function payByUpi(page: Page, bank: Locator) {
  const dialog = page.getByRole('dialog', { name: 'Payment Gateway Issue' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(TROUBLE, { exact: true })).toBeVisible();
  await dialog.getByLabel('Transaction Number', { exact: true }).fill(randomDigits(12));
  await dialog.getByRole('button', { name: 'Verify Payment' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(
    page,
    'Payment Submitted',
    'Your bank details and payment are under review. You will be notified once they are verified.',
  );
  await expect(bank.getByRole('heading', { name: 'Bank Details Under Review' })).toBeVisible();
}

test('the gateway down: the Payment Gateway Issue dialog, and the UPI way works as before', async ({
  page,
  login,
  server,
}) => {
  const { bank } = await sellerAtBankForm(page, login);
  await server.standIn.outage(true);
  try {
    await bank.getByRole('button', { name: 'Verify Bank Details', exact: true }).click();
    await payByUpi(page, bank);
  } finally {
    await server.standIn.outage(false);
  }
  await expect(page.getByTitle('Razorpay Checkout')).toHaveCount(0);
});

test('the checkout not loading: the same dialog; once it loads again, the seller pays in it', async ({
  page,
  login,
}) => {
  const blocked = /\/checkout\.js$/;
  await page.route(blocked, (route) => route.abort());
  const { bank } = await sellerAtBankForm(page, login);
  await bank.getByRole('button', { name: 'Verify Bank Details', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Gateway Issue' });
  await expect(dialog.getByText(TROUBLE, { exact: true })).toBeVisible();
  await expect(page.getByTitle('Razorpay Checkout')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A failed script is not remembered: the next try fetches it.
  await page.unroute(blocked);
  const checkout = await openCheckout(page, bank);
  await checkout.getByRole('button', { name: 'Pay ₹299.00', exact: true }).click();
  await expectVerified(page, bank);
});

test('paying in one tab after sending the UPI way in another: told it is not needed and will be refunded', async ({
  page,
  login,
  server,
}) => {
  const { bank } = await sellerAtBankForm(page, login);
  const checkout = await openCheckout(page, bank);

  // Meanwhile, in another tab whose checkout does not load, the seller pays by UPI instead.
  const other = await page.context().newPage();
  await other.route(/\/checkout\.js$/, (route) => route.abort());
  await goto(other, PATHS.profile);
  const otherBank = profileSections(other).bank;
  await fillBankForm(otherBank, bankDetails());
  await otherBank.getByRole('button', { name: 'Verify Bank Details', exact: true }).click();
  await payByUpi(other, otherBank);

  await checkout.getByRole('button', { name: 'Pay ₹299.00', exact: true }).click();
  await expectToast(
    page,
    'Payment Not Needed',
    'Your bank details were already sent for review, so this payment is not needed and will be refunded to you in full. Refunds take 5–7 working days.',
  );
  expect((await server.standIn.orders()).at(-1)).toMatchObject({ status: 'paid' });
});

test('staff mark a shipment delivered with no UTR: the app pays the seller, who sees the UTR', async ({
  page,
  login,
  server,
}) => {
  const customer = await login('customer', {
    approvedOffers: ['300', '250'],
    verification: 'verified',
    shipment: true,
  });
  // Staff, in the console of this spec's server (the page holds both sessions' cookies).
  await login('admin');
  await openAdminTab(page, 'Shipments');
  const entry = adminCard(
    page,
    `2 items: ${customer.approvedItems.map((item) => item.name).join(', ')}`,
  );
  await entry.getByRole('button', { name: 'Update Status' }).click();
  const update = page.getByRole('dialog', { name: 'Update Shipment Status' });
  await update.getByLabel('Status', { exact: true }).selectOption({ label: 'Delivered' });
  await expect(
    update.getByText("Leave empty to pay ₹550.00 to the seller's verified account now.", {
      exact: true,
    }),
  ).toBeVisible();
  await update.getByRole('button', { name: 'Save Changes' }).click();
  // Money leaves only after staff say so once more; Back keeps what was chosen.
  const confirm = update.getByRole('region', { name: 'Pay ₹550.00 now?' });
  await expect(confirm.getByRole('heading', { name: 'Pay ₹550.00 now?' })).toBeFocused();
  await expect(confirm.getByRole('definition')).toHaveText(['₹550.00', 'Asha Verma']);
  await confirm.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(update.getByLabel('Status', { exact: true })).toHaveValue('delivered');
  await update.getByRole('button', { name: 'Save Changes' }).click();
  await confirm.getByRole('button', { name: 'Pay Now', exact: true }).click();
  await expect(update).toBeHidden();
  await expectToast(page, 'Shipment Updated', `Shipment #${customer.shipmentId} is now Delivered.`);

  // The gateway pays (the stand-in processes it and sends its webhooks): the console's next poll
  // shows the payout made, with the bank's UTR.
  // (Polled every 5 s: up to one poll more than the default wait.)
  const reference = definition(entry, 'Payout Reference (UTR)');
  await expect(reference).toHaveText(/^\d{12} · Paid by IMPS$/, { timeout: 15_000 });
  const [payout] = (await server.standIn.payouts()).filter(
    (one) => one.idempotencyKey === `shipment-${customer.shipmentId}-payout-1`,
  );
  expect(payout).toMatchObject({ amount: 55000, status: 'processed' });
  await expect(reference).toHaveText(`${payout!.utr} · Paid by IMPS`);

  // The seller's order shows the UTR and the wallet counts the money.
  await goto(page, PATHS.profile);
  const order = page
    .getByRole('region', { name: 'Order Status' })
    .getByRole('article', { name: `Order #${customer.shipmentId}` });
  await expect(order.getByText(payout!.utr!, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^My Wallet: ₹550 earned/ }),
  ).toBeVisible();

  // Staff see the money leave in the Analytics tab's money in and out (the last 30 days).
  await goto(page, PATHS.adminDashboard);
  await openAdminTab(page, 'Analytics');
  const money = page.getByRole('region', { name: 'Money in and out' });
  const paidOut = money.getByRole('row', { name: 'Payout to seller by gateway Done' });
  await expect(paidOut.getByRole('cell')).toHaveText(['1', '₹550.00']);
  // And each movement below, of one kind: this payout with its UTR and shipment.
  await money
    .getByLabel('Kind', { exact: true })
    .selectOption({ label: 'Payout to seller by gateway' });
  const movement = money
    .getByRole('list', { name: 'Each movement' })
    .getByRole('listitem')
    .filter({ hasText: `UTR ${payout!.utr}` });
  await expect(movement).toContainText('Payout to seller by gateway');
  await expect(movement).toContainText('−₹550.00');
  await expect(movement).toContainText('Done');
  await expect(movement).toContainText(`Shipment #${customer.shipmentId}`);
});

test('staff reduce an agent’s balance with no UTR: the app pays the agent, whose ledger shows the UTR', async ({
  page,
  login,
  api,
  server,
}) => {
  const agent = await api.createAgent({}, { bank: bankDetails() });
  const agentName = `${agent.firstName} ${agent.lastName}`;
  await login('admin');
  await openAdminTab(page, 'Agents');
  const card = adminCard(page, agentName);
  await card
    .getByRole('group', { name: `Actions for ${agentName}` })
    .getByRole('button', { name: 'Adjust Balance', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Adjust Balance' });
  await dialog.getByLabel('Transaction Type', { exact: true }).selectOption({ label: 'Reduce' });
  await dialog.getByLabel('Amount', { exact: true }).fill('50');
  await expect(
    dialog.getByText(
      "For a Reduce, leave empty to pay the amount to the agent's bank account now.",
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await dialog.getByLabel('Description').fill('Advance on November');
  await dialog.getByRole('button', { name: 'Update Balance', exact: true }).click();
  const confirm = dialog.getByRole('region', { name: 'Pay ₹50.00 now?' });
  await expect(confirm.getByRole('definition')).toHaveText(['₹50.00', agentName]);
  await confirm.getByRole('button', { name: 'Pay Now', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectToast(
    page,
    'Payout Started',
    `₹50.00 is on its way to ${agentName}'s bank account. New balance: ₹70.00.`,
  );
  await expect(card).toContainText('₹70.00');

  // The stand-in pays it and sends its webhooks; the agent's ledger then shows the bank's UTR.
  await expect
    .poll(
      async () =>
        (await server.standIn.payouts())
          .filter((one) => one.narration === `Agent ${agent.id} balance`)
          .map((one) => one.status),
      { timeout: 15_000 },
    )
    .toEqual(['processed']);
  const [payout] = (await server.standIn.payouts()).filter(
    (one) => one.narration === `Agent ${agent.id} balance`,
  );
  await signInAgent(page, agent);
  const row = ledgerEntries(page).filter({ hasText: 'Advance on November' });
  await expect(async () => {
    await goto(page, PATHS.agent);
    await expect(row).toContainText(payout!.utr!, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText('Reduce');
  await expect(row).toContainText('₹50.00');
  await expect(agentSection(page, 'Balance Transactions')).not.toContainText('Payout processing');
});
