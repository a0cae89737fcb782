// Where the e2e tests find a Chromium (never downloaded: no browser download is possible on CI).
// In order: CHROME_PATH, the system's headless shell, the system's Chromium or Chrome, Playwright's
// own cache. `npm test` calls ensureChromium() first: on Debian, as root, it installs Debian's
// chromium-headless-shell when none is found; otherwise it stops at once with one instruction.
//
// The headless shell first (docs/decisions/0041, addendum of 2026-11-29): it is what Playwright
// itself runs headless tests in (its `chromium-headless-shell` build), the same Blink and V8 as
// the full browser of the same version without the browser's UI machinery, and it took the same
// four spec files from 262 s to 203 s of CPU (Chromium 156, Debian's two packages).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SYSTEM_PATHS = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function playwrightCacheChromium() {
  const cache =
    process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!fs.existsSync(cache)) return undefined;
  const builds = fs
    .readdirSync(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
  for (const build of builds) {
    for (const binary of ['chrome-linux/chrome', 'chrome-linux64/chrome']) {
      const file = path.join(cache, build, binary);
      if (isExecutable(file)) return file;
    }
  }
  return undefined;
}

/** The Chromium to drive, or undefined when this machine has none. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && isExecutable(fromEnv)) return fromEnv;
  return SYSTEM_PATHS.find(isExecutable) ?? playwrightCacheChromium();
}

export const INSTALL_INSTRUCTION =
  'No Chromium found for the end-to-end tests. Install one (Debian: `sudo apt-get install -y chromium-headless-shell`, or `chromium`) or set CHROME_PATH to a Chromium or Chrome binary, then run `npm test` again.';

/**
 * A Chromium path, installing Debian's package when this is a root shell on Debian with apt;
 * `{ error }` with the one instruction otherwise.
 */
export function ensureChromium({ log = console.log } = {}) {
  const found = findChromium();
  if (found) return { path: found };
  const canInstall =
    process.platform === 'linux' &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) return { error: INSTALL_INSTRUCTION };
  log(
    "No Chromium on this machine: installing Debian's chromium-headless-shell (apt-get, about a minute)...",
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const aptInstall = (pkg) =>
    spawnSync('apt-get', ['install', '-y', pkg], { stdio: 'inherit', env });
  let install = update;
  if (update.status === 0) {
    install = aptInstall('chromium-headless-shell');
    // A distribution without the shell's package (older Debian, Ubuntu): the full browser.
    if (install.status !== 0) install = aptInstall('chromium');
  }
  const installed = findChromium();
  if (install.status === 0 && installed) return { path: installed };
  return { error: `Installing chromium with apt-get failed. ${INSTALL_INSTRUCTION}` };
}
