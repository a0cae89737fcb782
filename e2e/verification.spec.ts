// Identity and bank verification end to end (SPEC §2 customer profile, 'Payment Gateway
// Issue' dialog, admin Payments and Users tabs; §4 bank states; §5 rules; §8 texts): a customer
// uploads both Aadhaar sides and is Verified, submits bank details with the ₹299 fee's
// transaction number and is Under Review, an admin rejects, the customer sees Failed and the form,
// submits again (a reused number is refused), the admin approves and the customer sees 'Bank
// Details Verified' with the date. Also the browser's own checks on the Aadhaar pickers and the
// admin's audited document view and account reveal. Runs at 1280 px and at 360 px with touch.
import type { Page } from '@playwright/test';
import { PATHS } from '@/domain/paths';
import {
  UPI_PAYEE_ID,
  aadhaarImages,
  adminCard,
  definition,
  expect,
  expectToast,
  fillBankForm,
  goto,
  masked,
  openAdminTab,
  openFeeDialog,
  profileSections,
  randomDigits,
  shortTag,
  signInCustomer,
  test,
  toastRegion,
  todayAsShown,
  type AdminTabLabel,
  type BankDetails,
} from './support/fixtures';

const TRANSACTION_USED =
  'This transaction number has already been used. Please check the number from your UPI app.';

/** Opens /profile and waits for its heading. */
async function openProfile(page: Page) {
  await goto(page, PATHS.profile);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

/** Switches the admin console to a tab and waits for the tab's own heading. */
async function openTabWithHeading(page: Page, name: AdminTabLabel) {
  await openAdminTab(page, name);
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { level: 2, name, exact: true }),
  ).toBeVisible();
}

test.describe('verification: identity, bank details and the ₹299 fee', () => {
  test('Aadhaar -> Verified; bank details -> Under Review; rejected -> Failed; again -> approved -> Bank Details Verified', async ({
    page,
    api,
    adminConsole,
  }) => {
    // Two browser contexts (customer and admin) and two rounds of admin review.
    test.setTimeout(90_000);
    const tag = shortTag();
    const customer = await api.createCustomer({ firstName: 'Asha', lastName: `Verma ${tag}` });
    const name = `Asha Verma ${tag}`;
    const firstBank: BankDetails = {
      holder: name,
      accountNumber: randomDigits(12),
      ifsc: 'SBIN0001234',
      upi: `asha.${tag}@ybl`,
    };
    const secondAccount = randomDigits(12);
    const firstTransaction = randomDigits(12);
    const secondTransaction = randomDigits(12);
    const { account, identity, bank } = profileSections(page);

    // The admin logs in in a second context while the customer verifies their identity.
    const customerIdentity = async () => {
      const images = aadhaarImages();
      await signInCustomer(page, customer);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await openProfile(page);

      // Unverified: no badge, 'Verification Required' with the two pickers and the hints.
      await expect(account.getByRole('heading', { name })).toBeVisible();
      await expect(account.getByText('Verified', { exact: true })).toHaveCount(0);
      await expect(identity.getByRole('heading', { name: 'Verification Required' })).toBeVisible();
      await expect(identity.getByText('Only JPG, PNG files')).toBeVisible();
      await expect(identity.getByText('Max 5MB per image')).toBeVisible();
      await expect(
        identity.getByText('Your documents are encrypted and stored securely'),
      ).toBeVisible();
      const submit = identity.getByRole('button', { name: 'Submit for Verification' });
      await expect(submit).toHaveCount(0);

      const { front, back } = await images;
      await identity.getByLabel('Aadhar Card Front', { exact: true }).setInputFiles(front);
      await expect(
        identity.getByRole('img', { name: 'Preview of Aadhar Card Front' }),
      ).toBeVisible();
      // One side only: still no submit button.
      await expect(submit).toHaveCount(0);
      await identity.getByLabel('Aadhar Card Back', { exact: true }).setInputFiles(back);
      await expect(
        identity.getByRole('img', { name: 'Preview of Aadhar Card Back' }),
      ).toBeVisible();
      await submit.click();

      await expectToast(
        page,
        'Identity Verified',
        'Your Aadhar card has been uploaded and your identity is verified.',
      );
      const today = await todayAsShown(page);
      await expect(identity.getByRole('heading', { name: 'Identity Verified' })).toBeVisible();
      await expect(identity.getByText(`Verified on ${today}`, { exact: true })).toBeVisible();
      await expect(identity.getByRole('heading', { name: 'Verification Required' })).toHaveCount(0);
      await expect(account.getByText('Verified', { exact: true })).toBeVisible();
    };
    const [admin] = await Promise.all([adminConsole(), customerIdentity()]);

    // ---- First bank submission ------------------------------------------------------------
    await expect(bank.getByText('Bank Details Under Review')).toHaveCount(0);
    await expect(
      bank.getByText('A one-time service fee of ₹299 enables selling and covers paperwork.'),
    ).toBeVisible();
    await fillBankForm(bank, firstBank);
    // Cancel closes the dialog and sends nothing.
    let dialog = await openFeeDialog(page, bank);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(bank.getByRole('button', { name: 'Verify Bank Details' })).toBeVisible();
    dialog = await openFeeDialog(page, bank);
    await expect(
      dialog.getByText(
        'Card payments are not available yet, so the one-time ₹299 service fee is paid by UPI. Pay ₹299 to the UPI ID below, then enter the 12-digit transaction number from your UPI app.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText(UPI_PAYEE_ID, { exact: true })).toBeVisible();
    await expect(definition(dialog, 'Amount')).toHaveText('₹299.00');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(UPI_PAYEE_ID);

    const transaction = dialog.getByLabel('Transaction Number', { exact: true });
    const verifyPayment = dialog.getByRole('button', { name: 'Verify Payment' });
    await expect(verifyPayment).toBeDisabled();
    // Letters and other characters are ignored as typed.
    const t = firstTransaction;
    await transaction.pressSequentially(`${t[0]}a${t[1]}B-${t[2]} x`);
    await expect(transaction).toHaveValue(t.slice(0, 3));
    await expect(dialog.getByText('3 of 12 digits')).toBeVisible();
    await expect(verifyPayment).toBeDisabled();
    // 11 digits: still disabled.
    await transaction.pressSequentially(t.slice(3, 11));
    await expect(transaction).toHaveValue(t.slice(0, 11));
    await expect(verifyPayment).toBeDisabled();
    // The 12th digit enables it; a 13th is cut off.
    await transaction.pressSequentially(`${t[11]}7`);
    await expect(transaction).toHaveValue(t);
    await expect(dialog.getByText('12 of 12 digits')).toBeVisible();
    await expect(verifyPayment).toBeEnabled();
    await verifyPayment.click();

    await expect(dialog).toBeHidden();
    await expectToast(
      page,
      'Payment Submitted',
      'Your bank details and payment are under review. You will be notified once they are verified.',
    );
    await expect(bank.getByRole('heading', { name: 'Bank Details Under Review' })).toBeVisible();
    await expect(
      bank.getByText('Your payment is being verified. You will be notified once it is complete.'),
    ).toBeVisible();
    await expect(bank.getByRole('button', { name: 'Verify Bank Details' })).toHaveCount(0);
    await expect(bank.getByRole('textbox')).toHaveCount(0);
    await expect(definition(bank, 'Account Number')).toHaveText(masked(firstBank.accountNumber));
    await expect(definition(bank, 'Transaction Number')).toHaveText(firstTransaction);
    await expect(page.getByText(firstBank.accountNumber)).toHaveCount(0);

    // ---- The admin rejects -------------------------------------------------------------------
    await openTabWithHeading(admin, 'Payments');
    let entry = adminCard(admin, name);
    await expect(entry).toHaveCount(1);
    await expect(definition(entry, 'Email')).toHaveText(customer.email);
    await expect(definition(entry, 'Account')).toHaveText(masked(firstBank.accountNumber));
    await expect(definition(entry, 'IFSC')).toHaveText(firstBank.ifsc);
    await expect(definition(entry, 'UPI')).toHaveText(firstBank.upi);
    await expect(definition(entry, 'Transaction number')).toHaveText(firstTransaction);
    await expect(definition(entry, 'Amount')).toHaveText('₹299.00');
    await expect(entry.getByText(firstBank.accountNumber)).toHaveCount(0);
    await entry.getByRole('button', { name: 'Reject', exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: 'Reject this payment?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Reject Payment' }).click();
    await expect(confirm).toBeHidden();
    await expectToast(
      admin,
      'Payment Rejected',
      `${name} will be asked to try again with correct transaction details.`,
    );
    await expect(entry).toHaveCount(0);

    // ---- The customer sees Failed and the form; a reused number is refused -----------------
    await page.reload();
    const failed = bank.getByRole('alert').filter({ hasText: 'Payment Verification Failed' });
    await expect(
      failed.getByRole('heading', { name: 'Payment Verification Failed' }),
    ).toBeVisible();
    await expect(failed).toContainText('Please try again with correct transaction details.');
    await expect(bank.getByRole('heading', { name: 'Bank Details Under Review' })).toHaveCount(0);
    // The earlier holder, IFSC and UPI are kept; the account number is typed again.
    await expect(bank.getByLabel('Account Holder Name', { exact: true })).toHaveValue(
      firstBank.holder,
    );
    await expect(bank.getByLabel('IFSC Code', { exact: true })).toHaveValue(firstBank.ifsc);
    await expect(bank.getByLabel('UPI Address', { exact: true })).toHaveValue(firstBank.upi);
    await expect(bank.getByLabel('Account Number', { exact: true })).toHaveValue('');
    await bank.getByLabel('Account Number', { exact: true }).fill(secondAccount);

    dialog = await openFeeDialog(page, bank);
    const transactionAgain = dialog.getByLabel('Transaction Number', { exact: true });
    const verifyAgain = dialog.getByRole('button', { name: 'Verify Payment' });
    await transactionAgain.fill(firstTransaction);
    await verifyAgain.click();
    await expect(dialog.getByRole('alert')).toHaveText(TRANSACTION_USED);
    await expect(transactionAgain).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
    // A new number clears the message and goes through.
    await transactionAgain.fill(secondTransaction);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await verifyAgain.click();
    await expect(dialog).toBeHidden();
    await expectToast(
      page,
      'Payment Submitted',
      'Your bank details and payment are under review. You will be notified once they are verified.',
    );
    await expect(bank.getByRole('heading', { name: 'Bank Details Under Review' })).toBeVisible();
    await expect(definition(bank, 'Account Number')).toHaveText(masked(secondAccount));
    await expect(definition(bank, 'Transaction Number')).toHaveText(secondTransaction);

    // ---- The admin approves (the queue is polled every 5 s) ------------------------------
    entry = adminCard(admin, name);
    await expect(definition(entry, 'Transaction number')).toHaveText(secondTransaction);
    await expect(definition(entry, 'Account')).toHaveText(masked(secondAccount));
    await entry.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(admin, 'Payment Approved', `The bank details of ${name} are now verified.`);
    await expect(entry).toHaveCount(0);

    // ---- The customer sees 'Bank Details Verified' with the date --------------------------
    await page.reload();
    const today = await todayAsShown(page);
    await expect(bank.getByRole('heading', { name: 'Bank Details Verified' })).toBeVisible();
    await expect(bank.getByText(`Verified on ${today}`, { exact: true })).toBeVisible();
    await expect(bank.getByRole('alert')).toHaveCount(0);
    await expect(bank.getByRole('button', { name: 'Verify Bank Details' })).toHaveCount(0);
    await expect(definition(bank, 'Account Number')).toHaveText(masked(secondAccount));
    await expect(page.getByText(secondAccount)).toHaveCount(0);
    // Identity stays verified.
    await expect(identity.getByRole('heading', { name: 'Identity Verified' })).toBeVisible();
    await expect(account.getByText('Verified', { exact: true })).toBeVisible();
  });

  test('the Aadhaar pickers refuse a file that is not an image, and one too large', async ({
    page,
    login,
  }) => {
    await login('customer');
    await openProfile(page);
    const { identity } = profileSections(page);
    const front = identity.getByLabel('Aadhar Card Front', { exact: true });
    const back = identity.getByLabel('Aadhar Card Back', { exact: true });
    const submit = identity.getByRole('button', { name: 'Submit for Verification' });
    const { front: goodFront } = await aadhaarImages();

    await front.setInputFiles({
      name: 'aadhaar.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture of anything'),
    });
    await expect(identity.getByRole('alert')).toHaveText('Please select an image file');
    await expect(front).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toHaveCount(0);

    // A good back with a refused front: still nothing to submit.
    await back.setInputFiles(goodFront);
    await expect(identity.getByRole('img', { name: 'Preview of Aadhar Card Back' })).toBeVisible();
    await expect(submit).toHaveCount(0);

    // Over 5 MB (SPEC §5).
    await front.setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
    });
    await expect(identity.getByRole('alert')).toHaveText('Image size must be less than 5MB');
    await expect(submit).toHaveCount(0);

    // A good front clears the message and the button appears; nothing was sent.
    await front.setInputFiles(goodFront);
    await expect(identity.getByRole('alert')).toHaveCount(0);
    await expect(submit).toBeVisible();
    await expect(identity.getByRole('heading', { name: 'Verification Required' })).toBeVisible();
    await expect(toastRegion(page).getByText('Identity Verified')).toHaveCount(0);
  });

  test("the admin sees the customer's Aadhaar front and reveals the account number", async ({
    page,
    api,
    login,
  }) => {
    const tag = shortTag();
    const name = `Ravi Kumar ${tag}`;
    const bankDetails: BankDetails = {
      holder: name,
      accountNumber: randomDigits(12),
      ifsc: 'HDFC0004321',
      upi: `ravi.${tag}@okaxis`,
    };
    await api.createCustomer({
      firstName: 'Ravi',
      lastName: `Kumar ${tag}`,
      verification: 'bankUnderReview',
      bank: bankDetails,
    });

    await login('admin');
    await openTabWithHeading(page, 'Users');
    const entry = adminCard(page, name);
    await expect(entry.getByText('Verified', { exact: true })).toBeVisible();
    await expect(entry.getByText('Bank under review', { exact: true })).toBeVisible();

    // The Aadhaar front, streamed through the authorised route, loads as a picture.
    await entry.getByRole('button', { name: `View Aadhar Front of ${name}` }).click();
    const viewer = page.getByRole('dialog', { name: 'Aadhar Card Front' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`${name}. This view is recorded.`)).toBeVisible();
    const image = viewer.getByRole('img', { name: 'Aadhar Card Front' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    await expect(viewer.getByRole('alert')).toHaveCount(0);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    // Masked until the admin deliberately reveals it; the reveal says it is recorded.
    const accountValue = definition(entry, 'Account');
    await expect(accountValue).toContainText(masked(bankDetails.accountNumber));
    await expect(entry.getByText(bankDetails.accountNumber)).toHaveCount(0);
    await entry.getByRole('button', { name: `Reveal the account number of ${name}` }).click();
    await expect(accountValue).toContainText(bankDetails.accountNumber);
    await expect(accountValue).toContainText('This view is recorded');
    await expect(accountValue).not.toContainText(masked(bankDetails.accountNumber));
  });
});
