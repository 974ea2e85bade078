import { type MigrationObject, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, UnderscoreNamingStrategy } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { type AppConfig } from '../config';

export interface OrmParts {
  /** The explicit entity list (no globs: see DESIGN §4). */
  entities: NonNullable<Options['entities']>;
  /** Migrations in order, from migrations/index.ts. */
  migrations: MigrationObject[];
}

/** MikroORM options shared by the API, the worker, the CLI and the tests. */
export function createOrmOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'databasePoolMax' | 'nodeEnv'>,
  parts: OrmParts,
  /** libpq `options` for every connection (databaseSessionOptions); none for the CLI. */
  options = '',
): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl: config.databaseUrl,
    entities: parts.entities,
    discovery: { warnWhenNoEntities: false },
    namingStrategy: UnderscoreNamingStrategy,
    forceUtcTimezone: true,
    allowGlobalContext: false,
    pool: { min: 0, max: config.databasePoolMax, idleTimeoutMillis: 30_000 },
    // Fail fast instead of queueing requests forever when the database is gone (→ 503).
    driverOptions: {
      connection: { connectionTimeoutMillis: 5_000, ...(options ? { options } : {}) },
      acquireConnectionTimeout: 10_000,
    },
    debug: false,
    extensions: [Migrator, SeedManager],
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList: parts.migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    seeder: { defaultSeeder: 'DemoSeeder' },
  };
}
