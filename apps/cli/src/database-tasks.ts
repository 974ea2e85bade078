import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type CatalogueSyncReport, syncAccessCatalogue } from '@px/access';
import {
  DEFAULT_DEMO_PASSWORD,
  DEMO_SEEDERS,
  DEMO_STAFF,
  MANIFESTS,
  ORM_PARTS,
} from '@px/composition';
import {
  type AppConfig,
  accessCatalogueOf,
  createOrmOptions,
  ensureDatabaseExists,
  runSql,
} from '@px/platform';

type DbConfig = Pick<AppConfig, 'databaseUrl' | 'databasePoolMax' | 'nodeEnv'>;

async function withOrm<T>(config: DbConfig, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init(createOrmOptions({ ...config, databasePoolMax: 2 }, ORM_PARTS));
  try {
    return await work(orm);
  } finally {
    await orm.close(true);
  }
}

export interface MigrateResult {
  applied: string[];
  catalogue: CatalogueSyncReport;
}

/**
 * Creates the database if needed, applies every pending migration, then brings the reference data
 * (modules, permissions, system roles, pages) up to the code's catalogue.
 */
export async function migrateDatabase(config: DbConfig): Promise<MigrateResult> {
  await ensureDatabaseExists(config.databaseUrl);
  return withOrm(config, async (orm) => {
    const applied = (await orm.getMigrator().up()).map((migration) => migration.name);
    const em = orm.em.fork() as EntityManager;
    const catalogue = await em.transactional((tx) =>
      syncAccessCatalogue(tx, accessCatalogueOf(MANIFESTS)),
    );
    return { applied, catalogue };
  });
}

export interface SeedResult {
  seeded: boolean;
  reason?: string;
  workshop?: { name: string; nif: string; registryNumber: string };
  logins: { email: string; role: string }[];
  password: string;
}

/** Seeds the demo workshop and, as later modules add them, its demo data. */
export async function seedDemo(
  config: DbConfig,
  options: { ifEmpty: boolean },
): Promise<SeedResult> {
  return withOrm(config, async (orm) => {
    if (options.ifEmpty && (await workshopOf(orm))) {
      return { seeded: false, reason: 'the database already holds a workshop', ...demoLogins() };
    }
    await orm.getSeeder().seed(...DEMO_SEEDERS);
    const workshop = await workshopOf(orm);
    return {
      seeded: true,
      workshop: workshop && {
        name: workshop.name,
        nif: workshop.nif,
        registryNumber: workshop.registry_number,
      },
      ...demoLogins(),
    };
  });
}

/** The workshop the database holds, if any (the CLI runs outside Nest, so it asks in SQL). */
async function workshopOf(
  orm: MikroORM,
): Promise<{ name: string; nif: string; registry_number: string } | undefined> {
  const [workshop] = await runSql<{ name: string; nif: string; registry_number: string }>(
    orm.em.fork(),
    'select name, nif, registry_number from workshop order by created_at limit 1',
  );
  return workshop;
}

function demoLogins(): Pick<SeedResult, 'logins' | 'password'> {
  return {
    logins: DEMO_STAFF.map((person) => ({ email: person.email, role: person.role })),
    password: process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
  };
}
