#!/usr/bin/env node
// `npm run bench:web` (issue 22): what a user's browser downloads and how Lighthouse scores the
// first load, against the budgets below.
//   1. build the server and the SPA when stale, provision PostgreSQL and Redis as `npm run bench`
//      does, create px_bench_web, migrate it and seed the demo workshop
//   2. start the built API serving the SPA (NODE_ENV=production: pre-compressed assets, long cache
//      lifetimes), as a workshop would run it
//   3. in Debian's Chromium (Playwright, an empty cache per page): the bytes that travel (encoded
//      body sizes, so after Brotli) for the JavaScript of /login, and of /orders signed in
//   4. Lighthouse (desktop preset, loopback) on /login, /dashboard and /orders: performance and
//      accessibility scores, FCP, LCP, TBT
//   5. bench/web-results.json, a table on stdout and the "First load" section of
//      docs/performance.md
// Everything it started and created is removed at the end (and on failure or Ctrl-C).
// BENCH_WEB_BYTES_ONLY=1: steps 1–3 only, every script of both pages listed on stdout (to follow
// a change to the bundle in a minute); nothing is written.
// BENCH_WEB_LHR_DIR=<dir>: also writes each page's whole Lighthouse report (JSON) there, to read
// its long tasks and main-thread breakdown.
// Exit code: 0, 1 on a failure or a missed budget, 130 when interrupted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIST, appEnv, buildIfStale, runCli } from '../scripts/lib/app.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/chromium.mjs';
import { ProcessManager } from '../scripts/lib/processes.mjs';
import { ROOT, createLogger, freePort, waitForHttp } from '../scripts/lib/util.mjs';
import { benchServices } from './lib/bench-services.mjs';
import { updateDocs, writeJson } from './lib/report.mjs';

const DATABASE = 'px_bench_web';
const RESULTS_FILE = path.join(ROOT, 'bench', 'web-results.json');
const DOCS_FILE = path.join(ROOT, 'docs', 'performance.md');
const DOCS_MARKERS = {
  start: '<!-- bench-web:start -->',
  end: '<!-- bench-web:end -->',
  heading: '## First load: latest `npm run bench:web`',
};
const DEMO_EMAIL = 'jefe@taller.test';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'Demo-Taller-2026';

/** Issue 22's budgets: JavaScript that travels (KB of 1,024 bytes) and Lighthouse scores. */
const BUDGETS = {
  javascriptKb: { '/login': 250, '/orders': 350 },
  lighthouse: { performance: 95, accessibility: 95 },
};
const LIGHTHOUSE_PAGES = ['/login', '/dashboard', '/orders'];

const log = createLogger('bench:web');
const pm = new ProcessManager({ log, signalExitCode: 130 }).installSignalHandlers();

/** Signs in through the API; the session as the SPA keeps it in localStorage. */
async function demoSession(origin) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${DEMO_EMAIL}: HTTP ${response.status}`);
  const { data } = await response.json();
  return {
    accessToken: data.accessToken,
    'auth-storage': JSON.stringify({ user: data.user, isAuthenticated: true }),
  };
}

/**
 * Writes the session into the origin's localStorage (on a small static file, not the SPA); a null
 * session empties it (signed out).
 */
async function storeSession(page, origin, session) {
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(items ?? {})) localStorage.setItem(key, value);
  }, session);
}

/**
 * Loads `target` in a fresh context (empty cache) and adds up what traveled once the screen has
 * settled: every response's encoded body, by resource type.
 */
async function transferred(browser, origin, target, session) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    if (session) await storeSession(page, origin, session);
    const responses = [];
    page.on('requestfinished', (request) => responses.push(request));
    await page.goto(`${origin}${target}`, { waitUntil: 'networkidle' });
    // Idle network is not enough: a lazily loaded screen can start fetching after a quiet
    // moment (a run counted /orders without its table). The screen is there when its heading is.
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000); // what a screen fetches just after it is idle counts too
    const byType = {};
    const scripts = [];
    for (const request of responses) {
      const url = new URL(request.url());
      if (url.pathname === '/favicon.svg' && session) continue; // the session's own step
      const { responseBodySize } = await request.sizes();
      const type = request.resourceType();
      byType[type] = (byType[type] ?? 0) + responseBodySize;
      if (type === 'script') scripts.push({ file: url.pathname, bytes: responseBodySize });
    }
    scripts.sort((a, b) => b.bytes - a.bytes);
    return { byType, scripts, requests: responses.length };
  } finally {
    await context.close();
  }
}

/** Lighthouse (desktop preset) on `target` in the already running Chromium on `port`. */
async function lighthouseRun(port, origin, target) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const result = await lighthouse(
    `${origin}${target}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The session stored in localStorage must survive Lighthouse's own reset of the origin.
      disableStorageReset: true,
    },
    desktopConfig,
  );
  const { categories, audits } = result.lhr;
  if (process.env.BENCH_WEB_LHR_DIR) {
    const name = target.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    fs.mkdirSync(process.env.BENCH_WEB_LHR_DIR, { recursive: true });
    writeJson(path.join(process.env.BENCH_WEB_LHR_DIR, `${name}.json`), result.lhr);
  }
  const ms = (id) => Math.round(audits[id]?.numericValue ?? NaN);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    failedAccessibility: Object.values(audits)
      .filter(
        (audit) =>
          audit.score === 0 &&
          categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
      )
      .map((audit) => audit.id),
  };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function report(results) {
  const rows = [
    '| Page | JavaScript transferred | Budget | All bytes | Requests |',
    '| --- | --- | --- | --- | --- |',
    ...results.transfers.map((t) => {
      const all = Object.values(t.byType).reduce((sum, bytes) => sum + bytes, 0);
      const budget = BUDGETS.javascriptKb[t.page];
      const js = kb(t.byType.script ?? 0);
      return `| \`${t.page}\`${t.signedIn ? ' (signed in)' : ''} | ${js} KB ${js <= budget ? '✅' : '❌'} | ≤ ${budget} KB | ${kb(all)} KB | ${t.requests} |`;
    }),
    '',
    '| Page | Lighthouse performance | Accessibility | FCP | LCP | TBT |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.lighthouse.map((l) => {
      const mark = (score, budget) => `${score} ${score >= budget ? '✅' : '❌'}`;
      return `| \`${l.page}\` | ${mark(l.performance, BUDGETS.lighthouse.performance)} | ${mark(l.accessibility, BUDGETS.lighthouse.accessibility)} | ${l.fcpMs} ms | ${l.lcpMs} ms | ${l.tbtMs} ms |`;
    }),
  ];
  const largest = results.transfers.map(
    (t) =>
      `- \`${t.page}\`, largest scripts: ` +
      t.scripts
        .slice(0, 6)
        .map((s) => `${path.basename(s.file)} ${kb(s.bytes)} KB`)
        .join(', '),
  );
  return [
    `Run on ${results.date.slice(0, 10)} at ${results.git ?? 'an unknown commit'}: \`npm run bench:web\`, ` +
      `Chromium ${results.chromium}, Node ${results.node}, ${results.cpus} cores, ` +
      `Lighthouse ${results.lighthouseVersion} (desktop preset, loopback). Bytes are the encoded ` +
      "bodies (Brotli) of a load with an empty cache; the machine is shared, so Lighthouse's " +
      'timings move from run to run.',
    '',
    ...rows,
    '',
    ...largest,
  ].join('\n');
}

function missedBudgets(results) {
  const missed = [];
  for (const t of results.transfers) {
    const js = kb(t.byType.script ?? 0);
    if (js > BUDGETS.javascriptKb[t.page]) missed.push(`${t.page}: ${js} KB of JavaScript`);
  }
  for (const l of results.lighthouse) {
    for (const category of ['performance', 'accessibility']) {
      if (l[category] < BUDGETS.lighthouse[category]) {
        missed.push(`${l.page}: Lighthouse ${category} ${l[category]}`);
      }
    }
  }
  return missed;
}

async function main() {
  await buildIfStale(pm, ['server', 'web']);
  const chromiumPath = await ensureChromium({ log });
  const { redis, databaseUrl, prefix } = await benchServices(pm, log, {
    database: DATABASE,
    keyPrefix: 'pxbenchweb',
  });
  const env = appEnv({
    databaseUrl,
    redisUrl: redis.url,
    nodeEnv: 'production',
    extra: { HOST: '127.0.0.1', LOG_LEVEL: 'warn', REDIS_KEY_PREFIX: prefix },
  });
  log(`migrating and seeding ${DATABASE} (demo workshop)…`);
  await runCli(pm, 'migrate', DIST.migrate, [], env);
  await runCli(pm, 'seed', DIST.seed, ['--demo'], env);

  const port = await freePort();
  const api = pm.spawn('api', process.execPath, [path.join(ROOT, DIST.api)], {
    env: { ...env, PORT: String(port) },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, 120_000, { isAlive: () => !api.done });
  log(`app on ${origin}`);

  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  pm.addService('Chromium', { started: true, stop: () => browser.close() });
  const session = await demoSession(origin);

  const results = {
    date: new Date().toISOString(),
    git: await gitCommit(),
    node: process.version,
    cpus: os.availableParallelism?.() ?? os.cpus().length,
    chromium: browser.version(),
    lighthouseVersion: (await import('lighthouse/package.json', { with: { type: 'json' } })).default
      .version,
    transfers: [],
    lighthouse: [],
  };
  for (const [page, signedIn] of [
    ['/login', false],
    ['/orders', true],
  ]) {
    log(`bytes of ${page}…`);
    const figures = await transferred(browser, origin, page, signedIn ? session : null);
    results.transfers.push({ page, signedIn, ...figures });
  }
  if (process.env.BENCH_WEB_BYTES_ONLY === '1') {
    for (const { page, byType, scripts } of results.transfers) {
      log(`${page}: ${kb(byType.script ?? 0)} KB of JavaScript in ${scripts.length} files`);
      for (const script of scripts)
        log(`  ${kb(script.bytes).toFixed(1).padStart(6)} ${script.file}`);
    }
    return 0;
  }

  // Lighthouse opens its tabs in the browser's default profile: a persistent context is that
  // profile, so the session stored there is the one Lighthouse's pages find.
  await browser.close();
  const debuggingPort = await freePort();
  const profile = await chromium.launchPersistentContext(
    fs.mkdtempSync(path.join(os.tmpdir(), 'px-lighthouse-')),
    {
      executablePath: chromiumPath,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
    },
  );
  pm.addService('Chromium (Lighthouse)', { started: true, stop: () => profile.close() });
  const sessionPage = profile.pages()[0] ?? (await profile.newPage());
  for (const page of LIGHTHOUSE_PAGES) {
    await storeSession(sessionPage, origin, page === '/login' ? null : session);
    log(`Lighthouse on ${page}…`);
    results.lighthouse.push({ page, ...(await lighthouseRun(debuggingPort, origin, page)) });
  }

  writeJson(RESULTS_FILE, results);
  const section = report(results);
  console.log(`\n${section}\n`);
  await updateDocs(DOCS_FILE, section, DOCS_MARKERS);
  const missed = missedBudgets(results);
  if (missed.length) {
    log(`budgets missed: ${missed.join('; ')}`);
    return 1;
  }
  log('every budget met');
  return 0;
}

async function gitCommit() {
  const { execFileSync } = await import('node:child_process');
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

main().then(
  (code) => pm.shutdown(code),
  async (err) => {
    if (pm.shuttingDown) return; // Ctrl-C or a dead child: the shutdown in progress decides
    log.error(err.stack ?? err.message);
    await pm.shutdown(1);
  },
);
