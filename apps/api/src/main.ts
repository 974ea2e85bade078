import 'reflect-metadata';
import { MODULE_SETTINGS } from '@px/composition';
import { SqlClient, bootProcess, exitOnFatal, installGracefulShutdown } from '@px/platform';
import { apiShutdown, createApiApp } from './create-api-app';
import { demoLoginsStillOpen } from './demo-password-check';

async function main(): Promise<void> {
  const { config, logger } = await bootProcess('api', MODULE_SETTINGS);
  const app = await createApiApp(config, logger);
  const open = await demoLoginsStillOpen(config, app.get(SqlClient));
  if (open.length > 0) {
    logger.fatal(
      { users: open },
      'Refusing to start in production: demo users still sign in with the published demo password. ' +
        'Change their passwords or deactivate them (or set DEMO_MODE=true for a demonstration).',
    );
    await app.close();
    process.exit(78); // EX_CONFIG
  }
  installGracefulShutdown(apiShutdown(app), logger, config.shutdownTimeoutMs);
  await app.listen(config.port, config.host);
  logger.info(
    { port: config.port, url: `http://localhost:${config.port}` },
    'PX Taller API listening',
  );
}

main().catch(exitOnFatal('api'));
