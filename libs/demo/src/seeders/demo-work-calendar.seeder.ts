import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { runSql } from '@px/platform';
import { DEMO_STAFF } from './demo-staff.seeder';

const MORNING = { start: '08:00', end: '13:00' };
const AFTERNOON = { start: '15:00', end: '18:00' };
const WEEKDAYS = ['1', '2', '3', '4', '5'];

/** L–V 08:00–13:00 / 15:00–18:00: the split day of most Spanish workshops (40 h a week). */
export const DEMO_WEEK = Object.fromEntries(WEEKDAYS.map((day) => [day, [MORNING, AFTERNOON]]));

/** July and August, L–V 08:00–15:00 (35 h a week). */
export const DEMO_SUMMER = {
  name: 'Jornada intensiva de verano',
  from: '07-01',
  to: '08-31',
  days: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: '08:00', end: '15:00' }]])),
};

/** Madrid city's two fiestas (the region's calendar does not have them). */
const MADRID_CITY_HOLIDAYS = [
  { monthDay: '05-15', name: 'San Isidro' },
  { monthDay: '11-09', name: 'Nuestra Señora de la Almudena' },
];

/**
 * The demo staff's schedules, from the start of last year (the demo's clock records reach back
 * months), and this year's local holidays of Madrid city. Idempotent: an employee who already has
 * a schedule and a date that already has a local holiday are left as they are.
 */
export class DemoWorkCalendarSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const year = new Date().getFullYear();
    await runSql(
      em,
      `insert into work_schedule (id, employee_id, valid_from, days, seasons)
       select gen_random_uuid(), e.id, $2::date, $3::jsonb, $4::jsonb
         from employee e
        where e.code in ($1)
          and not exists (select 1 from work_schedule s where s.employee_id = e.id)`,
      [
        DEMO_STAFF.map((person) => person.code),
        `${year - 1}-01-01`,
        JSON.stringify(DEMO_WEEK),
        JSON.stringify([DEMO_SUMMER]),
      ],
      'run',
    );
    for (const holiday of MADRID_CITY_HOLIDAYS) {
      await runSql(
        em,
        `insert into local_holiday (date, name) values ($1, $2) on conflict (date) do nothing`,
        [`${year}-${holiday.monthDay}`, holiday.name],
        'run',
      );
    }
  }
}
