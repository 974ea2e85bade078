// Child-process manager for the process scripts: spawns and tracks children, stops them (SIGTERM,
// then SIGKILL after a timeout) and then the services this run started, on Ctrl-C / SIGTERM, on an
// unexpected child exit and on process exit — so no orphan (API, worker, Vite, embedded PostgreSQL,
// private Redis) survives the script. Node built-ins only.
//
// Children are spawned `detached` (their own process group) by default: a terminal Ctrl-C then
// reaches only this script, which stops the children in order (apps first, databases last) with a
// single signal each, instead of the terminal signalling everything at once. Signals go to the whole
// group, so grandchildren (npm → sh → vite, node --watch → node) are stopped too.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { ROOT, color, defaultLog, sleep } from './util.mjs';

const PREFIX_COLORS = ['36', '35', '33', '32', '34', '96', '95', '93'];

export class ProcessManager {
  #children = new Set();
  #services = [];
  #shutdownPromise = null;
  #signalCount = 0;
  #colorIndex = 0;
  #unexpectedExitHandler = null;

  /**
   * @param {object} [options]
   * @param {Function} [options.log] logger
   * @param {number} [options.killTimeoutMs] grace period between SIGTERM and SIGKILL
   * @param {number} [options.signalExitCode] exit code after a Ctrl-C / SIGTERM shutdown
   * @param {boolean} [options.exitOnSignal] false: a signal stops children and services but leaves
   *   exiting to the caller (which sees `interrupted` and the failed child)
   */
  constructor({
    log = defaultLog,
    killTimeoutMs = 20_000,
    signalExitCode = 0,
    exitOnSignal = true,
  } = {}) {
    this.log = log;
    this.killTimeoutMs = killTimeoutMs;
    this.signalExitCode = signalExitCode;
    this.exitOnSignal = exitOnSignal;
    /** Name of the signal that interrupted the run, if any. */
    this.interrupted = null;
  }

  get shuttingDown() {
    return this.#shutdownPromise !== null;
  }

  /** Register a started service ({ stop(): Promise, stopSync?(): void }) to stop on shutdown. */
  addService(name, handle) {
    if (handle?.started) this.#services.push({ name, handle, stopped: false });
    return handle;
  }

  /** Called instead of the default (log + shutdown(1)) when a critical child exits on its own. */
  onUnexpectedExit(handler) {
    this.#unexpectedExitHandler = handler;
  }

  /**
   * Spawn a tracked child.
   * @param {string} name label used in prefixes and messages
   * @param {string} command executable
   * @param {string[]} args
   * @param {object} [opts]
   * @param {object} [opts.env] environment (default: process.env)
   * @param {string} [opts.cwd] working directory (default: repo root)
   * @param {boolean} [opts.prefix] pipe output and prefix each line with the name (default true)
   * @param {boolean} [opts.detached] own process group (default true)
   * @param {boolean} [opts.critical] its exit while we are running is an error (default true)
   * @param {(line: string, stream: 'stdout'|'stderr') => void} [opts.onLine] sees every line
   * @param {NodeJS.Signals} [opts.stopSignal] signal that asks it to stop (default SIGTERM)
   * @param {number} [opts.killTimeoutMs] grace period before SIGKILL (default: the manager's)
   * @returns {{ name: string, child: import('node:child_process').ChildProcess, pid: number,
   *   exited: Promise<{ code: number|null, signal: string|null }>, done: boolean }}
   */
  spawn(name, command, args = [], opts = {}) {
    if (this.shuttingDown) throw new Error(`not starting ${name}: shutting down`);
    const {
      env = process.env,
      cwd = ROOT,
      prefix = true,
      detached = true,
      critical = true,
      onLine,
      stopSignal = 'SIGTERM',
      killTimeoutMs = this.killTimeoutMs,
    } = opts;
    const piped = prefix || Boolean(onLine);
    const child = spawn(command, args, {
      cwd,
      env,
      detached,
      stdio: ['ignore', piped ? 'pipe' : 'inherit', piped ? 'pipe' : 'inherit'],
    });
    const entry = {
      name,
      child,
      pid: child.pid,
      detached,
      critical,
      stopSignal,
      killTimeoutMs,
      done: false,
      stopping: false,
      result: null,
      exited: null,
    };
    if (piped) {
      const label = color.paint(
        PREFIX_COLORS[this.#colorIndex++ % PREFIX_COLORS.length],
        `${name.padEnd(7)}|`,
      );
      for (const streamName of ['stdout', 'stderr']) {
        const rl = readline.createInterface({ input: child[streamName], crlfDelay: Infinity });
        rl.on('line', (line) => {
          onLine?.(line, streamName);
          if (prefix)
            (streamName === 'stdout' ? process.stdout : process.stderr).write(`${label} ${line}\n`);
        });
      }
    }
    entry.exited = new Promise((resolve) => {
      let settled = false;
      const finish = (code, signal) => {
        if (settled) return;
        settled = true;
        entry.done = true;
        entry.result = { code, signal };
        this.#children.delete(entry);
        resolve(entry.result);
        if (entry.critical && !entry.stopping && !this.shuttingDown) this.#unexpected(entry);
      };
      child.once('error', (err) => {
        this.log.error(`${name}: could not start ${command}: ${err.message}`);
        finish(127, null);
      });
      child.once('exit', (code, signal) => finish(code, signal));
    });
    this.#children.add(entry);
    return entry;
  }

  /** Spawn a one-shot command (output inherited) and wait for it: { code, signal }. */
  async run(name, command, args = [], opts = {}) {
    const entry = this.spawn(name, command, args, { prefix: false, ...opts, critical: false });
    return entry.exited;
  }

  /** Like run(), but throws when the command does not exit 0. */
  async runChecked(name, command, args = [], opts = {}) {
    const { code, signal } = await this.run(name, command, args, opts);
    if (code !== 0) {
      throw new Error(`${name} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`);
    }
  }

  #signal(entry, signal) {
    try {
      if (entry.detached) process.kill(-entry.pid, signal);
      else entry.child.kill(signal);
      return true;
    } catch {
      return false; // already gone
    }
  }

  #groupAlive(entry) {
    if (!entry.detached) return !entry.done;
    try {
      process.kill(-entry.pid, 0);
      return true;
    } catch (err) {
      return err.code === 'EPERM';
    }
  }

  /** Stop one child (and its process group): its stop signal, then SIGKILL after the grace period. */
  async stop(entry, { signal = entry.stopSignal, timeoutMs = entry.killTimeoutMs } = {}) {
    entry.stopping = true;
    if (entry.done && !this.#groupAlive(entry)) return entry.result;
    this.#signal(entry, signal);
    const deadline = Date.now() + timeoutMs;
    while ((!entry.done || this.#groupAlive(entry)) && Date.now() < deadline) await sleep(100);
    if (!entry.done || this.#groupAlive(entry)) {
      this.log.warn(`${entry.name} did not stop within ${timeoutMs / 1000}s: SIGKILL`);
      this.#signal(entry, 'SIGKILL');
      const killDeadline = Date.now() + 5000;
      while ((!entry.done || this.#groupAlive(entry)) && Date.now() < killDeadline)
        await sleep(100);
    }
    return entry.result;
  }

  #unexpected(entry) {
    const { code, signal } = entry.result;
    if (this.#unexpectedExitHandler) {
      this.#unexpectedExitHandler(entry, code, signal);
      return;
    }
    this.log.error(
      `${entry.name} exited unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping everything`,
    );
    void this.shutdown(1);
  }

  /**
   * Stop all children (in parallel), then the started services (last registered first), then
   * exit with `code` (unless exit is false). Idempotent: later calls get the same promise.
   */
  shutdown(code = 0, { exit = true } = {}) {
    if (this.#shutdownPromise) return this.#shutdownPromise;
    this.#shutdownPromise = (async () => {
      const children = [...this.#children].reverse();
      if (children.length) this.log(`stopping ${children.map((c) => c.name).join(', ')}…`);
      await Promise.all(children.map((entry) => this.stop(entry)));
      await this.stopServices();
      if (exit) {
        process.exitCode = code;
        process.exit(code);
      }
      return code;
    })();
    return this.#shutdownPromise;
  }

  /** Stop the registered services that this run started (last first). */
  async stopServices() {
    for (const service of [...this.#services].reverse()) {
      if (service.stopped) continue;
      service.stopped = true;
      try {
        this.log(`stopping ${service.name}…`);
        await service.handle.stop();
      } catch (err) {
        this.log.error(`could not stop ${service.name}: ${err.message}`);
      }
    }
  }

  /** Last-resort synchronous cleanup (process 'exit'): signal everything still running. */
  #exitSync() {
    for (const entry of this.#children) {
      if (!entry.done) this.#signal(entry, 'SIGTERM');
    }
    for (const service of this.#services) {
      if (service.stopped) continue;
      service.stopped = true;
      try {
        service.handle.stopSync?.();
      } catch {
        // nothing more we can do while exiting
      }
    }
  }

  /**
   * SIGINT / SIGTERM / SIGHUP → orderly shutdown with `signalExitCode`; a second one (at least
   * 500 ms later) kills the children at once and signals the services to stop.
   * Uncaught errors shut down with exit code 1; process exit signals whatever is left.
   */
  installSignalHandlers() {
    let lastSignalAt = 0;
    const onSignal = (signal) => {
      // One Ctrl-C under npm arrives twice (from the terminal and forwarded by npm): signals
      // closer than 500 ms count once.
      const now = Date.now();
      if (now - lastSignalAt < 500) return;
      lastSignalAt = now;
      this.#signalCount += 1;
      if (this.#signalCount === 1) {
        this.interrupted = signal;
        this.log(`${signal} received: stopping (Ctrl-C again to force)…`);
        void this.shutdown(this.signalExitCode, { exit: this.exitOnSignal });
      } else {
        this.log.warn('forced stop');
        for (const entry of this.#children) this.#signal(entry, 'SIGKILL');
        this.#exitSync();
        process.exit(130);
      }
    };
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
    process.on('exit', () => this.#exitSync());
    // A closed terminal (SIGHUP) makes every write fail with EIO/EPIPE: ignore those, or logging
    // the error would fail again, forever.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
    const onFatal = (err) => {
      if (['EIO', 'EPIPE'].includes(err?.code)) return;
      this.log.error(`unexpected error: ${err?.stack ?? err}`);
      void this.shutdown(1);
    };
    process.on('uncaughtException', onFatal);
    process.on('unhandledRejection', onFatal);
    return this;
  }
}
