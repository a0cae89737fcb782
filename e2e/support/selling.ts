// Helpers for e2e/selling.spec.ts (issue 3: submit page, seller dashboard, gallery, admin item
// review). Kept apart from fixtures.ts, which other specs extend at the same time.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_BASE_URL } from './constants';
import { freshClientAddress, type E2eCustomer } from './fixtures';

// ---------------------------------------------------------------------------------------------
// Page furniture
// ---------------------------------------------------------------------------------------------

/** The toast region. A hidden screen-reader copy of each toast also lives in <body>, so toast
 * texts are looked up in here only; while a modal is open the region is aria-hidden, so check
 * toasts after the dialog has closed. */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/** Expects a toast with exactly this title and description. */
export async function expectToast(page: Page, title: string, description: string) {
  const region = notifications(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** The first page of a fresh tab is covered by the splash (held 2.5 s, faded over 0.5 s). */
export async function waitForSplash(page: Page) {
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 10_000 });
}

/** The signed-in main navigation; on phones it is behind 'Open menu'. */
export async function mainNavigation(page: Page, isMobile: boolean): Promise<Locator> {
  const banner = page.getByRole('banner');
  if (isMobile) {
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  return banner.getByRole('navigation', { name: 'Main navigation' });
}

/** Signs in through the /signin screen (the splash covers it on a fresh tab) and lands on /. */
export async function signInThroughUi(
  page: Page,
  customer: Pick<E2eCustomer, 'email' | 'password'>,
) {
  await page.goto('/signin');
  await waitForSplash(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Welcome Back', 'You have signed in successfully.');
  await expect(page).toHaveURL('/');
}

// ---------------------------------------------------------------------------------------------
// Photos
// ---------------------------------------------------------------------------------------------

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const noiseByShape = new Map<string, Promise<Buffer>>();

/** Gaussian noise as raw RGB (the costly part: made once per shape per worker). */
function rawNoise(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let noise = noiseByShape.get(key);
  if (!noise) {
    noise = import('sharp').then(({ default: sharp }) =>
      sharp({
        create: {
          width,
          height,
          channels: 3,
          // sharp's types want a background even when noise fills the picture.
          background: { r: 0, g: 0, b: 0 },
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .raw()
        .toBuffer(),
    );
    noiseByShape.set(key, noise);
  }
  return noise;
}

/** A JPEG of noise over a colour: every colour gives a different photo. */
async function noiseJpeg(
  width: number,
  height: number,
  rgb: [number, number, number],
  quality: number,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const noise = await rawNoise(width, height);
  const [r, g, b] = rgb;
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality })
    .toBuffer();
}

// Camera photos take a second or more each to make on a busy machine: kept on disk between runs.
const CAMERA_PHOTO_DIR = path.join(os.tmpdir(), 'resale-e2e-camera-photos');
const cameraPhotos = new Map<string, Promise<Buffer>>();

async function cachedCameraJpeg(rgb: [number, number, number]): Promise<Buffer> {
  const file = path.join(CAMERA_PHOTO_DIR, `3000x2000-${rgb.join('-')}-q92.jpg`);
  try {
    return await fs.readFile(file);
  } catch {
    const bytes = await noiseJpeg(3000, 2000, rgb, 92);
    await fs.mkdir(CAMERA_PHOTO_DIR, { recursive: true });
    // Written whole, then renamed: a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
    return bytes;
  }
}

/**
 * A camera-sized JPEG (3000 x 2000 of noise, about 4 MB) like a phone writes: the browser has to
 * downscale it and the upload of what is left still takes visible time on a slow uplink.
 */
export function cameraPhoto(name: string, rgb: [number, number, number]): Promise<PhotoFile> {
  const key = rgb.join(',');
  let bytes = cameraPhotos.get(key);
  if (!bytes) {
    bytes = cachedCameraJpeg(rgb);
    cameraPhotos.set(key, bytes);
  }
  return bytes.then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }));
}

/** A small real JPEG (a few KB, above the 1 KB minimum) for tests that upload many photos. */
export async function smallPhoto(
  name: string,
  rgb: [number, number, number] = [120, 90, 200],
): Promise<PhotoFile> {
  return { name, mimeType: 'image/jpeg', buffer: await noiseJpeg(160, 120, rgb, 80) };
}

/**
 * Throttles the page's uploads to `bytesPerSecond` (Chromium network emulation over CDP), so the
 * per-photo progress can be seen. Returns the function that lifts the throttle.
 */
export async function throttleUploads(
  page: Page,
  bytesPerSecond: number,
): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}

// ---------------------------------------------------------------------------------------------
// Submit page
// ---------------------------------------------------------------------------------------------

export interface ItemDetails {
  brand: string;
  /** Option values of SPEC §5. */
  category: string;
  size: string;
  condition: string;
  description?: string;
}

/** The submit page's file input ('Photos'). */
export function photoInput(page: Page): Locator {
  return page.getByLabel('Photos', { exact: true });
}

export async function fillItemDetails(page: Page, details: ItemDetails) {
  await page.getByLabel('Brand', { exact: true }).fill(details.brand);
  await page.getByLabel('Category', { exact: true }).selectOption(details.category);
  await page.getByLabel('Size', { exact: true }).selectOption(details.size);
  await page.getByLabel('Condition', { exact: true }).selectOption(details.condition);
  if (details.description !== undefined) {
    await page.getByLabel('Description', { exact: true }).fill(details.description);
  }
}

/** The cart side panel. */
export function cart(page: Page): Locator {
  return page.getByRole('region', { name: 'Your Cart' });
}

// ---------------------------------------------------------------------------------------------
// Seller dashboard
// ---------------------------------------------------------------------------------------------

/** The value shown in one of the four dashboard tiles. */
export function tileValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Summary' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
    .locator('h2 + div');
}

export function submissions(page: Page): Locator {
  return page.getByRole('region', { name: 'Your Submissions' });
}

/** The submission card whose gallery button is 'View photos of {name}'. */
export function submissionCard(page: Page, name: string): Locator {
  return submissions(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `View photos of ${name}`, exact: true }) });
}

/** A horizontal swipe over `target`: real touch events on phones, a mouse drag on desktop. */
export async function swipe(page: Page, target: Locator, dx: number, isMobile: boolean) {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not visible');
  // Start a little above the middle, away from the arrow buttons at the sides.
  const y = box.y + box.height * 0.35;
  const x0 = box.x + box.width / 2 - dx / 2;
  const steps = 6;
  if (isMobile) {
    const cdp = await page.context().newCDPSession(page);
    const at = (x: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(x0) });
    for (let step = 1; step <= steps; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(x0 + (dx * step) / steps),
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(x0, y);
    await page.mouse.down();
    await page.mouse.move(x0 + dx, y, { steps });
    await page.mouse.up();
  }
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

/** A second browser context with the same screen as the test's project (desktop or phone). */
export async function newContextLike(
  browser: Browser,
  testInfo: TestInfo,
): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  return browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    serviceWorkers: 'block',
    // Its own client for the sign-in rate limits.
    extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() },
  });
}

/** Logs in at /superman through the form and waits for the Items tab. */
export async function adminLogin(page: Page) {
  await page.goto('/superman');
  await waitForSplash(page);
  await page.getByLabel('Admin Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/superman/dashboard');
  await expect(page.getByRole('heading', { name: 'Item Review' })).toBeVisible();
}

/** An entry of the admin Items lists, by its '{Brand} · {Category}' title. */
export function adminItem(page: Page, title: string): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}
