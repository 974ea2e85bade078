import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { PasswordHasher } from '@px/identity';
import { type Trade } from '@px/workforce';
import { runSql } from '@px/platform';

/** The demo workshop's staff: one login per DOMAIN.md role, each also an employee. */
export const DEMO_STAFF: {
  email: string;
  role: string;
  firstName: string;
  lastName: string;
  code: string;
  trade: Trade;
  hourlyCostCents: number;
}[] = [
  {
    email: 'admin@taller.test',
    role: 'administrador',
    firstName: 'Laura',
    lastName: 'Martín Ortega',
    code: 'E001',
    trade: 'manager',
    hourlyCostCents: 3200,
  },
  {
    email: 'jefe@taller.test',
    role: 'jefe_taller',
    firstName: 'Javier',
    lastName: 'Ruiz Castillo',
    code: 'E002',
    trade: 'manager',
    hourlyCostCents: 2900,
  },
  {
    email: 'recepcion@taller.test',
    role: 'recepcion',
    firstName: 'Marta',
    lastName: 'Sánchez Gil',
    code: 'E003',
    trade: 'reception',
    hourlyCostCents: 1900,
  },
  {
    email: 'mecanico1@taller.test',
    role: 'mecanico',
    firstName: 'Carlos',
    lastName: 'López Navarro',
    code: 'E004',
    trade: 'mechanic',
    hourlyCostCents: 2200,
  },
  {
    email: 'mecanico2@taller.test',
    role: 'mecanico',
    firstName: 'Sergio',
    lastName: 'Fernández Rubio',
    code: 'E005',
    trade: 'electrician',
    hourlyCostCents: 2300,
  },
  {
    email: 'mecanico3@taller.test',
    role: 'mecanico',
    firstName: 'Pablo',
    lastName: 'Moreno Díaz',
    code: 'E006',
    trade: 'bodywork',
    hourlyCostCents: 2100,
  },
  {
    email: 'mecanico4@taller.test',
    role: 'mecanico',
    firstName: 'Andrés',
    lastName: 'Jiménez Torres',
    code: 'E007',
    trade: 'mechanic',
    hourlyCostCents: 2000,
  },
  {
    email: 'recambios@taller.test',
    role: 'recambios',
    firstName: 'Raúl',
    lastName: 'Domínguez Vega',
    code: 'E008',
    trade: 'parts',
    hourlyCostCents: 1800,
  },
  {
    email: 'oficina@taller.test',
    role: 'administracion',
    firstName: 'Elena',
    lastName: 'Romero Prieto',
    code: 'E009',
    trade: 'office',
    hourlyCostCents: 1900,
  },
];

export const DEFAULT_DEMO_PASSWORD = 'Demo-Taller-2026';

export class DemoStaffSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const password = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
    const passwordHash = await new PasswordHasher().hash(password);
    for (const person of DEMO_STAFF) {
      const [existing] = await runSql<{ id: string }>(
        em,
        'select id from app_user where lower(email) = $1',
        [person.email],
      );
      if (existing) continue;
      // Plain SQL, like the rest of the demo data: it writes across modules as a fixture does.
      const [user] = await runSql<{ id: string }>(
        em,
        `insert into app_user (email, password_hash, first_name, last_name)
         values ($1, $2, $3, $4) returning id`,
        [person.email, passwordHash, person.firstName, person.lastName],
      );
      await runSql(
        em,
        `insert into employee (code, first_name, last_name, trade, hourly_cost_cents, user_id)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          person.code,
          person.firstName,
          person.lastName,
          person.trade,
          person.hourlyCostCents,
          user.id,
        ],
        'run',
      );
      await runSql(
        em,
        'insert into user_role (user_id, role_id) select $1, id from role where lower(name) = $2 on conflict do nothing',
        [user.id, person.role],
        'run',
      );
    }
  }
}
