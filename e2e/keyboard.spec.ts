// Keyboard and screen-reader basics of the frame (issue 15): a skip link is the first stop, and
// after a navigation focus lands on the new page's heading instead of staying on the pressed link.
import { PATHS } from '@/domain/paths';
import { expect, goto, test, waitForSplashToGo } from './support/fixtures';

test('the first Tab reaches a skip link that jumps past the header', async ({ page }) => {
  await page.goto(PATHS.home);
  await waitForSplashToGo(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content', exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The address gains no "#main": the next navigation still starts at the top.
  await expect(page).toHaveURL(PATHS.home);
  // The next Tab goes on inside the page, not back to the header.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('after following a link, focus is on the new page heading', async ({ page }) => {
  await page.goto(PATHS.signin);
  await waitForSplashToGo(page);
  // The page is prerendered: a click before hydration would be a full page load. Its buttons
  // come alive only once the app has taken over.
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }),
  ).toBeEnabled();
  await page.getByRole('main').getByRole('link', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(PATHS.signup);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeFocused();
  // And back: the history's Back too.
  await page.goBack();
  await expect(page).toHaveURL(PATHS.signin);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeFocused();
});

test('the agent pages, the demo and the console have the skip link too', async ({
  page,
  login,
}) => {
  for (const path of [PATHS.agentSignin, PATHS.demo]) {
    await goto(page, path);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('link', { name: 'Skip to main content', exact: true }),
    ).toBeFocused();
  }
  await login('admin');
  // A fresh load: after the sign-in's navigation focus is on the heading, past the link.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content', exact: true })).toBeFocused();
});

test('an icon button names itself in a tooltip: after a pause for the mouse, at once for the keyboard', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'a tooltip is for a mouse or a keyboard; a tap is the action itself');
  await goto(page, PATHS.adminLogin);
  const toggle = page.getByRole('button', { name: 'Show password', exact: true });
  const tooltip = page.getByRole('tooltip');
  await toggle.hover();
  await expect(tooltip).toHaveText('Show password');
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  await page.getByLabel('Admin Password', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(tooltip).toHaveText('Show password');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  // An Escape pressed the moment the tooltip appears closes it too (the CI once pressed it before
  // the tooltip listened): here it comes as soon as the tooltip is in the page.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="tooltip"]')) return;
      observer.disconnect();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByLabel('Admin Password', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(tooltip).toHaveCount(0);
  // Pressed, it names what it does now.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Show password', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
