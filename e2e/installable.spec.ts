// The installable app (docs/decisions/0015): a manifest Chromium accepts, a service
// worker that takes the page, and offline use: the landing opens again from the precached shell,
// a page never opened shows the offline page. The rest of the suite blocks service workers
// (playwright.config.ts); these tests allow them in their own contexts.
import type { Page } from '@playwright/test';
import { PATHS } from '@/domain/paths';
import { expect, goto, test } from './support/fixtures';

test.use({ serviceWorkers: 'allow' });

const LANDING_HEADING = 'Sell your old clothes and get cash';

/** Waits until a service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the app is installable and opens offline', async ({ page, context }) => {
  await goto(page, PATHS.home);
  await waitForServiceWorker(page);

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // The manifest: linked, named, with the icons Chromium asks for.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Haridwar Resale',
    start_url: '/',
    display: 'standalone',
    theme_color: '#b4461b',
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }

  // Offline: a page never opened shows the offline page, in English and Hindi.
  await context.setOffline(true);
  await page.goto(PATHS.signin);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Try again/ })).toHaveAttribute('href', '');

  // The landing still opens, and reloads, from the precached shell.
  await goto(page, PATHS.home);
  await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();

  await context.setOffline(false);
});

test('in Hindi the page links the Hindi manifest', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await goto(page, PATHS.home);
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/manifest-hi.webmanifest');
  const manifest = (await (await page.request.get('/manifest-hi.webmanifest')).json()) as {
    name: string;
    lang: string;
    start_url: string;
  };
  expect(manifest).toMatchObject({ name: 'हरिद्वार रीसेल', lang: 'hi', start_url: '/' });
});
