// Playwright end-to-end tests: Debian's Chromium (never downloaded), Spanish locale, Madrid time.
// The global setup builds a fresh world per run: its own database (migrated + demo seed), the built
// API (serving the SPA) and the worker on free ports; PX_WEB_BASE_URL points at that API.
// Run through `npm test`, or alone: `npx playwright test -c test/web/playwright.config.ts` (after
// `npm run build`; it provisions PostgreSQL/Redis itself when DATABASE_URL/REDIS_URL are unset).
import path from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';

const ROOT = path.resolve(__dirname, '..', '..');

const reporter: ReporterDescription[] = [['list']];
if (process.env.PX_PW_JSON) reporter.push(['json', { outputFile: process.env.PX_PW_JSON }]);

export default defineConfig({
  testDir: __dirname,
  outputDir: path.join(ROOT, 'test-results', 'playwright'),
  globalSetup: path.join(__dirname, 'global-setup.ts'),
  globalTeardown: path.join(__dirname, 'global-teardown.ts'),
  // One API + worker + PostgreSQL + Chromium share 2 cores: one worker by default.
  workers: Number(process.env.PX_PW_WORKERS) || 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    // Set by global-setup.ts in this process before the workers start (they inherit it).
    baseURL: process.env.PX_WEB_BASE_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // Without the background-networking flags, Chromium's own connections are refused en masse
      // on a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
