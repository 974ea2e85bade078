import 'reflect-metadata';
import { MODULE_SETTINGS } from '@px/composition';
import { createRootLogger, exitOnFatal, loadProcessConfig } from '@px/platform';
import { migrateDatabase } from './database-tasks';

/**
 * `npm run migrate`: create DATABASE_URL's database if missing, apply pending migrations and bring
 * the access catalogue (modules, permissions, system roles, pages) up to date.
 */
async function main(): Promise<void> {
  const config = loadProcessConfig('migrate', MODULE_SETTINGS);
  const logger = createRootLogger(config.logLevel, 'migrate', undefined, config.logFormat);
  const { applied, catalogue } = await migrateDatabase(config);
  // One line a person reads at `npm start`; the migrations' names only when asked for (debug).
  logger.info(
    applied.length ? `Applied ${applied.length} migration(s)` : 'Database schema is up to date',
  );
  if (applied.length) logger.debug({ applied }, 'Migrations applied');
  logger.info({ added: catalogue }, 'Access catalogue in sync');
}

main().then(() => process.exit(0), exitOnFatal('migrate'));
