// Steps shared by start / dev / migrate / seed / test: dependencies, builds, database, CLI runs.
// Node built-ins only (runs before node_modules exists).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDatabase, ensureMaildev, ensurePostgres, ensureRedis } from './provision.mjs';
import {
  DATA_DIR,
  ROOT,
  createLogger,
  exists,
  isTruthyEnv,
  mtimeMs,
  newestMtime,
} from './util.mjs';
import { ProcessManager } from './processes.mjs';

/** Compiled entry points (see `npm run build`). */
export const DIST = {
  api: 'dist/apps/api/src/main.js',
  worker: 'dist/apps/worker/src/main.js',
  migrate: 'dist/apps/cli/src/migrate.js',
  seed: 'dist/apps/cli/src/seed.js',
  web: 'frontend/dist/index.html',
};

/** Database used by `npm start`, `npm run dev`, `npm run migrate` and `npm run seed`. */
export const APP_DATABASE = 'px_taller';

/** Port of the embedded cluster of `npm start` (falls back to a free port when busy). */
export const APP_PG_PORT = 54329;

/** Ports of the maildev of `npm start` and `npm run dev`: SMTP, web page (free ones when busy). */
export const APP_MAILDEV_PORTS = { smtp: 1025, web: 1080 };

/** `npm <args>` as [command, args]: the npm that runs us when known, else npm from PATH. */
export function npm(args) {
  const cli = process.env.npm_execpath;
  if (cli && /npm-cli\.js$/.test(cli) && exists(cli)) return [process.execPath, [cli, ...args]];
  return [process.platform === 'win32' ? 'npm.cmd' : 'npm', args];
}

/** A locally installed binary (node_modules/.bin/<name>). */
export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const INSTALL_STAMP = path.join(ROOT, 'node_modules', '.px-installed');

/** Why dependencies must be installed, or null when node_modules is up to date. */
export function installReason() {
  const nodeModules = path.join(ROOT, 'node_modules');
  if (!exists(nodeModules)) return 'node_modules is missing';
  const lock = mtimeMs(path.join(ROOT, 'package-lock.json'));
  const installed = Math.max(
    mtimeMs(path.join(nodeModules, '.package-lock.json')), // written by npm after each install
    mtimeMs(INSTALL_STAMP),
  );
  if (lock && lock > installed + 1000) return 'package-lock.json is newer than node_modules';
  return null;
}

/**
 * `npm install` when node_modules is missing or older than package-lock.json. `npm install`
 * rather than `npm ci`: it also works when the lockfile lags package.json, and keeps what is
 * already installed.
 */
export async function ensureDependencies(pm) {
  const reason = installReason();
  if (!reason) return false;
  pm.log(`installing dependencies (${reason})…`);
  const [cmd, args] = npm(['install', '--no-audit', '--no-fund']);
  await pm.runChecked('npm install', cmd, args);
  fs.writeFileSync(INSTALL_STAMP, `${new Date().toISOString()}\n`);
  return true;
}

// Builds. We rebuild only what is stale (mtime of any source newer than the stamp written after
// the last build by these scripts, or an output missing): starting an unchanged checkout is then
// immediate, while the server build (incremental tsc) and the SPA build each take well under a
// minute when something changed. PX_FORCE_BUILD=1 forces both.
const BUILDS = {
  server: {
    script: 'build:server',
    stamp: path.join(ROOT, 'dist', '.px-build-stamp-server'),
    outputs: [DIST.api, DIST.worker, DIST.migrate, DIST.seed],
    sources: [
      'apps',
      'libs',
      'migrations',
      'tsconfig.base.json',
      'tsconfig.build.json',
      'package.json',
    ],
  },
  web: {
    script: 'build:web',
    // Not inside frontend/dist: vite empties that directory on every build.
    stamp: path.join(ROOT, 'dist', '.px-build-stamp-web'),
    outputs: [DIST.web],
    sources: ['frontend', 'libs/contracts'],
  },
};

/** Why `kind` ('server' | 'web') must be built, or null when its build is current. */
export function buildReason(kind) {
  const build = BUILDS[kind];
  if (isTruthyEnv('PX_FORCE_BUILD')) return 'PX_FORCE_BUILD is set';
  const missing = build.outputs.find((file) => !exists(path.join(ROOT, file)));
  if (missing) return `${missing} is missing`;
  const stamp = mtimeMs(build.stamp);
  if (!stamp) return 'not built by these scripts yet';
  if (newestMtime(build.sources) > stamp) return 'sources changed since the last build';
  return null;
}

/** Build the stale parts among `kinds`; returns the kinds built. */
export async function buildIfStale(pm, kinds = ['server', 'web']) {
  const built = [];
  for (const kind of kinds) {
    const reason = buildReason(kind);
    if (!reason) continue;
    await build(pm, kind, reason);
    built.push(kind);
  }
  return built;
}

/** Run `npm run build:<kind>` and stamp it with the time the build started. */
export async function build(pm, kind, reason = 'requested') {
  const { script, stamp } = BUILDS[kind];
  pm.log(`building ${kind} (${reason})…`);
  const started = new Date();
  const [cmd, args] = npm(['run', script, '--silent']);
  await pm.runChecked(`npm run ${script}`, cmd, args);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, `${started.toISOString()}\n`);
  fs.utimesSync(stamp, started, started);
}

/** Write the build stamps after an external `npm run build` (as `npm test` does). */
export function stampBuilds(started = new Date()) {
  for (const { stamp } of Object.values(BUILDS)) {
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, `${started.toISOString()}\n`);
    fs.utimesSync(stamp, started, started);
  }
}

/**
 * PostgreSQL (+ the app database), optionally Redis and the local e-mail catcher (`mail`: SMTP_URL,
 * else maildev) for start / dev / migrate / seed. Services this run starts are registered with the
 * process manager, which stops them on exit. `mailWebUrl` is where caught e-mail is read (null
 * with the operator's SMTP_URL).
 * @returns {Promise<{ databaseUrl: string, adminUrl: string, redisUrl?: string, smtpUrl?: string,
 *   mailWebUrl?: string|null }>}
 */
export async function provisionApp(pm, { redis = true, mail = false } = {}) {
  const pg = pm.addService(
    'PostgreSQL',
    await ensurePostgres({
      dataDir: path.join(DATA_DIR, 'postgres'),
      port: APP_PG_PORT,
      log: pm.log,
    }),
  );
  const databaseUrl = pg.databaseUrl
    ? await ensureDatabaseFromUrl(pg, pm.log)
    : await ensureDatabase(pg.url, APP_DATABASE, pm.log);
  let redisUrl;
  if (redis) {
    const r = pm.addService(
      'Redis',
      await ensureRedis({ dataDir: path.join(DATA_DIR, 'redis'), log: pm.log }),
    );
    redisUrl = r.url;
  }
  let smtpUrl;
  let mailWebUrl;
  if (mail) {
    const m = pm.addService(
      'maildev',
      await ensureMaildev({
        dataDir: path.join(DATA_DIR, 'maildev'),
        smtpPort: APP_MAILDEV_PORTS.smtp,
        webPort: APP_MAILDEV_PORTS.web,
        log: pm.log,
      }),
    );
    smtpUrl = m.url;
    mailWebUrl = m.webUrl;
  }
  return { databaseUrl, adminUrl: pg.url, redisUrl, smtpUrl, mailWebUrl };
}

/** DATABASE_URL given: create its database when missing (when we may), return DATABASE_URL. */
async function ensureDatabaseFromUrl(pg, log) {
  const name = decodeURIComponent(new URL(pg.databaseUrl).pathname.slice(1));
  if (name && name !== 'postgres') await ensureDatabase(pg.url, name, log);
  return pg.databaseUrl;
}

/**
 * Environment for the api / worker / cli processes. `npm start` and the bench are demonstrations
 * (the demo workshop, its published logins): DEMO_MODE lets a production API accept them.
 */
export function appEnv({ databaseUrl, redisUrl, smtpUrl, nodeEnv, extra = {} }) {
  const env = {
    DEMO_MODE: 'true',
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: nodeEnv,
    ...extra,
  };
  if (redisUrl) env.REDIS_URL = redisUrl;
  if (smtpUrl) env.SMTP_URL = smtpUrl;
  env.JWT_SECRET ||= localJwtSecret();
  env.CERT_ENCRYPTION_KEY ||= localCertEncryptionKey();
  return env;
}

/**
 * The token-signing key of this installation when JWT_SECRET is not set: generated once, kept in
 * .data/jwt-secret (mode 0600), so sessions survive a restart.
 */
export function localJwtSecret() {
  const file = path.join(DATA_DIR, 'jwt-secret');
  if (!exists(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The key that seals this installation's billing certificate when CERT_ENCRYPTION_KEY is not set:
 * 32 random bytes, generated once and kept in .data/cert-encryption-key (mode 0600), so a
 * certificate uploaded today still opens after a restart. Back it up with the database.
 */
export function localCertEncryptionKey() {
  const file = path.join(DATA_DIR, 'cert-encryption-key');
  if (!exists(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** Run a compiled CLI script (dist/apps/cli/src/…) with output passed through. */
export async function runCli(pm, name, script, args, env, opts = {}) {
  await pm.runChecked(name, process.execPath, ['--enable-source-maps', script, ...args], {
    env,
    ...opts,
  });
}

/**
 * A one-shot database command (`npm run migrate`, `npm run seed`): build what is stale, provision,
 * run the compiled CLI entry, then stop whatever was started for it.
 */
export function runDatabaseCommand({ name, entry, defaultArgs = [], redis = false }) {
  const log = createLogger('px');
  const pm = new ProcessManager({ log, signalExitCode: 130 }).installSignalHandlers();
  const main = async () => {
    await ensureDependencies(pm);
    await buildIfStale(pm, ['server']);
    const { databaseUrl, redisUrl } = await provisionApp(pm, { redis });
    const args = process.argv.slice(2);
    await runCli(
      pm,
      name,
      entry,
      args.length ? args : defaultArgs,
      appEnv({ databaseUrl, redisUrl, nodeEnv: process.env.NODE_ENV || 'production' }),
    );
  };
  main().then(
    () => pm.shutdown(0),
    async (err) => {
      if (pm.shuttingDown) return;
      log.error(err.message);
      await pm.shutdown(1);
    },
  );
}
