// Chromium for Playwright: Debian's `chromium` package (/usr/bin/chromium). Playwright never
// downloads browsers here. Node built-ins only.
import fs from 'node:fs';
import { aptInstall, defaultLog, isRoot, which } from './util.mjs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags Playwright passes to Chromium (see test/web/playwright.config.ts, which repeats them). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Path of the Chromium executable: CHROMIUM_PATH when set, else /usr/bin/chromium, installing
 * Debian's `chromium` (apt-get update first) when it is missing and we run as root.
 */
export async function ensureChromium({ log = defaultLog } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file`);
  }
  if (isExecutable(DEFAULT_CHROMIUM_PATH)) return DEFAULT_CHROMIUM_PATH;
  if (isRoot() && which('apt-get')) {
    log('Chromium not found: installing Debian’s chromium package…');
    await aptInstall(['chromium'], log);
    if (isExecutable(DEFAULT_CHROMIUM_PATH)) return DEFAULT_CHROMIUM_PATH;
  }
  throw new Error(
    `Chromium is required for the end-to-end tests and ${DEFAULT_CHROMIUM_PATH} does not exist. ` +
      'Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a ' +
      'Chromium/Chrome executable. Playwright does not download browsers in this project.',
  );
}
