// A toast never covers the status it reports (issue 28, finding 9): at 360 px the toast region
// was fixed to the top of the screen, over the sticky header and the content right under it, so
// "Payment Submitted" lay over "Bank Details Under Review" for its 5 s whenever the bank form,
// collapsing into its status, left that status at the top of the screen.
import type { Locator } from '@playwright/test';
import { PATHS } from '@/domain/paths';
import {
  expect,
  fillBankForm,
  goto,
  profileSections,
  randomDigits,
  test,
  toastRegion,
} from './support/fixtures';

/** What is drawn at the middle of `target` (the top-most element there): 'it', or what instead. */
async function hitAtCentre(target: Locator): Promise<string> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not drawn');
  return target.evaluate(
    (element, point) => {
      const found = document.elementFromPoint(point.x, point.y);
      if (found && element.contains(found)) return 'it';
      return found ? found.outerHTML.slice(0, 160) : 'nothing';
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

test('"Payment Submitted" leaves "Bank Details Under Review" in sight', async ({ page, login }) => {
  await login('customer', { verification: 'identity' });
  await goto(page, PATHS.profile);
  const { bank } = profileSections(page);
  await fillBankForm(bank, {
    holder: 'Asha Verma',
    accountNumber: randomDigits(12),
    ifsc: 'SBIN0001234',
    upi: 'asha@okaxis',
  });
  await bank.getByRole('button', { name: 'Verify Bank Details', exact: true }).click();
  const fee = page.getByRole('dialog', { name: 'Payment Gateway Issue' });
  await fee.getByLabel('Transaction Number', { exact: true }).fill(randomDigits(12));
  await fee.getByRole('button', { name: 'Verify Payment' }).click();
  await expect(fee).toBeHidden();

  const toast = toastRegion(page).getByRole('listitem').filter({ hasText: 'Payment Submitted' });
  const status = bank.getByRole('heading', { name: 'Bank Details Under Review' });
  await expect(toast).toBeVisible();
  // Where the collapsed form left it.
  await expect(status).toBeInViewport();
  expect(await hitAtCentre(status)).toBe('it');
  // At the top of the screen, just under the sticky header: where the form began, which the
  // seller had scrolled to its end, and where the status stood in the report.
  await status.evaluate((element) => {
    const header = document.querySelector('header');
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    window.scrollBy(0, element.getBoundingClientRect().top - headerBottom - 8);
  });
  await expect(status).toBeInViewport();
  expect(await hitAtCentre(status)).toBe('it');
  await expect(toast).toBeVisible();

  // Still a toast: in the announced region, and closed by its button before its 5 s.
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
});
