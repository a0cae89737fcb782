// What a test measures or simulates in the browser beyond clicks and typing: client-side
// navigation times by the page's own clock, a slow uplink, a touch swipe.
import type { Locator, Page } from '@playwright/test';

/**
 * Records client-side navigations (history.pushState / replaceState, which the router uses) with
 * the page's own clock, so that a test can tell how long after an event the app moved on without
 * depending on how fast the test process hears about it. Call before the first goto.
 */
export async function recordClientNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: Array<{ path: string; at: number }> = [];
    (window as unknown as { __e2eNavigations: typeof log }).__e2eNavigations = log;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        log.push({ path: location.pathname, at: performance.now() });
      };
    }
  });
}

/** performance.now() of the first recorded client-side navigation to `path`. */
export async function clientNavigationTime(page: Page, path: string): Promise<number> {
  const at = await page.evaluate((wanted) => {
    const log = (window as unknown as { __e2eNavigations?: Array<{ path: string; at: number }> })
      .__e2eNavigations;
    return log?.find((entry) => entry.path === wanted)?.at ?? null;
  }, path);
  if (at === null) throw new Error(`no client-side navigation to ${path} was recorded`);
  return at;
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
