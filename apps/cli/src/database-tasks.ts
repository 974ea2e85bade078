import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type CatalogueSyncReport, syncAccessCatalogue } from '@px/access';
import { ADMIN_ROLE_NAMES } from '@px/contracts';
import { PasswordHasher, passwordProblem } from '@px/identity';
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
  logins: { email: string; role: string; kioskPin: string }[];
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
    logins: DEMO_STAFF.map((person) => ({
      email: person.email,
      role: person.role,
      kioskPin: person.kioskPin,
    })),
    password: process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
  };
}

export type FirstAdministratorResult =
  { created: true; email: string } | { created: false; reason: string };

/**
 * The first administrator of a real installation (production has no demo users): created from
 * ADMIN_EMAIL and ADMIN_PASSWORD when the workshop has no active administrator yet, with the
 * password policy of every account; nothing when one exists (a restart, a second run).
 */
export async function createFirstAdministrator(
  config: DbConfig,
  account: { email: string; password: string },
): Promise<FirstAdministratorResult> {
  const email = account.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error('ADMIN_EMAIL must be an e-mail address');
  const problem = passwordProblem(account.password);
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  const passwordHash = await new PasswordHasher().hash(account.password);
  return withOrm(config, (orm) =>
    (orm.em.fork() as EntityManager).transactional(async (tx) => {
      const [existing] = await runSql<{ email: string }>(
        tx,
        `select u.email from app_user u join user_role ur on ur.user_id = u.id
           join role r on r.id = ur.role_id
          where u.active and lower(r.name) = any ($1::text[]) limit 1`,
        [`{${ADMIN_ROLE_NAMES.join(',')}}`],
      );
      if (existing) return { created: false, reason: `${existing.email} already administers it` };
      const [user] = await runSql<{ id: string }>(
        tx,
        `insert into app_user (email, password_hash, first_name, last_name)
         values ($1, $2, 'Administrador', 'del taller')
         on conflict ((lower(email))) do update set password_hash = excluded.password_hash,
                                                   active = true
         returning id`,
        [email, passwordHash],
      );
      await runSql(
        tx,
        `insert into user_role (user_id, role_id)
         select $1, id from role where name = 'administrador' on conflict do nothing`,
        [user.id],
      );
      return { created: true, email };
    }),
  );
}
