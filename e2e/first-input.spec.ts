// Code needed only once the reader acts waits for the reader (docs/decisions/0032): a form's rules
// and the notification region are fetched at the first touch, key or focus, not while a cheap
// phone is still busy with the page it just loaded; a submit that comes first waits for them.
import { PATHS } from '@/domain/paths';
import type { Page } from '@playwright/test';
import { expect, goto, test, toastRegion } from './support/fixtures';

const RULES = /\/assets\/auth\.schema-[\w-]+\.js$/;

function signInButton(page: Page) {
  return page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true });
}

/** Every script the page asks for, by address. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('/signin: the rules and the notification region come at the first input', async ({ page }) => {
  const scripts = watchScripts(page);
  await goto(page, PATHS.signin);
  await expect(signInButton(page)).toBeEnabled();
  // Loaded, hydrated and idle: an idle-time fetch would have gone out by now.
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => RULES.test(url))).toEqual([]);
  await expect(toastRegion(page)).toHaveCount(0);

  await page.getByLabel('Email', { exact: true }).click();
  await expect.poll(() => scripts.filter((url) => RULES.test(url)).length).toBe(1);
  await expect(toastRegion(page)).toBeAttached();

  await signInButton(page).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
});

test('/signin: a submit before the rules arrive waits for them, then says what is missing', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(RULES, async (route) => {
    await held;
    await route.continue();
  });
  await goto(page, PATHS.signin);
  await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
  await signInButton(page).click();
  // Nothing is decided while the rules are on their way...
  await expect(page.getByText('Password is required', { exact: true })).toHaveCount(0);
  release();
  // ...and once they are here, the submit is checked as ever.
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(PATHS.signin);
});
