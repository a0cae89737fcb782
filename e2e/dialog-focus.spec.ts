// Every dialog gives focus back when it closes (issue 28, finding 5): to the button that opened it
// on Esc, on Cancel and after its action; when that button is gone after the action (the card
// left its list, the batch became a shipment), to the heading of what now stands in its place.
// Never to <body>, where a keyboard or screen-reader user would start again from the top.
import type { Locator, Page } from '@playwright/test';
import { PATHS } from '@/domain/paths';
import {
  adminCard,
  expect,
  fillBankForm,
  fillPickupForm,
  goto,
  jpeg,
  openAdminTab,
  pickupDialog,
  profileSections,
  photoFile,
  randomDigits,
  readyForPickup,
  shortTag,
  test,
  type Customer,
} from './support/fixtures';

/** What has focus, for a failure message: 'BODY' is the bug. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    return `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 60)}`;
  });
}

/** Focus is on `target` (and so not on <body>); a failure names what has focus instead. */
async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(async () =>
      (await target.count()) === 1 &&
      (await target.evaluate((element) => element === document.activeElement))
        ? 'the expected place'
        : focusedElement(page),
    )
    .toBe('the expected place');
}

/** Opens with `trigger`, closes with Esc, then with Cancel (when the dialog has one). */
async function closesBackToTrigger(
  page: Page,
  trigger: Locator,
  dialog: Locator,
  { cancel = true }: { cancel?: boolean } = {},
): Promise<void> {
  await trigger.click();
  await expect(dialog).toBeVisible();
  // The dialog has taken focus (its effects, Esc's listener among them, have run): a key pressed
  // before that, in the frame after it is drawn, would reach the page instead.
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, trigger);
  if (!cancel) return;
  await trigger.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, trigger);
}

test('/demo: Submit Item on Esc, Cancel and Add to Cart, and an item card', async ({ page }) => {
  await goto(page, PATHS.demo);
  const submit = page.getByRole('main').getByRole('button', { name: 'Submit Item', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Submit Item' });
  await closesBackToTrigger(page, submit, dialog);

  await submit.click();
  await dialog.getByLabel('Item Name').fill('Blue kurta');
  await dialog.getByLabel('Brand').fill('Fabindia');
  await dialog.getByLabel('Category').selectOption({ label: 'Shirts' });
  await dialog.getByLabel('Condition').selectOption({ label: 'Good' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([await photoFile('kurta.jpg', [40, 120, 200])]);
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, submit);

  const card = page.getByRole('button', { name: /^Blue kurta/ });
  await closesBackToTrigger(page, card, page.getByRole('dialog', { name: /Blue kurta/ }), {
    cancel: false,
  });
});

test.describe('the console', () => {
  let customer: Customer;
  let name: string;

  test.beforeEach(async ({ api }) => {
    customer = await api.createCustomer({
      firstName: 'Focus',
      lastName: `Dialog${shortTag()}`,
      verification: 'identity',
    });
    name = `Focus ${customer.lastName}`;
  });

  test('Users tab: View Aadhar, Change Password and Make Admin', async ({ page, login }) => {
    await login('admin');
    await openAdminTab(page, 'Users');
    const card = page
      .getByRole('tabpanel', { name: 'Users', exact: true })
      .getByRole('listitem')
      .filter({ hasText: customer.email });
    await expect(card).toHaveCount(1);

    await closesBackToTrigger(
      page,
      card.getByRole('button', { name: `View Aadhar Front of ${name}` }),
      page.getByRole('dialog', { name: 'Aadhar Card Front' }),
      { cancel: false },
    );

    const changePassword = card.getByRole('button', { name: 'Change Password' });
    const passwordDialog = page.getByRole('dialog', { name: 'Change Password' });
    await closesBackToTrigger(page, changePassword, passwordDialog);
    await changePassword.click();
    await passwordDialog.getByLabel('New Password').fill(`new-pass-${shortTag()}`);
    await passwordDialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(passwordDialog).toBeHidden();
    await expectFocusOn(page, changePassword);

    const makeAdmin = card.getByRole('button', { name: 'Make Admin' });
    const grant = page.getByRole('dialog', { name: 'Make Admin' });
    await closesBackToTrigger(page, makeAdmin, grant);
    await makeAdmin.click();
    await grant.getByRole('button', { name: 'Make Admin' }).click();
    await expect(grant).toBeHidden();
    // The same button, now the way back.
    await expectFocusOn(page, card.getByRole('button', { name: 'Remove Admin' }));
  });

  test('Items tab: Review on Esc and after Approve, and the review queue', async ({
    page,
    login,
    api,
  }) => {
    const brand = `Focus${shortTag()}`;
    await api.submitItem(customer, {
      brand,
      category: 'denim',
      photos: [await jpeg([90, 60, 30])],
    });
    await api.submitItem(customer, {
      brand: `${brand}b`,
      category: 'denim',
      photos: [await jpeg([30, 60, 90])],
    });
    await login('admin');
    const pending = page.getByRole('tabpanel', { name: /^Pending Items/ });
    const card = adminCard(pending, `${brand} · Denim`);
    const review = card.getByRole('button', { name: 'Review' });
    const dialog = page.getByRole('dialog', { name: `Review ${brand} · Denim` });
    await closesBackToTrigger(page, review, dialog, { cancel: false });

    await review.click();
    await dialog.getByLabel('Offer Amount (₹)').fill('300');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    // The card leaves the list: focus goes to the heading of the card now in its place.
    await expect(card).toHaveCount(0);
    await expectFocusOn(page, pending.locator('li h3:focus'));

    const queue = page.getByRole('button', { name: 'Review oldest pending' });
    await closesBackToTrigger(page, queue, page.getByRole('dialog'), { cancel: false });
  });
});

test('the seller: Accept All on Cancel and after Create Shipment, wallet, the bell', async ({
  page,
  login,
}) => {
  await login('customer', { verification: 'verified', approvedOffers: ['300', '250'] });
  await goto(page, PATHS.home);
  const batch = readyForPickup(page);
  const acceptAll = batch.getByRole('button', { name: 'Accept All' });
  await closesBackToTrigger(page, acceptAll, pickupDialog(page));

  const banner = page.getByRole('banner');
  await closesBackToTrigger(
    page,
    banner.getByRole('button', { name: /^My Wallet/ }),
    page.getByRole('dialog', { name: 'My Wallet' }),
    { cancel: false },
  );
  await closesBackToTrigger(
    page,
    banner.getByRole('button', { name: /^Notifications/ }),
    page.getByRole('dialog', { name: 'Notifications' }),
    { cancel: false },
  );
  await acceptAll.click();
  const dialog = pickupDialog(page);
  await fillPickupForm(dialog, {
    contactName: 'Ravi Verma',
    addressLine1: '12 Har Ki Pauri Road',
    pincode: '249401',
    phoneNumber: '9812345678',
  });
  await dialog.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(dialog).toBeHidden();
  // The batch card is gone with its button: focus is on the order that took its place.
  await expect(batch).toHaveCount(0);
  await expectFocusOn(page, page.getByRole('main').locator('h2:focus'));
});

test('the profile: the fee dialog on Esc and after Verify Payment, Delete account on Cancel', async ({
  page,
  login,
}) => {
  await login('customer', { verification: 'identity' });
  await goto(page, PATHS.profile);
  const { bank } = profileSections(page);
  await fillBankForm(bank, {
    holder: 'Asha Verma',
    accountNumber: randomDigits(12),
    ifsc: 'SBIN0001234',
    upi: 'asha@okaxis',
  });
  const verify = bank.getByRole('button', { name: 'Verify Bank Details', exact: true });
  const fee = page.getByRole('dialog', { name: 'Payment Gateway Issue' });
  await closesBackToTrigger(page, verify, fee, { cancel: false });

  await verify.click();
  await fee.getByLabel('Transaction Number', { exact: true }).fill(randomDigits(12));
  await fee.getByRole('button', { name: 'Verify Payment' }).click();
  await expect(fee).toBeHidden();
  await expectFocusOn(page, bank.getByRole('heading', { name: 'Bank Details Under Review' }));

  await closesBackToTrigger(
    page,
    page.getByRole('button', { name: 'Delete account', exact: true }),
    page.getByRole('dialog', { name: 'Delete your account?' }),
  );
});
