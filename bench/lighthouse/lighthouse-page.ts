// One Lighthouse run of one page: mobile form factor, default (simulated) throttling, in a fresh
// headless Chromium each time (what the CLI does), so no run inherits another's cache, storage
// or warm processes.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

export interface PageRun {
  finalUrl: string;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  totalTransferBytes: number;
  jsTransferBytes: number;
  /** Status of GET /api/auth/user during the load, if the page asked (200 = signed in). */
  authUserStatus: number | null;
  warnings: string[];
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit} value`);
  return value;
}

interface SummaryRow {
  resourceType?: string;
  transferSize?: number;
}
interface RequestRow {
  url?: string;
  statusCode?: number;
}

function detailRows<T>(lhr: Result, audit: string): T[] {
  const details = lhr.audits[audit]?.details as { items?: T[] } | undefined;
  return details?.items ?? [];
}

/** The last answer to GET /api/auth/user the page received, from Lighthouse's network log. */
function authUserStatus(lhr: Result): number | null {
  const rows = detailRows<RequestRow>(lhr, 'network-requests').filter((row) => {
    try {
      return row.url !== undefined && new URL(row.url).pathname === '/api/auth/user';
    } catch {
      return false;
    }
  });
  return rows.at(-1)?.statusCode ?? null;
}

/** Lighthouse could not record the page load (NO_NAVSTART and the like): it asks to run again. */
export class LighthouseRuntimeError extends Error {}

/** Runs Lighthouse once on `url`; `cookie` (name=value) is sent with every request if given. */
export async function lighthouseRun(url: string, cookie?: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      // A header, not a stored cookie: nothing Lighthouse clears between its passes can sign the
      // page out. (Its default storage reset leaves cookies alone anyway.)
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(
        `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const summary = detailRows<SummaryRow>(lhr, 'resource-summary');
    return {
      finalUrl: lhr.finalDisplayedUrl,
      performance: lhr.categories.performance?.score ?? null,
      accessibility: lhr.categories.accessibility?.score ?? null,
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      totalTransferBytes: numeric(lhr, 'total-byte-weight'),
      jsTransferBytes: summary.find((row) => row.resourceType === 'script')?.transferSize ?? 0,
      authUserStatus: authUserStatus(lhr),
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    chrome.kill();
  }
}
