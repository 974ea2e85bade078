import { Injectable } from '@nestjs/common';
import { type ClockEntryView, type ClockSource } from '@px/contracts';
import { ConflictError, ForbiddenError, SqlClient } from '@px/platform';
import { type ClockActor, type ClockReadScope, clockReadScope } from '../domain/clock-access';
import { entryTotals } from '../domain/clock-periods';
import { type AttendanceEntry } from '../domain/worked-time';

interface EntryRow {
  id: string;
  employee_id: string;
  employee_name: string;
  clock_in: Date;
  clock_out: Date | null;
  source: ClockSource;
  auto_closed: boolean;
  auto_closed_at: Date | null;
  review: 'confirmed' | 'corrected' | null;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  correction_count: number;
  breaks: { id: string; start_at: string; end_at: string | null }[];
}

/** An entry as read: its view (without totals yet) and the same times as Dates for the rules. */
export interface ReadEntry {
  row: EntryRow;
  attendance: AttendanceEntry;
}

const ENTRY_COLUMNS = `e.id, e.employee_id, trim(m.first_name || ' ' || m.last_name) as employee_name,
       e.clock_in, e.clock_out, e.source, e.auto_closed, e.auto_closed_at, e.review,
       e.reviewed_at, e.reviewed_by,
       (select count(*)::int from clock_correction c where c.clock_entry_id = e.id) as correction_count,
       coalesce((select json_agg(json_build_object('id', b.id, 'start_at', b.start_at,
                                                   'end_at', b.end_at) order by b.start_at)
                   from clock_break b where b.clock_entry_id = e.id), '[]'::json) as breaks`;

/** The time clock's entries with their breaks and correction counts (the workforce tables only). */
@Injectable()
export class ClockEntriesReader {
  constructor(private readonly sql: SqlClient) {}

  /**
   * The entries of one employee (or everyone's, null) that touch [from, to): started before `to`
   * and not ended by `from` (a running entry touches every later instant). Oldest first.
   */
  async touching(employeeId: string | null, from: Date, to: Date): Promise<ReadEntry[]> {
    const rows = employeeId
      ? await this.sql.query<EntryRow>(
          `select ${ENTRY_COLUMNS}
             from clock_entry e join employee m on m.id = e.employee_id
            where e.employee_id = $1 and e.clock_in < $3
              and (e.clock_out is null or e.clock_out > $2)
            order by e.clock_in, e.id`,
          [employeeId, from, to],
        )
      : await this.sql.query<EntryRow>(
          `select ${ENTRY_COLUMNS}
             from clock_entry e join employee m on m.id = e.employee_id
            where e.clock_in < $2 and (e.clock_out is null or e.clock_out > $1)
            order by e.clock_in, e.employee_id, e.id`,
          [from, to],
        );
    return rows.map(readEntry);
  }

  /**
   * The entries of one employee (or everyone's, null) that start in [from, to): the lines of a
   * registro de jornada, where a jornada belongs to the day it starts. By clock-in, then employee.
   */
  async startingIn(employeeId: string | null, from: Date, to: Date): Promise<ReadEntry[]> {
    const rows = await this.sql.query<EntryRow>(
      `select ${ENTRY_COLUMNS}
         from clock_entry e join employee m on m.id = e.employee_id
        where ($1::uuid is null or e.employee_id = $1::uuid)
          and e.clock_in >= $2 and e.clock_in < $3
        order by e.clock_in, e.employee_id, e.id`,
      [employeeId, from, to],
    );
    return rows.map(readEntry);
  }

  /** One entry by id, or null. */
  async byId(id: string): Promise<ReadEntry | null> {
    const [row] = await this.sql.query<EntryRow>(
      `select ${ENTRY_COLUMNS}
         from clock_entry e join employee m on m.id = e.employee_id
        where e.id = $1`,
      [id],
    );
    return row ? readEntry(row) : null;
  }

  /** The employee's latest entry (the last clock-out is its end: entries never overlap). */
  async latest(employeeId: string): Promise<ReadEntry | null> {
    const [row] = await this.sql.query<EntryRow>(
      `select ${ENTRY_COLUMNS}
         from clock_entry e join employee m on m.id = e.employee_id
        where e.employee_id = $1
        order by e.clock_in desc limit 1`,
      [employeeId],
    );
    return row ? readEntry(row) : null;
  }
}

function readEntry(row: EntryRow): ReadEntry {
  return {
    row,
    attendance: {
      clockIn: new Date(row.clock_in),
      clockOut: row.clock_out ? new Date(row.clock_out) : null,
      breaks: row.breaks.map((pause) => ({
        start: new Date(pause.start_at),
        end: pause.end_at ? new Date(pause.end_at) : null,
      })),
    },
  };
}

/** The entry as the API answers it, its totals measured up to `now`. */
export function entryView({ row, attendance }: ReadEntry, now: Date): ClockEntryView {
  const totals = entryTotals(attendance, attendance.breaks, now);
  return {
    id: row.id,
    employee_id: row.employee_id,
    employee_name: row.employee_name,
    clock_in: attendance.clockIn.toISOString(),
    clock_out: attendance.clockOut ? attendance.clockOut.toISOString() : null,
    source: row.source,
    auto_closed: row.auto_closed,
    auto_closed_at: row.auto_closed_at ? new Date(row.auto_closed_at).toISOString() : null,
    review:
      row.review && row.reviewed_at && row.reviewed_by
        ? {
            review: row.review,
            reviewed_at: new Date(row.reviewed_at).toISOString(),
            reviewed_by: row.reviewed_by,
          }
        : null,
    corrected: row.correction_count > 0,
    correction_count: row.correction_count,
    breaks: row.breaks.map((pause, index) => ({
      id: pause.id,
      start_at: attendance.breaks[index].start.toISOString(),
      end_at: attendance.breaks[index].end?.toISOString() ?? null,
    })),
    break_ms: totals.breakMs,
    worked_ms: totals.workedMs,
  };
}

/**
 * Whose records `actor` reads when asking for `requestedEmployeeId` (clockReadScope): one
 * employee's id, or null for everyone's; a 403 for someone else's records without
 * timeclock.entries.read, a 409 `no_employee` for one's own without an employee record.
 */
export function readableEmployee(
  actor: ClockActor,
  requestedEmployeeId: string | null | undefined,
  scopeOf: (
    actor: ClockActor,
    requestedEmployeeId: string | null | undefined,
  ) => ClockReadScope = clockReadScope,
): string | null {
  const scope = scopeOf(actor, requestedEmployeeId);
  if (scope.allowed) return scope.employeeId;
  if (scope.status === 403) throw new ForbiddenError(scope.message);
  throw new ConflictError(scope.refusal.message, { code: scope.refusal.code });
}
