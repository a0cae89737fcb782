// End-to-end tests: real Chromium (the system's or CHROME_PATH, never downloaded) against the real
// server built by `npm run build`, on a fresh PGlite data directory per run, or, when the flag
// E2E_DATABASE_URL names a PostgreSQL server, on a fresh database there (made before the server
// starts and dropped after it stops: e2e/support/on-fresh-database.mjs). The database is chosen by
// that flag alone, never by the viewport: both projects share the one server.
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN_PASSWORD,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_DATA_KEY,
  E2E_PORT,
  e2eDatabaseUrl,
} from './e2e/support/constants';
import { INSTALL_INSTRUCTION, findChromium } from './scripts/find-chromium.mjs';
import { ensureE2eQrSigner } from './e2e/support/aadhaar-qr-signer';
import { APP_SERVER_COMMAND } from './e2e/support/server-command';

// Processes a test never uses, measured on Chromium 156: every new context (one per test, more for
// a second person) started a renderer for the omnibox popup's WebUI, which a headless window never
// shows, and a spare renderer for a next navigation that a new context cannot use. Without them a
// context costs about 0.5 s of CPU instead of 1.2 s (30 contexts: 15 s against 36 s).
const UNUSED_PROCESSES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'SpareRendererForSitePerProcess',
];
// Chromium keeps only the last --disable-features it is given, and Playwright gives its own list
// first (playwright-core's chromiumSwitches.ts, Playwright 1.65): ours carries it on.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_PROCESSES].join(',')}`,
];

const serverCommand = APP_SERVER_COMMAND.join(' ');

// Only the server's own database: never a DATABASE_URL from the environment or .env.
const databaseUrl = e2eDatabaseUrl();
const startServer = databaseUrl
  ? `node e2e/support/on-fresh-database.mjs ${serverCommand}`
  : serverCommand;

// `npm test` finds or installs one first (scripts/find-chromium.mjs) and passes CHROME_PATH.
const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_INSTRUCTION);

const chromium = {
  ...devices['Desktop Chrome'],
  browserName: 'chromium' as const,
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: 'e2e',
  testIgnore: ['**/support/**'],
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/e2e-report.json' },
    ],
  ],
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps one screenshot and its error context (the page's accessibility tree at
    // the failure). No trace is recorded: recording one for every test, to keep it for the few that
    // fail, cost an eighth of the suite's CPU on 2 cores (the screencast alone had cost a third).
    // To look into a failure: npx playwright test <spec> --trace retain-on-failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    video: 'off',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      // Every test runs at 1280 px; a test whose screen or steps change on a phone carries
      // @phone and runs again here, at 360 px with touch (the signed-in menu behind a button,
      // swipes, panels that fill a phone, layout that must fit 360 px, Hindi's longer words,
      // toasts at the foot, first paint on a phone; any test that branches on isMobile). The
      // rest would run the same steps on the same code a second time (docs/decisions/0034).
      name: 'mobile',
      grep: /@phone/,
      use: {
        ...chromium,
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: `rm -rf '${E2E_DATA_DIR}' && exec ${startServer}`,
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM first, so that the server exits cleanly and the fresh database is dropped after it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: databaseUrl ?? '',
      // Required with DATABASE_URL (one key for every instance); the embedded database makes its
      // own in DATA_DIR.
      DATA_KEY: databaseUrl ? E2E_DATA_KEY : '',
      REDIS_URL: '',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Each test sends its own X-Forwarded-For (e2e/support/fixtures.ts) so that the sign-in
      // rate limits (10 a minute per client) count per test, not for the whole run.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      // A test signer's key, so specs can print cards whose Secure QR verifies (issue 23).
      AADHAAR_QR_CERTS: ensureE2eQrSigner(),
    },
  },
});
