// Can Chromium install the app from `/`? Lighthouse 12 dropped its PWA category and the
// installable-manifest audit, so Lighthouse 13 no longer says. This asks Chromium the question
// Lighthouse used to ask it (CDP Page.getInstallabilityErrors, with the manifest it parsed), in
// a persistent profile: Playwright's ordinary contexts are incognito, where Chromium refuses to
// install anything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH } from './lighthouse-page';

export interface Installability {
  installable: boolean | null;
  errors: string[];
  manifestUrl: string | null;
  manifestErrors: string[];
  serviceWorker: 'controlling' | 'registered' | 'none' | 'timeout';
}

// Resolves as soon as a worker is active, so a missing one is not waited for.
const WORKER_STATE = `(async () => {
  if (!('serviceWorker' in navigator)) return 'none';
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    if (!(await navigator.serviceWorker.getRegistration())) return 'none';
  }
  const ready = await Promise.race([
    navigator.serviceWorker.ready.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 20000)),
  ]);
  if (!ready) return 'timeout';
  return navigator.serviceWorker.controller ? 'controlling' : 'registered';
})()`;

export async function checkInstallability(origin: string): Promise<Installability> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const serviceWorker = (await page.evaluate(WORKER_STATE)) as Installability['serviceWorker'];
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest', {});
    let installable: boolean | null = null;
    let errors: string[] = [];
    try {
      const answer = await cdp.send('Page.getInstallabilityErrors');
      errors = answer.installabilityErrors.map((e) =>
        [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' '),
      );
      installable = errors.length === 0;
    } catch (error) {
      errors = [`Page.getInstallabilityErrors failed: ${(error as Error).message}`];
    }
    return {
      installable,
      errors,
      manifestUrl: manifest.url || null,
      manifestErrors: manifest.errors.map((e) => e.message),
      serviceWorker,
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
