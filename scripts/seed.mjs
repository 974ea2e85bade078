#!/usr/bin/env node
// `npm run seed [-- flags]`: run the seeder against the app database (px_taller on the embedded
// cluster of `npm start`, or DATABASE_URL). Flags are passed through; default `--demo`.
// Builds the server first when it is stale; starts the embedded PostgreSQL when it is not running
// and stops it again afterwards. Redis is provisioned too (the seeder may enqueue work).
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
  const { databaseUrl, redisUrl } = await provisionApp(pm, { redis: true });
  const args = process.argv.slice(2);
  await runCli(
    pm,
    'seed',
    DIST.seed,
    args.length ? args : ['--demo'],
    appEnv({
      databaseUrl,
      redisUrl,
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
