// Small helpers shared by the process scripts. Node built-ins only: the entry scripts import this
// before `node_modules` exists.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (scripts/lib/ → ../..). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Directory for local service data (embedded PostgreSQL, private Redis); git-ignored. */
export const DATA_DIR = path.join(ROOT, '.data');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const useColor =
  Boolean(process.stdout.isTTY) && !process.env.NO_COLOR && process.env.TERM !== 'dumb';

export const color = {
  enabled: useColor,
  paint: (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text),
  bold: (text) => color.paint('1', text),
  dim: (text) => color.paint('2', text),
  red: (text) => color.paint('31', text),
  green: (text) => color.paint('32', text),
  yellow: (text) => color.paint('33', text),
  cyan: (text) => color.paint('36', text),
};

/** Logger used by the scripts: `[px] message` on stdout. */
export function createLogger(tag = 'px') {
  const prefix = color.cyan(`[${tag}]`);
  const log = (...parts) => console.log(prefix, ...parts);
  log.warn = (...parts) => console.warn(prefix, color.yellow(parts.join(' ')));
  log.error = (...parts) => console.error(prefix, color.red(parts.join(' ')));
  return log;
}

export const defaultLog = createLogger();

/** PX_VERBOSE=1 (or DEBUG containing "px") makes provisioning print service output. */
export const isVerbose = () =>
  /^(1|true|yes)$/i.test(process.env.PX_VERBOSE ?? '') || /\bpx\b/.test(process.env.DEBUG ?? '');

export const isRoot = () => process.getuid?.() === 0;

export const isTruthyEnv = (name) => /^(1|true|yes)$/i.test(process.env[name] ?? '');

/** Absolute path of an executable found on PATH, or null. */
export function which(command) {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of [...dirs, '/usr/sbin', '/usr/bin', '/usr/local/bin', '/sbin', '/bin']) {
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

export const exists = (file) => fs.existsSync(file);

export function mtimeMs(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const SKIP_NAMES = new Set([
  'node_modules',
  'dist',
  '.git',
  '.data',
  '.vite',
  '.cache',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SKIP_FILE = /\.(tsbuildinfo|log)$/;

/**
 * Newest mtime (ms) of any file under the given paths (files or directories), ignoring build
 * outputs and caches. Directory mtimes are not counted (tools touch them while building).
 */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    let stat;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry)) {
        if (!SKIP_NAMES.has(child)) visit(path.join(entry, child));
      }
    } else if (!SKIP_FILE.test(entry)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const entry of paths) visit(path.resolve(ROOT, entry));
  return newest;
}

/** Is the process alive? (EPERM means it exists but belongs to someone else.) */
export function pidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return err.code === 'EPERM';
  }
  // A zombie (exited, not yet reaped by a parent that is not us) answers kill(0) too.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no procfs (macOS): trust kill(0)
  }
}

/** Wait until a process is gone; true when it went away within the timeout. */
export async function waitForPidExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (pidAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/** A TCP port that is free on this machine right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Can we bind the port on all interfaces (what the API does)? */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

/** Does something accept TCP connections on host:port? */
export function canConnect(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Poll `url` until it answers 200. Rejects after `timeoutMs`, or as soon as `isAlive()` (optional)
 * returns false — e.g. the process we are waiting for died.
 */
export async function waitForHttp(url, timeoutMs = 60_000, { intervalMs = 250, isAlive } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    if (isAlive && !isAlive()) throw new Error(`gave up waiting for ${url}: the process exited`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
      await res.body?.cancel();
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${url} did not answer 200 within ${Math.round(timeoutMs / 1000)}s (${last})`,
      );
    }
    await sleep(intervalMs);
  }
}

/** Last `lines` lines of a text file ('' when missing). */
export function tailFile(file, lines = 30) {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text
      .split('\n')
      .slice(-lines - 1)
      .join('\n')
      .trimEnd();
  } catch {
    return '';
  }
}

/** Run a command with inherited output; resolves with its exit code. */
export function runInherit(command, args, { env, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

let aptUpdated = false;

/**
 * Install Debian packages with apt-get (root only). `apt-get update` runs once per process.
 * Throws when that is not possible; the caller's message says what to install by hand.
 */
export async function aptInstall(packages, log = defaultLog) {
  const apt = which('apt-get');
  if (!isRoot() || !apt) {
    throw new Error(`cannot install ${packages.join(', ')} automatically (needs root and apt-get)`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    log(`apt-get update (to install ${packages.join(', ')})…`);
    const code = await runInherit(apt, ['update'], { env });
    if (code !== 0) throw new Error(`apt-get update failed (exit ${code})`);
    aptUpdated = true;
  }
  log(`apt-get install -y ${packages.join(' ')}…`);
  const code = await runInherit(apt, ['install', '-y', ...packages], { env });
  if (code !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed (exit ${code})`);
}

/** uid/gid of a system user, or null when it does not exist. */
export function userIds(name) {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/** Random lowercase alphanumeric suffix for database names and key prefixes. */
export function randomId(length = 8) {
  return randomBytes(length)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
    .slice(0, length);
}

/** Format a duration in ms as "1m 02s" / "3.4s". */
export function formatDuration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
}
