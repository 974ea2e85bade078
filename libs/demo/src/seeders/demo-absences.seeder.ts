import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { runSql } from '@px/platform';

/** A demo absence, its days counted from this week's Monday. */
interface DemoAbsence {
  email: string;
  kind: 'vacation' | 'sick_leave' | 'personal' | 'paid_leave';
  /** Days from this week's Monday (negative: past). */
  from: number;
  to: number;
  halfDay: 'morning' | 'afternoon' | null;
  status: 'pending' | 'approved';
  reason: string | null;
  /** Recorded by the workshop manager for the employee (a sick leave phoned in). */
  recordedByManager?: boolean;
  comment?: string;
}

const MANAGER_EMAIL = 'jefe@taller.test';

/**
 * A few absences around today so /absence-management and the planning have something to show: a
 * past approved vacation, a sick leave the manager recorded, and two requests waiting for him.
 */
const DEMO_ABSENCES: DemoAbsence[] = [
  {
    email: 'mecanico1@taller.test',
    kind: 'vacation',
    from: -28,
    to: -24,
    halfDay: null,
    status: 'approved',
    reason: 'Semana en el pueblo',
    comment: 'Disfrútalas',
  },
  {
    email: 'mecanico2@taller.test',
    kind: 'sick_leave',
    from: -6,
    to: -5,
    halfDay: null,
    status: 'approved',
    reason: 'Gripe (parte de baja entregado)',
    recordedByManager: true,
  },
  {
    email: 'mecanico3@taller.test',
    kind: 'vacation',
    from: 21,
    to: 25,
    halfDay: null,
    status: 'pending',
    reason: 'Boda de mi hermano',
  },
  {
    email: 'mecanico4@taller.test',
    kind: 'personal',
    from: 9,
    to: 9,
    halfDay: 'morning',
    status: 'pending',
    reason: 'Gestiones en el banco',
  },
];

const MADRID_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** This week's Monday in Madrid, plus `days`, as 'YYYY-MM-DD'. */
function fromThisMonday(days: number, now = new Date()): string {
  const today = Date.parse(`${MADRID_DAY.format(now)}T00:00:00Z`);
  const weekday = (new Date(today).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(today + (days - weekday) * 86_400_000).toISOString().slice(0, 10);
}

interface Person {
  user_id: string;
  employee_id: string;
  name: string;
}

/** Asked two weeks before (never in the future), decided a week before; skipped once any exists. */
export class DemoAbsencesSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [existing] = await runSql(em, 'select 1 from absence limit 1');
    if (existing) return;
    const person = async (email: string) =>
      (
        await runSql<Person>(
          em,
          `select u.id as user_id, e.id as employee_id,
                  trim(e.first_name || ' ' || e.last_name) as name
             from app_user u join employee e on e.user_id = u.id
            where lower(u.email) = $1`,
          [email],
        )
      )[0];
    const manager = await person(MANAGER_EMAIL);
    if (!manager) return;
    for (const absence of DEMO_ABSENCES) {
      const employee = await person(absence.email);
      if (!employee) continue;
      const requester = absence.recordedByManager ? manager : employee;
      const decided = absence.status === 'approved';
      await runSql(
        em,
        `insert into absence (id, employee_id, kind, status, start_date, end_date, half_day, reason,
                              decision_comment, requested_by, requested_by_name, decided_by,
                              decided_by_name, decided_at, created_at, updated_at, version)
         values ($1, $2, $3, $4, $5::date, $6::date, $7, $8, $9, $10, $11, $12, $13,
                 case when $12::uuid is null then null
                      else least(now() - interval '1 day', $5::date - interval '7 days' + time '12:00')
                 end,
                 least(now() - interval '2 days', $5::date - interval '14 days' + time '09:30'),
                 least(now() - interval '1 day', $5::date - interval '7 days' + time '12:00'), $14)`,
        [
          randomUUID(),
          employee.employee_id,
          absence.kind,
          absence.status,
          fromThisMonday(absence.from),
          fromThisMonday(absence.to),
          absence.halfDay,
          absence.reason,
          absence.comment ?? null,
          requester.user_id,
          requester.name,
          decided ? manager.user_id : null,
          decided ? manager.name : null,
          decided ? 2 : 1,
        ],
        'run',
      );
    }
  }
}
