#!/usr/bin/env node
// `npm start`: everything from a fresh clone to a running workshop (DESIGN §3).
//   1. npm install when node_modules is missing or older than package-lock.json
//   2. build what is stale (server: incremental tsc; SPA: vite) — see scripts/lib/app.mjs
//   3. PostgreSQL (DATABASE_URL, or embedded in .data/postgres on port 54329) + database px_taller,
//      Redis (REDIS_URL, 127.0.0.1:6379, or a private redis-server in .data/redis),
//      e-mail (SMTP_URL, or a private maildev on SMTP 1025 / web 1080 that catches every message)
//   4. migrate; seed the demo workshop when the database has none
//   5. api (NODE_ENV=production, serves the SPA) + worker; wait for both health checks; then a
//      short summary (address, demo logins, where data lives) and one readable line per request
// Stays in the foreground. Ctrl-C stops what it started (api, worker, then the databases it
// started) and exits 0; if api or worker dies, the rest is stopped and the exit code is 1.
// Only Node built-ins are imported statically: this file runs before node_modules exists.
import {
  DIST,
  appEnv,
  buildIfStale,
  ensureDependencies,
  provisionApp,
  runCli,
} from './lib/app.mjs';
import { ProcessManager } from './lib/processes.mjs';
import { DATA_DIR, color, createLogger, isPortFree, waitForHttp } from './lib/util.mjs';

const log = createLogger('px');
const pm = new ProcessManager({ log, signalExitCode: 0 }).installSignalHandlers();

async function main() {
  const port = Number(process.env.PORT || 3000);
  const workerHealthPort = Number(process.env.WORKER_HEALTH_PORT || 3001);
  for (const [name, value] of [
    ['PORT', port],
    ['WORKER_HEALTH_PORT', workerHealthPort],
  ]) {
    if (!(await isPortFree(value))) {
      throw new Error(
        `port ${value} is already in use (${name}). Stop what uses it, or run with ${name}=<free port>.`,
      );
    }
  }

  await ensureDependencies(pm);
  await buildIfStale(pm, ['server', 'web']);

  const { databaseUrl, redisUrl, smtpUrl, mailWebUrl } = await provisionApp(pm, {
    redis: true,
    mail: true,
  });
  const env = appEnv({
    databaseUrl,
    redisUrl,
    smtpUrl,
    nodeEnv: 'production',
    extra: {
      // Links in e-mails lead to this API unless the operator says where customers reach it.
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
      // A person reads this terminal: one line per request, not JSON (LOG_LEVEL=warn: quiet).
      LOG_FORMAT: process.env.LOG_FORMAT || 'pretty',
    },
  });

  log('migrating…');
  await runCli(pm, 'migrate', DIST.migrate, [], env);
  const seedLines = [];
  log('seeding the demo workshop if the database is empty…');
  await runCli(pm, 'seed', DIST.seed, ['--demo', '--if-empty'], env, {
    prefix: true,
    onLine: (line) => seedLines.push(line),
  });

  const api = pm.spawn('api', process.execPath, ['--enable-source-maps', DIST.api], {
    env: { ...env, PORT: String(port) },
  });
  const worker = pm.spawn('worker', process.execPath, ['--enable-source-maps', DIST.worker], {
    env: { ...env, WORKER_HEALTH_PORT: String(workerHealthPort) },
  });
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${port}/api/health`, 120_000, { isAlive: () => !api.done }),
    waitForHttp(`http://127.0.0.1:${workerHealthPort}/health`, 120_000, {
      isAlive: () => !worker.done,
    }),
  ]);

  const url = `http://localhost:${port}`;
  const lines = [
    '',
    color.bold(color.green(`PX Taller is running: ${url}`)),
    `  API health  ${url}/api/health`,
    `  database    ${redactUrl(databaseUrl)}`,
    `  redis       ${redisUrl}`,
    mailWebUrl
      ? `  e-mail      Correo de pruebas: ${mailWebUrl} (every message is caught there, none leaves)`
      : `  e-mail      ${redactUrl(smtpUrl)}`,
  ];
  lines.push(`  data        ${DATA_DIR} (database, uploads, keys: back it up)`);
  if (seedLines.length) lines.push('  seed:', ...seedLines.map((line) => `    ${line}`));
  lines.push(
    '  Press Ctrl-C to stop. One line per request follows (LOG_LEVEL=warn for errors only).',
    '',
  );
  console.log(lines.join('\n'));
}

function redactUrl(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

main().catch(async (err) => {
  if (pm.shuttingDown) return; // Ctrl-C during startup: the shutdown in progress decides
  log.error(err.message);
  await pm.shutdown(1);
});
