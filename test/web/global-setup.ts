// Playwright global setup: a fresh database `px_e2e_<random>` on the cluster of DATABASE_URL,
// migrated and seeded with the demo workshop; the built API (NODE_ENV=production, serving the SPA)
// and the worker on free ports with a per-run Redis key prefix. Exposes PX_WEB_BASE_URL (baseURL)
// and PX_E2E_DATABASE_URL to the tests, and PX_E2E_STATE to global-teardown.ts.
// Without DATABASE_URL / REDIS_URL it provisions them like `npm test` (scripts/lib/provision.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import globalTeardown from './global-teardown';

const ROOT = path.resolve(__dirname, '..', '..');
const LOG_DIR = path.join(ROOT, 'test-results', 'e2e');

const DIST = {
  api: path.join(ROOT, 'dist/apps/api/src/main.js'),
  worker: path.join(ROOT, 'dist/apps/worker/src/main.js'),
  migrate: path.join(ROOT, 'dist/apps/cli/src/migrate.js'),
  seed: path.join(ROOT, 'dist/apps/cli/src/seed.js'),
  web: path.join(ROOT, 'frontend/dist/index.html'),
};

/** What global-teardown.ts needs (JSON in process.env.PX_E2E_STATE). */
export interface E2eState {
  adminUrl: string;
  database: string;
  redisUrl: string;
  redisPrefix: string;
  pids: { name: string; pid: number }[];
}

interface ServiceHandle {
  url: string;
  databaseUrl?: string;
  started: boolean;
  stop(): Promise<void>;
}

interface ProvisionModule {
  ensurePostgres(opts: { dataDir: string; fast?: boolean }): Promise<ServiceHandle>;
  ensureRedis(opts: { dataDir: string }): Promise<ServiceHandle>;
}

/** Services this setup started itself (standalone runs); global-teardown.ts stops them. */
export const started: ServiceHandle[] = [];
(globalThis as { __pxE2eServices?: ServiceHandle[] }).__pxE2eServices = started;

const log = (message: string): void => {
  process.stdout.write(`[e2e] ${message}\n`);
};

const randomId = (): string => randomBytes(5).toString('hex');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Run a node script to completion with output in a log file; throws with its tail on failure. */
function runNode(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const fd = fs.openSync(logFile, 'w');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', fd, fd],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${name} failed (${signal ?? `exit code ${code}`}); ${logFile}:\n${tail(logFile)}`,
          ),
        );
    });
  }).finally(() => fs.closeSync(fd));
}

async function waitForHealth(url: string, isAlive: () => boolean, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  let last = 'no answer';
  for (;;) {
    if (!isAlive())
      throw new Error(`process exited before ${url} answered; ${logFile}:\n${tail(logFile)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`${url} not healthy in time (${last}); ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function provisionIfNeeded(): Promise<{ adminUrl: string; redisUrl: string }> {
  let adminUrl = process.env.DATABASE_URL;
  let redisUrl = process.env.REDIS_URL;
  if (adminUrl && redisUrl) return { adminUrl, redisUrl };
  const modulePath = pathToFileURL(path.join(ROOT, 'scripts/lib/provision.mjs')).href;
  const provision = (await import(modulePath)) as ProvisionModule;
  if (!adminUrl) {
    const pg = await provision.ensurePostgres({
      dataDir: path.join(ROOT, '.data/test-postgres'),
      fast: true,
    });
    started.push(pg);
    adminUrl = pg.url;
  }
  if (!redisUrl) {
    const redis = await provision.ensureRedis({ dataDir: path.join(ROOT, '.data/test-redis') });
    started.push(redis);
    redisUrl = redis.url;
  }
  return { adminUrl, redisUrl };
}

async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export default async function globalSetup(): Promise<void> {
  try {
    await setup();
  } catch (err) {
    await globalTeardown(); // stop what was started before the failure; idempotent
    throw err;
  }
}

async function setup(): Promise<void> {
  const missing = Object.values(DIST).filter((file) => !fs.existsSync(file));
  if (missing.length) {
    throw new Error(
      `the app is not built (${missing.map((f) => path.relative(ROOT, f)).join(', ')} missing): ` +
        'run `npm run build` first (`npm test` does).',
    );
  }
  fs.mkdirSync(LOG_DIR, { recursive: true });

  const { adminUrl, redisUrl } = await provisionIfNeeded();
  const database = `px_e2e_${randomId()}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const state: E2eState = {
    adminUrl,
    database,
    redisUrl,
    redisPrefix: `pxe2e:${randomId()}`,
    pids: [],
  };
  // Teardown reads this even when the setup fails half-way.
  process.env.PX_E2E_STATE = JSON.stringify(state);

  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${database}"`));
  log(`database ${database} created`);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
    // The billing certificate is stored encrypted (billing's CERT_ENCRYPTION_KEY): a key per run.
    CERT_ENCRYPTION_KEY: process.env.CERT_ENCRYPTION_KEY || randomBytes(32).toString('hex'),
    NODE_ENV: 'production',
    // The demo workshop's published logins sign in: a demonstration install.
    DEMO_MODE: 'true',
    // Every browser signs in from 127.0.0.1, far faster than people do (the API tests prove 429).
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_SENSITIVE_PER_MINUTE: '10000000',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: state.redisPrefix,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  await runNode('migrate', [DIST.migrate], env);
  await runNode('seed', [DIST.seed, '--demo'], env);
  log('migrated and seeded (demo workshop)');

  const apiPort = await freePort();
  const workerPort = await freePort();
  const startApp = (name: string, script: string, extra: NodeJS.ProcessEnv) => {
    const logFile = path.join(LOG_DIR, `${name}.log`);
    const fd = fs.openSync(logFile, 'w');
    const child = spawn(process.execPath, ['--enable-source-maps', script], {
      cwd: ROOT,
      env: { ...env, ...extra },
      stdio: ['ignore', fd, fd],
    });
    fs.closeSync(fd);
    let alive = true;
    child.on('exit', () => {
      alive = false;
    });
    if (child.pid) state.pids.push({ name, pid: child.pid });
    process.env.PX_E2E_STATE = JSON.stringify(state);
    return { isAlive: () => alive, logFile };
  };
  const api = startApp('api', DIST.api, { PORT: String(apiPort), HOST: '127.0.0.1' });
  const worker = startApp('worker', DIST.worker, { WORKER_HEALTH_PORT: String(workerPort) });
  await Promise.all([
    waitForHealth(`http://127.0.0.1:${apiPort}/api/health`, api.isAlive, api.logFile),
    waitForHealth(`http://127.0.0.1:${workerPort}/health`, worker.isAlive, worker.logFile),
  ]);

  process.env.PX_WEB_BASE_URL = `http://127.0.0.1:${apiPort}`;
  process.env.PX_E2E_DATABASE_URL = databaseUrl.toString();
  log(`app on ${process.env.PX_WEB_BASE_URL} (logs in ${path.relative(ROOT, LOG_DIR)}/)`);
}
