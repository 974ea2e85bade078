import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { MODULE_SETTINGS } from '@px/composition';
import { PinoNestLogger, bootProcess, exitOnFatal, installGracefulShutdown } from '@px/platform';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  const { config, logger } = await bootProcess('worker', MODULE_SETTINGS);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger), {
    logger: false,
  });
  app.useLogger(new PinoNestLogger(logger));
  // close(): stop the relay timer (waiting for its pass), close BullMQ workers (waiting for active
  // jobs), close the health port and the database, in Nest's hook order.
  installGracefulShutdown(app, logger, config.shutdownTimeoutMs);
  await app.init();
  logger.info({ healthPort: config.workerHealthPort }, 'PX Taller worker started');
}

main().catch(exitOnFatal('worker'));
