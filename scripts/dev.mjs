#!/usr/bin/env node
// `npm run dev`: the development loop.
//   - provisions PostgreSQL + Redis like `npm start` (same .data/postgres cluster and database)
//   - builds the server once if stale, migrates, seeds the demo workshop when the database is empty
//   - tsc --watch + tsc-alias --watch recompile dist/ on every change
//   - after tsc's first compile: `node --watch` api and worker (NODE_ENV=development), restarted
//     whenever their compiled files change
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

  const { databaseUrl, redisUrl } = await provisionApp(pm, { redis: true });
  const env = appEnv({ databaseUrl, redisUrl, nodeEnv: 'development' });
  await runCli(pm, 'migrate', DIST.migrate, [], env);
  await runCli(pm, 'seed', DIST.seed, ['--demo', '--if-empty'], env, { prefix: true });

  let firstCompile;
  const compiled = new Promise((resolve) => {
    firstCompile = resolve;
  });
  pm.spawn('tsc', bin('tsc'), ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    onLine: (line) => {
      if (/Watching for file changes/.test(stripAnsi(line))) firstCompile();
    },
  });
  pm.spawn('alias', bin('tsc-alias'), ['-p', 'tsconfig.build.json', '--watch']);
  await compiled;

  const watch = ['--watch', '--enable-source-maps'];
  const api = pm.spawn('api', process.execPath, [...watch, DIST.api], {
    env: { ...env, PORT: String(port) },
  });
  pm.spawn('worker', process.execPath, [...watch, DIST.worker], {
    env: { ...env, WORKER_HEALTH_PORT: String(workerHealthPort) },
  });

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
    isAlive: () => !api.done,
  }).catch((err) => log.warn(`API not healthy yet: ${err.message}`));
  await Promise.race([viteReady, new Promise((resolve) => setTimeout(resolve, 60_000))]);

  console.log(
    [
      '',
      color.bold(color.green(`PX Taller (dev): ${viteUrl ?? '(Vite did not report its URL yet)'}`)),
      `  API         http://localhost:${port}/api (health: /api/health)`,
      `  worker      http://localhost:${workerHealthPort}/health`,
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
