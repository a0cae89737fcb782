// A toast is announced in the reader's language (issue 15): Radix says its provider's label
// before each toast, "Notification" unless told otherwise, which a Hindi reader heard in English.
import { PATHS } from '@/domain/paths';
import { expect, goto, test, toastRegion, uniqueEmail } from './support/fixtures';

test('in Hindi a toast is announced as सूचना, never "Notification"', async ({ page }) => {
  await goto(page, PATHS.signin);
  const language = page.getByRole('group', { name: 'Language', exact: true });
  await language.getByRole('button', { name: 'हिन्दी', exact: true }).click();
  await expect(page.getByRole('button', { name: 'हिन्दी', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.locator('input[type="email"]').fill(uniqueEmail('nobody'));
  await page.locator('input[type="password"]').fill('not-the-password');
  await page.getByRole('main').locator('button[type="submit"]').click();

  await expect(toastRegion(page).getByText('साइन इन विफल', { exact: true })).toBeVisible();
  // The announcement lives for a second, in a status region of its own.
  const announcement = page.getByRole('status').filter({ hasText: 'साइन इन विफल' });
  await expect(announcement.first()).toContainText(/^सूचना /);
  await expect(page.getByRole('status').filter({ hasText: /^Notification / })).toHaveCount(0);
});
