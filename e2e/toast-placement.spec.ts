// A toast never covers the status it reports (issue 28): on a 360 px phone the "Payment
// Submitted" toast lay over "Bank Details Under Review" for its 5 s (the toasts were fixed to the
// top there, over the sticky header and what lies under it; now they sit at the foot as on a
// desktop), and at 1280 px the status was left below the fold (the status that replaces a form
// is now brought to the middle of the screen: web/lib/focus-in-view.ts). The check asks the
// browser what a finger would touch at the middle of the status (`elementFromPoint`) while the
// toast is on screen. Runs at 1280 px and at 360 px with touch (@phone).
import type { Locator, Page } from '@playwright/test';
import { PATHS } from '@/domain/paths';
import {
  expect,
  expectToast,
  fillBankForm,
  goto,
  openFeeDialog,
  profileSections,
  randomDigits,
  test,
  toastRegion,
} from './support/fixtures';

/** The element is on screen and its middle is its own, not a toast's (or anything else's). */
async function expectUncovered(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport({ ratio: 1 });
  const handle = await target.elementHandle();
  const hit = () =>
    page.evaluate((element) => {
      if (!element) return 'missing';
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (top && element.contains(top)) return 'own';
      return top?.closest('[aria-label]')?.getAttribute('aria-label') ?? top?.tagName ?? 'none';
    }, handle);
  await expect.poll(hit, { message: 'what lies over the middle of the status' }).toBe('own');
}

for (const scrolled of [false, true]) {
  test(
    `the "Payment Submitted" toast leaves "Bank Details Under Review" in sight${scrolled ? ', the form scrolled out of sight' : ''}`,
    { tag: '@phone' },
    async ({ page, login }) => {
      await login('customer', { verification: 'identity' });
      await goto(page, PATHS.profile);
      const { bank } = profileSections(page);
      await fillBankForm(bank, {
        holder: 'Asha Verma',
        accountNumber: randomDigits(12),
        ifsc: 'SBIN0001234',
        upi: 'asha@okaxis',
      });
      if (scrolled) {
        // The reader has scrolled down to the button: the form above it is out of sight.
        await bank
          .getByRole('button', { name: 'Verify Bank Details', exact: true })
          .evaluate((button) => button.scrollIntoView({ block: 'start' }));
      }
      const dialog = await openFeeDialog(page, bank);
      await dialog.getByLabel('Transaction Number', { exact: true }).fill(randomDigits(12));
      await dialog.getByRole('button', { name: 'Verify Payment' }).click();
      await expect(dialog).toBeHidden();

      await expectToast(
        page,
        'Payment Submitted',
        'Your bank details and payment are under review. You will be notified once they are verified.',
      );
      // A pointer resting on the toast holds it (Radix pauses its 5 s while hovered): the checks
      // below run while it is on screen, however slow the machine.
      await toastRegion(page).getByText('Payment Submitted', { exact: true }).hover();
      const heading = bank.getByRole('heading', { name: 'Bank Details Under Review' });
      await expectUncovered(page, heading);
      await expectUncovered(
        page,
        bank.getByText('Your payment is being verified. You will be notified once it is complete.'),
      );
      // Still on screen: the checks ran while the toast was there.
      await expect(toastRegion(page).getByText('Payment Submitted', { exact: true })).toBeVisible();
    },
  );
}
