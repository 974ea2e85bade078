import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type ClockCorrectionView, type TimesheetEmployee } from '@px/contracts';
import { GetUserNamesQuery } from '@px/identity';
import { NotFoundError, SqlClient } from '@px/platform';
import { type EntryJobTime } from '../domain/timesheet-history';
import { CORRECTION_COLUMNS, type CorrectionRow, correctionView } from './clock-correction-view';

export const EMPLOYEE_NOT_FOUND = 'El empleado no existe.';

const EMPLOYEE_COLUMNS = `id, code, trim(first_name || ' ' || last_name) as full_name, nif, active`;

/**
 * What the registro de jornada reads besides the entries (ClockEntriesReader): the corrections of
 * a set of entries with their authors named, the job clock time inside them, and the employees.
 */
@Injectable()
export class TimesheetReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  /** The employee (404 when there is none). */
  async employee(id: string): Promise<TimesheetEmployee> {
    const row = await this.sql.one<TimesheetEmployee>(
      `select ${EMPLOYEE_COLUMNS} from employee where id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
    return row;
  }

  /**
   * Whose register a month of the whole workshop lists: the active employees and anyone with an
   * entry starting in [from, to) (someone who left mid-month), by name.
   */
  async employeesOf(from: Date, to: Date): Promise<TimesheetEmployee[]> {
    return this.sql.query<TimesheetEmployee>(
      `select ${EMPLOYEE_COLUMNS} from employee m
        where m.active
           or exists (select 1 from clock_entry e
                       where e.employee_id = m.id and e.clock_in >= $1 and e.clock_in < $2)
        order by lower(first_name), lower(last_name), code`,
      [from, to],
    );
  }

  /** Every employee, by name (the timesheet editor's picker). */
  allEmployees(): Promise<TimesheetEmployee[]> {
    return this.sql.query<TimesheetEmployee>(
      `select ${EMPLOYEE_COLUMNS} from employee order by active desc, lower(first_name),
              lower(last_name), code`,
    );
  }

  /**
   * The corrections of these entries, oldest first. An author without an employee record (the
   * office) is named by their user account, so the worker always sees who changed their record.
   */
  async corrections(entryIds: readonly string[]): Promise<ClockCorrectionView[]> {
    if (!entryIds.length) return [];
    const rows = await this.sql.query<CorrectionRow>(
      `select ${CORRECTION_COLUMNS}
         from clock_correction c join employee m on m.id = c.employee_id
        where c.clock_entry_id = any ($1::uuid[])
        order by c.created_at, c.id`,
      [entryIds],
    );
    const unnamed = [
      ...new Set(rows.filter((row) => !row.author_name).map((row) => row.author_user_id)),
    ];
    const users = unnamed.length ? await this.queries.execute(new GetUserNamesQuery(unnamed)) : [];
    const names = new Map(users.map((user) => [user.id, user.full_name]));
    return rows.map((row) =>
      correctionView({
        ...row,
        author_name: row.author_name ?? names.get(row.author_user_id) ?? null,
      }),
    );
  }

  /** The job clock time inside these entries per line (a running one up to `now`). */
  async jobTimes(entryIds: readonly string[], now: Date): Promise<EntryJobTime[]> {
    if (!entryIds.length) return [];
    const rows = await this.sql.query<EntryJobTime & { ms: string }>(
      `select clock_entry_id, work_order_id, work_order_line_id,
              round(sum(greatest(extract(epoch from
                (coalesce(stopped_at, $2::timestamptz) - started_at)), 0)) * 1000)::bigint as ms
         from job_clock
        where clock_entry_id = any ($1::uuid[])
        group by clock_entry_id, work_order_id, work_order_line_id`,
      [entryIds, now],
    );
    return rows.map((row) => ({ ...row, ms: Number(row.ms) }));
  }
}
