import { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_SEEDERS, ORM_PARTS } from '@px/composition';
import { type AppConfig, createOrmOptions, ensureDatabaseExists } from '@px/platform';
import { Workshop } from '@px/system';

type DbConfig = Pick<AppConfig, 'databaseUrl' | 'databasePoolMax' | 'nodeEnv'>;

async function withOrm<T>(config: DbConfig, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init(createOrmOptions({ ...config, databasePoolMax: 2 }, ORM_PARTS));
  try {
    return await work(orm);
  } finally {
    await orm.close(true);
  }
}

/** Creates the database if needed and applies every pending migration; returns their names. */
export async function migrateDatabase(config: DbConfig): Promise<string[]> {
  await ensureDatabaseExists(config.databaseUrl);
  return withOrm(config, async (orm) => {
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  });
}

export interface SeedResult {
  seeded: boolean;
  reason?: string;
  workshop?: { name: string; nif: string; registryNumber: string };
}

/** Seeds the demo workshop and, as later modules add them, its demo data. */
export async function seedDemo(
  config: DbConfig,
  options: { ifEmpty: boolean },
): Promise<SeedResult> {
  return withOrm(config, async (orm) => {
    const em = orm.em.fork();
    if (options.ifEmpty && (await em.count(Workshop, {})) > 0) {
      return { seeded: false, reason: 'the database already holds a workshop' };
    }
    await orm.getSeeder().seed(...DEMO_SEEDERS);
    const [workshop] = await orm.em.fork().find(Workshop, {}, { limit: 1 });
    return {
      seeded: true,
      workshop: { name: workshop.name, nif: workshop.nif, registryNumber: workshop.registryNumber },
    };
  });
}
