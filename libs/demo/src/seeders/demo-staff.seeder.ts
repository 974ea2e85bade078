import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { PasswordHasher } from '@px/identity';
import { type Trade, hashKioskPin, kioskPinBucket } from '@px/workforce';
import { runSql } from '@px/platform';

/**
 * The demo workshop's staff: one login per DOMAIN.md role, each also an employee with a kiosk PIN
 * (730 and their number: E004's is 7304).
 */
export const DEMO_STAFF: {
  email: string;
  role: string;
  firstName: string;
  lastName: string;
  code: string;
  /** The PIN they punch with at the kiosk (/time-clock?kiosk=1). */
  kioskPin: string;
  trade: Trade;
  hourlyCostCents: number;
}[] = [
  {
    email: 'admin@taller.test',
    role: 'administrador',
    firstName: 'Laura',
    lastName: 'Martín Ortega',
    code: 'E001',
    kioskPin: '7301',
    trade: 'manager',
    hourlyCostCents: 3200,
  },
  {
    email: 'jefe@taller.test',
    role: 'jefe_taller',
    firstName: 'Javier',
    lastName: 'Ruiz Castillo',
    code: 'E002',
    kioskPin: '7302',
    trade: 'manager',
    hourlyCostCents: 2900,
  },
  {
    email: 'recepcion@taller.test',
    role: 'recepcion',
    firstName: 'Marta',
    lastName: 'Sánchez Gil',
    code: 'E003',
    kioskPin: '7303',
    trade: 'reception',
    hourlyCostCents: 1900,
  },
  {
    email: 'mecanico1@taller.test',
    role: 'mecanico',
    firstName: 'Carlos',
    lastName: 'López Navarro',
    code: 'E004',
    kioskPin: '7304',
    trade: 'mechanic',
    hourlyCostCents: 2200,
  },
  {
    email: 'mecanico2@taller.test',
    role: 'mecanico',
    firstName: 'Sergio',
    lastName: 'Fernández Rubio',
    code: 'E005',
    kioskPin: '7305',
    trade: 'electrician',
    hourlyCostCents: 2300,
  },
  {
    email: 'mecanico3@taller.test',
    role: 'mecanico',
    firstName: 'Pablo',
    lastName: 'Moreno Díaz',
    code: 'E006',
    kioskPin: '7306',
    trade: 'bodywork',
    hourlyCostCents: 2100,
  },
  {
    email: 'mecanico4@taller.test',
    role: 'mecanico',
    firstName: 'Andrés',
    lastName: 'Jiménez Torres',
    code: 'E007',
    kioskPin: '7307',
    trade: 'mechanic',
    hourlyCostCents: 2000,
  },
  {
    email: 'recambios@taller.test',
    role: 'recambios',
    firstName: 'Raúl',
    lastName: 'Domínguez Vega',
    code: 'E008',
    kioskPin: '7308',
    trade: 'parts',
    hourlyCostCents: 1800,
  },
  {
    email: 'oficina@taller.test',
    role: 'administracion',
    firstName: 'Elena',
    lastName: 'Romero Prieto',
    code: 'E009',
    kioskPin: '7309',
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
        `insert into employee (code, first_name, last_name, trade, hourly_cost_cents, user_id,
                               kiosk_pin_hash, kiosk_pin_bucket)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          person.code,
          person.firstName,
          person.lastName,
          person.trade,
          person.hourlyCostCents,
          user.id,
          await hashKioskPin(person.kioskPin),
          kioskPinBucket(person.kioskPin),
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
