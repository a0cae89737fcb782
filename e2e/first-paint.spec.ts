// HTML that paints before JS (issue 10, docs/decisions/0019): the public pages come prerendered
// from the server, read without JavaScript, hydrate without errors, and still end where the SPEC
// says for a signed-in visitor or a reader who chose Hindi.
import { PATHS } from '@/domain/paths';
import type { Page } from '@playwright/test';
import { expect, goto, test } from './support/fixtures';

/** Each prerendered address with the heading its HTML carries (SPEC §2 texts). */
const PUBLIC_PAGES: { path: string; heading: string }[] = [
  { path: PATHS.home, heading: 'Sell your old clothes and get cash' },
  { path: PATHS.signin, heading: 'Welcome back' },
  { path: PATHS.signup, heading: 'Create your account' },
  { path: PATHS.demo, heading: 'Sell your old clothes for cash' },
  { path: PATHS.adminLogin, heading: 'Admin Login' },
  { path: PATHS.agentSignin, heading: 'Agent Sign In' },
  { path: PATHS.agentSignup, heading: 'Become an Agent' },
  // Not in PATHS on purpose: an address the app does not know.
  { path: '/definitely-not-a-page', heading: 'Page Not Found' },
];

/**
 * Script errors and warnings of the page; not the signed-out answer of GET /api/auth/user, nor
 * the 404 status of the 404 page itself.
 */
function collectErrors(page: Page, { notFound = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/status of 401 \(Unauthorized\)/.test(message.text())) return;
    if (notFound && /status of 404 \(Not Found\)/.test(message.text())) return;
    // The suite blocks service workers (playwright.config.ts); e2e/installable.spec.ts has them.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('prerendered public pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path}: the server's HTML already holds the page, and it hydrates without errors`, async ({
      page,
      request,
    }) => {
      const notFound = !Object.values<string>(PATHS).includes(path);
      const html = await request.get(path);
      expect(html.status()).toBe(notFound ? 404 : 200);
      expect(await html.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));

      const errors = collectErrors(page, { notFound });
      // The server's nodes, kept once the HTML is parsed and before any script runs.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const kept = window as unknown as Record<string, unknown>;
          kept.serverHeading = document.querySelector('h1');
          kept.serverText = document.querySelector('main')?.textContent;
          kept.serverClasses = [...document.querySelectorAll('#root *')].map((node) =>
            node.getAttribute('class'),
          );
        });
      });
      await goto(page, path as never);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Hydrated: the app runs the page (its buttons come alive once it does)...
      await expect(page.locator('button:enabled')).not.toHaveCount(0);
      // ...on the very nodes the server sent, with the same texts: nothing was drawn anew.
      const same = await page.evaluate(() => {
        const kept = window as unknown as Record<string, unknown>;
        const classes = [...document.querySelectorAll('#root *')].map((node) =>
          node.getAttribute('class'),
        );
        return {
          heading: kept.serverHeading === document.querySelector('h1'),
          text: kept.serverText === document.querySelector('main')?.textContent,
          // Drawn with the class merges the HTML carries (lib/cn.ts): the same classes after.
          classes: JSON.stringify(kept.serverClasses) === JSON.stringify(classes),
        };
      });
      expect(same).toEqual({ heading: true, text: true, classes: true });
      expect(errors).toEqual([]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/signin shows its heading and fields from the HTML alone', async ({ page }) => {
      await page.goto(PATHS.signin);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/Welcome back/);
    });
  });

  test('a prerendered page carries its styles: it paints styled with no stylesheet request', async ({
    page,
  }) => {
    // One round trip fewer before the first paint on a slow link (scripts/prerender.ts).
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.route('**/assets/*.css', (route) => route.abort());
    await page.goto(PATHS.signin);
    const button = page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true });
    await expect(button).toBeVisible();
    // Styled by the inline sheet: the primary button is not the browser's default grey.
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(
      /^rgba?\(2[0-9]{2}, 2[0-9]{2}, 2[0-9]{2}/,
    );
    expect(stylesheets.filter((url) => !url.includes('devanagari'))).toEqual([]);
  });

  test(
    'the signed-out header shows the whole brand name, even at 360 px',
    { tag: '@phone' },
    async ({ page }) => {
      await goto(page, PATHS.home);
      const brand = page.getByRole('banner').getByRole('link', { name: 'Haridwar Resale' });
      await expect(brand).toContainText('Haridwar Resale');
      // Not cut to "Haridwar Re…" (issue 15): the text fits its box.
      const cut = await brand
        .locator('span')
        .filter({ hasText: 'Haridwar' })
        .last()
        .evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut).toBe(false);
    },
  );

  test('a signed-in customer opening /signin gets the app, which sends them home', async ({
    page,
    login,
  }) => {
    await login('customer', { firstName: 'Asha' });
    const response = await page.goto(PATHS.signin);
    // The plain shell, not the signed-out page's HTML: no flash of the sign-in form.
    expect(await response?.text()).toContain('<div id="root"></div>');
    await expect(page).toHaveURL(PATHS.home);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Asha!' }),
    ).toBeVisible();
  });

  test('a reader who chose Hindi gets the prerendered page in Hindi, without errors', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto(PATHS.signin);
    await expect(page.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeVisible();
    // Drawn over the English HTML, not beside it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Welcome back', { exact: true })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'हिन्दी', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Still a working form: a field takes what is typed.
    const email = page.getByRole('main').getByRole('textbox').first();
    await email.fill('asha@example.com');
    await expect(email).toHaveValue('asha@example.com');
    expect(errors).toEqual([]);
  });
});

test.describe('signed-in pages as they load', () => {
  test(
    'the dashboard does not push the footer out of the first screen: layout shift under 0.1',
    { tag: '@phone' },
    async ({ page, login }) => {
      await login('customer');
      // Scripts arrive late, as on a slow link: the shell draws while the page's chunk is on its way.
      await page.route('**/assets/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await page.addInitScript(() => {
        const kept = window as unknown as { layoutShift: number };
        kept.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!entry.hadRecentInput) kept.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await goto(page, PATHS.home);
      await expect(page.getByText('Total Submissions')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      // One more frame, for a shift of the last layout to be reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      // Google's "good" Cumulative Layout Shift; the footer drawn under the loading spinner and
      // then pushed away by the page scored 0.41 on a phone.
      expect(shift).toBeLessThan(0.1);
    },
  );
});
