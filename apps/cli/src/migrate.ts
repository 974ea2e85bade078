import 'reflect-metadata';
import { createRootLogger, exitOnFatal, loadProcessConfig } from '@px/platform';
import { migrateDatabase } from './database-tasks';

/** `npm run migrate`: create DATABASE_URL's database if missing and apply pending migrations. */
async function main(): Promise<void> {
  const config = loadProcessConfig('migrate');
  const logger = createRootLogger(config.logLevel, 'migrate');
  const applied = await migrateDatabase(config);
  logger.info(
    { applied },
    applied.length ? `Applied ${applied.length} migration(s)` : 'Database schema is up to date',
  );
}

main().then(() => process.exit(0), exitOnFatal('migrate'));
