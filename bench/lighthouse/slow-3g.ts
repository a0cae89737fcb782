// A first visit on DevTools' Slow 3G preset with a 4x slower CPU, in real Chromium (Playwright),
// three fresh contexts per run, as each probe ends by leaving the page:
//   signInMs         navigation start -> the first tap on any "Sign In" that takes effect (the
//                    header's goes to /api/login, which sends on to /signin);
//   landingSignInMs  the same for the landing's own "Sign In" (SPEC: the button to /signin);
//   createMs         the same for "Create Account", and then
//   toSignupMs       that tap -> the /signup form usable (Email editable, "Create Account"
//                    tappable).
//
// "Usable" means a tap works, not that something is painted. The probe waits until Playwright
// finds the control actionable (visible, stable, enabled, and the hit target of a tap at its
// centre, so a splash over it does not count), notes the time, taps it for real, and then
// watches up to PROBE_MS for the tap's effect: the address changing to the control's destination
// (a client-side route) or a document request to it (a plain link, which works before any
// JavaScript). A tap that does nothing (a button whose handler is not attached yet) is repeated
// at the next actionable moment; the time reported is that of the tap that worked. So the figure
// holds for a prerendered link, a hydrated button and anything in between, and the probe reads
// only the SPEC's visible texts ('Sign In', 'Create Account', the Email field) and destinations
// (/signin, /signup), no DOM structure.
import { chromium, type Browser, type CDPSession, type Locator, type Page } from '@playwright/test';
import { CHROME_PATH } from './lighthouse-page';

/**
 * DevTools' "Slow 3G" preset (listed as "3G" since May 2024, same values): ChromeDevTools/
 * devtools-frontend front_end/core/sdk/NetworkManager.ts, Slow3GConditions: ~500 kbit/s down and
 * up times 0.8, and a 400 ms target RTT applied as 400 * 5 ms of request latency.
 */
export const SLOW_3G = {
  offline: false,
  latency: 400 * 5,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
};
export const CPU_SLOWDOWN = 4;
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const PROBE_MS = 1_500;
const DEADLINE_MS = 120_000;

export interface Slow3gRun {
  signInMs: number;
  signInTaps: number;
  /** Where the working tap led: /signin (the landing's link) or /api/login (the header's). */
  signInDestination: string;
  /** Bytes received (encoded, as on the wire) until the working Sign In tap. */
  signInBytes: number;
  landingSignInMs: number;
  landingSignInTaps: number;
  createMs: number;
  toSignupMs: number;
  toSignupBytes: number;
}

interface Visit {
  page: Page;
  started: number;
  /** Encoded bytes received since the navigation started. */
  bytes(): number;
  close(): Promise<void>;
}

async function firstVisit(browser: Browser, url: string): Promise<Visit> {
  // A phone-sized viewport like Lighthouse's mobile run. Service workers are blocked: CDP's
  // network emulation throttles this page's own requests, not a worker's, so a worker's precache
  // would load over an unthrottled link beside the measured one (and a first visit gains nothing
  // from a worker that installs after it).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  let received = 0;
  cdp.on('Network.loadingFinished', (event) => {
    received += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: DEADLINE_MS });
  return { page, started, bytes: () => received, close: () => context.close() };
}

/** A visible control with exactly this accessible name, a link or a button. */
function control(page: Page, name: string): Locator {
  return page
    .getByRole('link', { name, exact: true })
    .or(page.getByRole('button', { name, exact: true }))
    .filter({ visible: true })
    .first();
}

/**
 * The landing's own Sign In: a link named "Sign In" to /signin, or a button so named (a button
 * has no address to tell it by; the header's is a link to /api/login).
 */
function landingSignIn(page: Page): Locator {
  return page
    .getByRole('link', { name: 'Sign In', exact: true })
    .and(page.locator('[href="/signin"]'))
    .or(page.getByRole('button', { name: 'Sign In', exact: true }))
    .filter({ visible: true })
    .first();
}

/**
 * Where, within PROBE_MS, the page went (address) or started a document request to, among
 * `paths`; null if the tap had no effect.
 */
async function wentTo(
  page: Page,
  paths: string[],
  requested: () => string | null,
): Promise<string | null> {
  const until = performance.now() + PROBE_MS;
  while (performance.now() < until) {
    const path = requested() ?? new URL(page.url()).pathname;
    if (paths.includes(path)) return path;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return null;
}

/** Taps until a tap takes effect; returns when (ms since `visit.started`) and how many taps. */
async function firstWorkingTap(
  visit: Visit,
  name: string,
  find: (page: Page) => Locator,
  paths: string[],
) {
  const { page } = visit;
  let requested: string | null = null;
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    const path = new URL(request.url()).pathname;
    if (paths.includes(path)) requested = path;
  });
  for (let taps = 1; ; taps += 1) {
    const remaining = DEADLINE_MS - (performance.now() - visit.started);
    if (remaining <= 0) throw new Error(`no working "${name}" within ${DEADLINE_MS / 1000} s`);
    const target = find(page);
    await target.tap({ trial: true, timeout: remaining });
    const at = performance.now() - visit.started;
    const bytes = visit.bytes();
    await target.tap({ timeout: PROBE_MS }).catch(() => undefined);
    const destination = await wentTo(page, paths, () => requested);
    if (destination) return { at, taps, bytes, destination };
  }
}

/** After the Create Account tap: the signup form can be filled in and sent. */
async function signupUsable(visit: Visit): Promise<number> {
  const { page } = visit;
  await page.waitForURL((url) => url.pathname === '/signup', {
    waitUntil: 'commit',
    timeout: DEADLINE_MS,
  });
  const email = page.getByLabel('Email', { exact: true });
  // fill() waits for visible, enabled and editable; clearing it again leaves the form as it was.
  await email.fill('x', { timeout: DEADLINE_MS });
  await email.fill('', { timeout: DEADLINE_MS });
  await page
    .getByRole('button', { name: 'Create Account', exact: true })
    .tap({ trial: true, timeout: DEADLINE_MS });
  return performance.now() - visit.started;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: BROWSER_ARGS });
}

/** Opens a fresh first visit to `/`, runs `probe` on it and closes it. */
async function onFirstVisit<T>(
  browser: Browser,
  origin: string,
  probe: (visit: Visit) => Promise<T>,
): Promise<T> {
  const visit = await firstVisit(browser, `${origin}/`);
  try {
    return await probe(visit);
  } finally {
    await visit.close();
  }
}

/** One run: three fresh contexts, each a first visit to `/`. */
export async function slow3gRun(browser: Browser, origin: string): Promise<Slow3gRun> {
  const anyControl = (name: string) => (page: Page) => control(page, name);
  const signIn = await onFirstVisit(browser, origin, (visit) =>
    firstWorkingTap(visit, 'Sign In', anyControl('Sign In'), ['/signin', '/api/login']),
  );
  const landing = await onFirstVisit(browser, origin, (visit) =>
    firstWorkingTap(visit, 'Sign In', landingSignIn, ['/signin']),
  );
  const signup = await onFirstVisit(browser, origin, async (visit) => {
    const create = await firstWorkingTap(visit, 'Create Account', anyControl('Create Account'), [
      '/signup',
    ]);
    const usableAt = await signupUsable(visit);
    return {
      create,
      toSignupMs: usableAt - create.at,
      toSignupBytes: visit.bytes() - create.bytes,
    };
  });
  return {
    signInMs: signIn.at,
    signInTaps: signIn.taps,
    signInDestination: signIn.destination,
    signInBytes: signIn.bytes,
    landingSignInMs: landing.at,
    landingSignInTaps: landing.taps,
    createMs: signup.create.at,
    toSignupMs: signup.toSignupMs,
    toSignupBytes: signup.toSignupBytes,
  };
}
