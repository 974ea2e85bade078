import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { runSql } from '@px/platform';
import { type LocalDate, addDays, holidaysOfYear, localDate, localInstant } from '@px/workforce';
import {
  type DemoEntry,
  type WorkSpan,
  demoDay,
  demoWorkingDays,
  isSummerDay,
  workSpans,
} from './demo-attendance';
import { type DemoRandom, generator } from './demo-random';

/**
 * Six months of the demo staff's registro de jornada (the owner does not clock): every working
 * day's entries and breaks, a few late arrivals, one forgotten clock-out the nightly job closed
 * ("cierre automático", not yet confirmed), two corrections by the workshop manager, and the
 * mechanics' job clocks on the labor lines of the orders they were assigned, in the order the
 * orders came in and never after an order was completed. Days of approved absences are left out.
 * Today is left empty: every demo worker starts the day out. Skipped when the register has rows.
 */
const DAYS_BACK = 183;
const MECHANIC_TRADES = new Set(['mechanic', 'electrician', 'bodywork', 'painter']);

interface StaffRow {
  id: string;
  code: string;
  trade: string;
}

interface AbsenceRow {
  employee_id: string;
  start_date: LocalDate;
  end_date: LocalDate;
  half_day: 'morning' | 'afternoon' | null;
}

interface LaborRow {
  work_order_id: string;
  line_id: string;
  planned_hours: string;
  started_at: Date;
  completed_at: Date | null;
}

interface Correction {
  entry: DemoEntry;
  before: { clock_in: string; clock_out: string };
  reason: string;
}

interface JobClockRow {
  id: string;
  employee_id: string;
  work_order_id: string;
  work_order_line_id: string;
  clock_entry_id: string;
  started_at: string;
  stopped_at: string;
  stop_reason: string;
  source: string;
  stop_source: string;
}

export class DemoTimeClockSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [{ count }] = await runSql<{ count: number }>(
      em,
      'select count(*)::int as count from clock_entry',
    );
    if (count > 0) return;
    const staff = await runSql<StaffRow>(
      em,
      `select e.id, e.code, e.trade from employee e
         join app_user u on u.id = e.user_id
        where e.active and e.code <> 'E001' and u.email like '%@taller.test' order by e.code`,
    );
    if (!staff.length) return;

    const random = generator(20261126);
    const today = localDate(new Date());
    const holidays = await this.holidays(em, today);
    const days = demoWorkingDays(today, DAYS_BACK, holidays);
    const absent = await this.approvedAbsences(em);

    const entries: DemoEntry[] = [];
    const byEmployee = new Map<string, DemoEntry[]>();
    for (const person of staff) {
      const own: DemoEntry[] = [];
      for (const date of days) {
        const day = demoDay(random, person.id, date);
        const off = absent.get(`${person.id}:${date}`);
        if (off === 'day') continue;
        if (off === 'morning') day.shift();
        if (off === 'afternoon' && day.length > 1) day.pop();
        own.push(...day);
      }
      byEmployee.set(person.id, own);
      entries.push(...own);
    }

    const manager = await this.manager(em);
    const corrections = this.corrections(staff, byEmployee, days, today);
    const autoClosed = this.forgottenClockOut(staff, byEmployee, days, today);

    const jobs: JobClockRow[] = [];
    for (const person of staff.filter((row) => MECHANIC_TRADES.has(row.trade))) {
      const labor = await runSql<LaborRow>(
        em,
        `select o.id as work_order_id, l.id as line_id, l.planned_hours::text, o.started_at,
                o.completed_at
           from work_order o join work_order_line l on l.work_order_id = o.id
          where o.assigned_employee_id = $1 and o.started_at is not null and l.type = 'labor'
          order by o.started_at, o.id, l.position`,
        [person.id],
      );
      jobs.push(...this.jobClocks(random, person.id, byEmployee.get(person.id) ?? [], labor));
    }
    // The forgotten clock-out also left the job clock running until the nightly job stopped both.
    if (autoClosed) {
      for (const job of jobs) {
        if (job.clock_entry_id === autoClosed.entry.id && job.stop_reason === 'clock_out') {
          job.stopped_at = autoClosed.entry.clockOut.toISOString();
          job.stop_reason = 'auto';
          job.stop_source = 'auto';
        }
      }
    }

    await this.insertEntries(em, random, entries, autoClosed?.entry.id ?? null);
    await this.insertCorrections(em, corrections, manager);
    await runSql(
      em,
      `insert into job_clock (id, employee_id, work_order_id, work_order_line_id, clock_entry_id,
         started_at, stopped_at, stop_reason, source, stop_source, created_at)
       select id, employee_id, work_order_id, work_order_line_id, clock_entry_id, started_at,
              stopped_at, stop_reason, source, stop_source, started_at
         from jsonb_to_recordset($1::jsonb) as x(id uuid, employee_id uuid, work_order_id uuid,
           work_order_line_id uuid, clock_entry_id uuid, started_at timestamptz,
           stopped_at timestamptz, stop_reason text, source text, stop_source text)`,
      [JSON.stringify(jobs)],
      'run',
    );
  }

  /** The workshop's holidays (its region's and the local ones it entered) over the six months. */
  private async holidays(em: EntityManager, today: LocalDate): Promise<Set<LocalDate>> {
    const [calendar] = await runSql<{ holiday_region: string }>(
      em,
      'select holiday_region from workforce_calendar where id = 1',
    );
    const local = await runSql<{ date: LocalDate; name: string }>(
      em,
      `select to_char(date, 'YYYY-MM-DD') as date, name from local_holiday`,
    );
    const dates = new Set<LocalDate>();
    const first = Number(addDays(today, -DAYS_BACK).slice(0, 4));
    for (let year = first; year <= Number(today.slice(0, 4)); year++) {
      for (const holiday of holidaysOfYear(year, calendar?.holiday_region ?? 'MD', local)) {
        dates.add(holiday.date);
      }
    }
    return dates;
  }

  /** `employee:date` → the part of the day an approved absence takes (when absences exist yet). */
  private async approvedAbsences(
    em: EntityManager,
  ): Promise<Map<string, 'day' | 'morning' | 'afternoon'>> {
    const [{ present }] = await runSql<{ present: boolean }>(
      em,
      `select to_regclass('absence') is not null as present`,
    );
    const off = new Map<string, 'day' | 'morning' | 'afternoon'>();
    if (!present) return off;
    const rows = await runSql<AbsenceRow>(
      em,
      `select employee_id, to_char(start_date, 'YYYY-MM-DD') as start_date,
              to_char(end_date, 'YYYY-MM-DD') as end_date, half_day
         from absence where status = 'approved'`,
    );
    for (const row of rows) {
      for (let date = row.start_date; date <= row.end_date; date = addDays(date, 1)) {
        off.set(`${row.employee_id}:${date}`, row.half_day ?? 'day');
      }
    }
    return off;
  }

  private async manager(
    em: EntityManager,
  ): Promise<{ userId: string; employeeId: string; name: string } | null> {
    const [row] = await runSql<{ user_id: string; id: string; name: string }>(
      em,
      `select e.user_id, e.id, trim(e.first_name || ' ' || e.last_name) as name
         from employee e join app_user u on u.id = e.user_id
        where lower(u.email) = 'jefe@taller.test'`,
    );
    return row ? { userId: row.user_id, employeeId: row.id, name: row.name } : null;
  }

  /**
   * Two corrections a manager made: a mechanic who forgot to clock in one morning (the register
   * said 09:41; he was there at eight), and one who stayed late on an urgent repair after
   * clocking out at six. The entries hold the corrected times; the corrections, what was punched.
   */
  private corrections(
    staff: readonly StaffRow[],
    byEmployee: Map<string, DemoEntry[]>,
    days: readonly LocalDate[],
    today: LocalDate,
  ): Correction[] {
    const corrections: Correction[] = [];
    const dayOf = (entry: DemoEntry) => localDate(entry.clockIn);
    const recent = days.filter((date) => !isSummerDay(date) && date < addDays(today, -14));
    const [first, second] = staff.filter((row) => MECHANIC_TRADES.has(row.trade));
    const morning =
      first && byEmployee.get(first.id)?.find((entry) => dayOf(entry) === recent.at(-6));
    if (morning) {
      corrections.push({
        entry: morning,
        before: {
          clock_in: localInstant(dayOf(morning), 9 * 60 + 41).toISOString(),
          clock_out: morning.clockOut.toISOString(),
        },
        reason:
          'Olvidó fichar la entrada al llegar; el parte de trabajo confirma que empezó a las ocho.',
      });
    }
    const afternoon =
      second &&
      byEmployee
        .get(second.id)
        ?.filter((entry) => dayOf(entry) === recent.at(-12))
        .at(-1);
    if (afternoon && afternoon.breaks.length === 0) {
      const punched = afternoon.clockOut;
      afternoon.clockOut = localInstant(dayOf(afternoon), 19 * 60 + 30);
      corrections.push({
        entry: afternoon,
        before: { clock_in: afternoon.clockIn.toISOString(), clock_out: punched.toISOString() },
        reason:
          'Se quedó hasta las 19:30 terminando una reparación urgente; fichó la salida a las seis por error.',
      });
    }
    return corrections;
  }

  /** A mechanic who left one evening without clocking out: closed at 18:00 + the 2 h margin. */
  private forgottenClockOut(
    staff: readonly StaffRow[],
    byEmployee: Map<string, DemoEntry[]>,
    days: readonly LocalDate[],
    today: LocalDate,
  ): { entry: DemoEntry } | null {
    const mechanics = staff.filter((row) => MECHANIC_TRADES.has(row.trade));
    const worker = mechanics[1] ?? mechanics[0];
    const date = days.filter((day) => !isSummerDay(day) && day <= addDays(today, -3)).at(-1);
    if (!worker || !date) return null;
    const entry = byEmployee
      .get(worker.id)
      ?.filter((item) => localDate(item.clockIn) === date)
      .at(-1);
    if (!entry) return null;
    entry.clockOut = localInstant(date, 20 * 60);
    return { entry };
  }

  /**
   * The mechanic's job clocks: each labor line of their orders, in the order the orders started,
   * takes its planned hours give or take a quarter from the work spans (attendance less breaks)
   * from the order's start on, never past the order's completion. A line that ends mid-span hands
   * over to the next ('switched') or is stopped by hand; one cut by a break or the clock-out
   * continues in the next span.
   */
  private jobClocks(
    random: DemoRandom,
    employeeId: string,
    entries: readonly DemoEntry[],
    labor: readonly LaborRow[],
  ): JobClockRow[] {
    const spans: WorkSpan[] = workSpans([...entries].sort((a, b) => +a.clockIn - +b.clockIn));
    const rows: JobClockRow[] = [];
    let cursor = 0;
    let index = 0;
    labor.forEach((line, position) => {
      const nextIsSameOrder = labor[position + 1]?.work_order_id === line.work_order_id;
      const startedAt = new Date(line.started_at).getTime();
      const until = line.completed_at ? new Date(line.completed_at).getTime() : Infinity;
      let remaining = Number(line.planned_hours) * (0.75 + random.next() * 0.55) * 3_600_000;
      cursor = Math.max(cursor, startedAt);
      while (remaining > 60_000 && index < spans.length) {
        const span = spans[index];
        if (span.end.getTime() <= cursor) {
          index++;
          continue;
        }
        const start = Math.max(span.start.getTime(), cursor);
        if (start >= until) break;
        const end = Math.min(span.end.getTime(), start + remaining, until);
        const endedSpan = end === span.end.getTime();
        remaining -= end - start;
        cursor = end;
        const source = random.next() < 0.6 ? 'kiosk' : 'web';
        rows.push({
          id: randomUUID(),
          employee_id: employeeId,
          work_order_id: line.work_order_id,
          work_order_line_id: line.line_id,
          clock_entry_id: span.entryId,
          started_at: new Date(start).toISOString(),
          stopped_at: new Date(end).toISOString(),
          stop_reason: endedSpan ? span.endsBy : nextIsSameOrder ? 'switched' : 'manual',
          source,
          stop_source: source,
        });
        if (endedSpan) index++;
      }
    });
    return rows;
  }

  private async insertEntries(
    em: EntityManager,
    random: DemoRandom,
    entries: readonly DemoEntry[],
    autoClosedId: string | null,
  ): Promise<void> {
    const rows = entries.map((entry) => {
      const source = random.next() < 0.55 ? 'kiosk' : 'web';
      const auto = entry.id === autoClosedId;
      return {
        id: entry.id,
        employee_id: entry.employeeId,
        clock_in: entry.clockIn.toISOString(),
        clock_out: entry.clockOut.toISOString(),
        source,
        clock_out_source: auto ? 'auto' : source,
        auto_closed: auto,
      };
    });
    await runSql(
      em,
      `insert into clock_entry (id, employee_id, clock_in, clock_out, source, clock_out_source,
         auto_closed, created_at, updated_at)
       select id, employee_id, clock_in, clock_out, source, clock_out_source, auto_closed,
              clock_in, clock_out
         from jsonb_to_recordset($1::jsonb) as x(id uuid, employee_id uuid, clock_in timestamptz,
           clock_out timestamptz, source text, clock_out_source text, auto_closed boolean)`,
      [JSON.stringify(rows)],
      'run',
    );
    const breaks = entries.flatMap((entry) =>
      entry.breaks.map((pause) => ({
        id: pause.id,
        clock_entry_id: entry.id,
        start_at: pause.start.toISOString(),
        end_at: pause.end.toISOString(),
      })),
    );
    await runSql(
      em,
      `insert into clock_break (id, clock_entry_id, start_at, end_at, source, end_source, created_at)
       select id, clock_entry_id, start_at, end_at, 'web', 'web', start_at
         from jsonb_to_recordset($1::jsonb) as x(id uuid, clock_entry_id uuid,
           start_at timestamptz, end_at timestamptz)`,
      [JSON.stringify(breaks)],
      'run',
    );
  }

  private async insertCorrections(
    em: EntityManager,
    corrections: readonly Correction[],
    manager: { userId: string; employeeId: string; name: string } | null,
  ): Promise<void> {
    if (!manager) return;
    for (const { entry, before, reason } of corrections) {
      // Made the next morning, as a manager reviews yesterday's register.
      const madeAt = new Date(entry.clockOut.getTime() + 15 * 3_600_000);
      await runSql(
        em,
        `insert into clock_correction (id, clock_entry_id, employee_id, before, after, reason,
           author_user_id, author_employee_id, author_name, created_at)
         values ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10)`,
        [
          randomUUID(),
          entry.id,
          entry.employeeId,
          JSON.stringify(before),
          JSON.stringify({
            clock_in: entry.clockIn.toISOString(),
            clock_out: entry.clockOut.toISOString(),
          }),
          reason,
          manager.userId,
          manager.employeeId,
          manager.name,
          madeAt.toISOString(),
        ],
        'run',
      );
    }
  }
}
