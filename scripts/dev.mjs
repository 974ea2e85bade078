#!/usr/bin/env node
// `npm run dev`: the development loop.
//   - provisions PostgreSQL + Redis + the e-mail catcher (maildev) like `npm start` (same
//     .data/postgres cluster and database)
//   - builds the server once if stale, migrates, seeds the demo workshop when the database is empty
//   - tsc --watch recompiles dist/ on every save; after each compile without errors, tsc-alias
//     rewrites the path aliases and api + worker (NODE_ENV=development) are restarted
//   - the Vite dev server for the SPA, proxying the API (PX_API_ORIGIN)
// Ctrl-C stops everything it started.
import {
  DIST,
  appEnv,
  bin,
  buildIfStale,
  ensureDependencies,
  npm,
  provisionApp,
  runCli,
} from './lib/app.mjs';
import { ProcessManager } from './lib/processes.mjs';
import { color, createLogger, isPortFree, waitForHttp } from './lib/util.mjs';

const log = createLogger('px');
const pm = new ProcessManager({
  log,
  signalExitCode: 0,
  killTimeoutMs: 5000,
}).installSignalHandlers();

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

async function main() {
  const port = Number(process.env.PORT || 3000);
  const workerHealthPort = Number(process.env.WORKER_HEALTH_PORT || 3001);
  for (const [name, value] of [
    ['PORT', port],
    ['WORKER_HEALTH_PORT', workerHealthPort],
  ]) {
    if (!(await isPortFree(value))) {
      throw new Error(`port ${value} is already in use (${name}); run with ${name}=<free port>.`);
    }
  }

  await ensureDependencies(pm);
  // One full build first, so that migrate/seed run and the watchers start from a complete dist/.
  await buildIfStale(pm, ['server']);

  const { databaseUrl, redisUrl, smtpUrl, mailWebUrl } = await provisionApp(pm, {
    redis: true,
    mail: true,
  });
  const env = appEnv({ databaseUrl, redisUrl, smtpUrl, nodeEnv: 'development' });
  await runCli(pm, 'migrate', DIST.migrate, [], env);
  await runCli(pm, 'seed', DIST.seed, ['--demo', '--if-empty'], env, { prefix: true });

  // tsc --watch recompiles dist/ on every save. After each compile without errors we rewrite the
  // path aliases (tsc-alias, one pass over dist/, well under a second) and then restart api and
  // worker. Restarting ourselves, instead of `node --watch` + `tsc-alias --watch`, never starts a
  // process on half-written or not-yet-aliased output (which fails with "Cannot find module
  // '@px/…'"), and a compile with errors keeps the last good processes running.
  const apps = {
    api: { script: DIST.api, env: { ...env, PORT: String(port) }, entry: null },
    worker: {
      script: DIST.worker,
      env: { ...env, WORKER_HEALTH_PORT: String(workerHealthPort) },
      entry: null,
    },
  };
  const startApp = (name) => {
    const app = apps[name];
    const entry = pm.spawn(name, process.execPath, ['--enable-source-maps', app.script], {
      env: app.env,
      critical: false, // a crash waits for the next successful compile
    });
    app.entry = entry;
    void entry.exited.then(({ code, signal }) => {
      if (!entry.stopping && !pm.shuttingDown) {
        log.warn(
          `${name} exited (${signal ?? `exit code ${code}`}); it restarts after the next compile`,
        );
      }
    });
  };

  let reloading = null;
  let reloadAgain = false;
  const reload = async (first) => {
    if (reloading) {
      reloadAgain = true;
      return reloading;
    }
    reloading = (async () => {
      do {
        reloadAgain = false;
        await pm.run('alias', bin('tsc-alias'), ['-p', 'tsconfig.build.json'], { prefix: true });
        if (pm.shuttingDown) return;
        if (!first) log('compiled: restarting api and worker…');
        await Promise.all(
          Object.values(apps).map((app) => (app.entry ? pm.stop(app.entry) : undefined)),
        );
        if (pm.shuttingDown) return;
        for (const name of Object.keys(apps)) startApp(name);
        first = false;
      } while (reloadAgain);
    })()
      .catch((err) => {
        if (!pm.shuttingDown) log.error(`restart failed: ${err.message}`);
      })
      .finally(() => {
        reloading = null;
      });
    return reloading;
  };

  let compiledOnce;
  const firstCompile = new Promise((resolve) => {
    compiledOnce = resolve;
  });
  let firstDone = false;
  pm.spawn('tsc', bin('tsc'), ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    onLine: (line) => {
      const match = /Found (\d+) errors?\. Watching for file changes/.exec(stripAnsi(line));
      if (!match) return;
      const errors = Number(match[1]);
      if (!firstDone) {
        firstDone = true;
        if (errors) log.warn(`${errors} compile error(s): starting from the last good build`);
        compiledOnce();
      } else if (errors) {
        log.warn(`${errors} compile error(s): api and worker keep running the last good build`);
      } else {
        void reload(false);
      }
    },
  });
  await firstCompile;
  await reload(true);
  const api = apps.api;

  let viteUrl;
  const viteReady = new Promise((resolve) => {
    const [cmd, args] = npm(['run', 'dev', '-w', 'frontend']);
    pm.spawn('vite', cmd, args, {
      env: { ...process.env, PX_API_ORIGIN: `http://localhost:${port}` },
      onLine: (line) => {
        const match = /Local:\s+(https?:\/\/\S+)/.exec(stripAnsi(line));
        if (match && !viteUrl) {
          viteUrl = match[1];
          resolve();
        }
      },
    });
  });

  // In development the API may be down (a compile error); report, don't give up.
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 120_000, {
    isAlive: () => !api.entry?.done,
  }).catch((err) => log.warn(`API not healthy yet: ${err.message}`));
  await Promise.race([viteReady, new Promise((resolve) => setTimeout(resolve, 60_000))]);

  console.log(
    [
      '',
      color.bold(color.green(`PX Taller (dev): ${viteUrl ?? '(Vite did not report its URL yet)'}`)),
      `  API         http://localhost:${port}/api (health: /api/health)`,
      `  worker      http://localhost:${workerHealthPort}/health`,
      ...(mailWebUrl ? [`  e-mail      Correo de pruebas: ${mailWebUrl}`] : []),
      '  dist/ is recompiled on save; api and worker restart on change; Vite hot-reloads the SPA.',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch(async (err) => {
  if (pm.shuttingDown) return;
  log.error(err.message);
  await pm.shutdown(1);
});
