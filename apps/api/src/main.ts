import 'reflect-metadata';
import { MODULE_SETTINGS } from '@px/composition';
import { bootProcess, exitOnFatal, installGracefulShutdown } from '@px/platform';
import { apiShutdown, createApiApp } from './create-api-app';

async function main(): Promise<void> {
  const { config, logger } = await bootProcess('api', MODULE_SETTINGS);
  const app = await createApiApp(config, logger);
  installGracefulShutdown(apiShutdown(app), logger, config.shutdownTimeoutMs);
  await app.listen(config.port, config.host);
  logger.info(
    { port: config.port, url: `http://localhost:${config.port}` },
    'PX Taller API listening',
  );
}

main().catch(exitOnFatal('api'));
