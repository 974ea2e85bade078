#!/usr/bin/env node
// `npm run migrate`: apply pending migrations to the app database (px_taller on the embedded
// cluster of `npm start`, or DATABASE_URL). Builds the server first when it is stale; starts the
// embedded PostgreSQL when it is not running and stops it again afterwards.
import {
  DIST,
  appEnv,
  buildIfStale,
  ensureDependencies,
  provisionApp,
  runCli,
} from './lib/app.mjs';
import { ProcessManager } from './lib/processes.mjs';
import { createLogger } from './lib/util.mjs';

const log = createLogger('px');
const pm = new ProcessManager({ log, signalExitCode: 130 }).installSignalHandlers();

async function main() {
  await ensureDependencies(pm);
  await buildIfStale(pm, ['server']);
  const { databaseUrl } = await provisionApp(pm, { redis: false });
  await runCli(
    pm,
    'migrate',
    DIST.migrate,
    process.argv.slice(2),
    appEnv({
      databaseUrl,
      nodeEnv: process.env.NODE_ENV || 'production',
    }),
  );
}

main().then(
  () => pm.shutdown(0),
  async (err) => {
    if (pm.shuttingDown) return;
    log.error(err.message);
    await pm.shutdown(1);
  },
);
