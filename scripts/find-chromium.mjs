// Where the e2e tests find a Chromium (never downloaded: no browser download is possible on CI).
// In order: CHROME_PATH, the system's Chromium or Chrome, Playwright's own cache. `npm test` calls
// ensureChromium() first: on Debian, as root, it installs Debian's chromium when none is found;
// otherwise it stops at once with one instruction.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SYSTEM_PATHS = [
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
  'No Chromium found for the end-to-end tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chromium or Chrome binary, then run `npm test` again.';

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
  log("No Chromium on this machine: installing Debian's chromium (apt-get, about a minute)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env })
      : update;
  const installed = findChromium();
  if (install.status === 0 && installed) return { path: installed };
  return { error: `Installing chromium with apt-get failed. ${INSTALL_INSTRUCTION}` };
}
