import { Injectable } from '@nestjs/common';
import { SqlClient } from '@px/platform';
import { type HalfDay } from '../domain/absence-rules';
import { type ApprovedAbsence } from '../domain/capacity-view';
import { type LocalDate } from '../domain/local-day';

/**
 * The one place capacity reads absences from. Only approved ones count: a pending request may
 * still be rejected, and capacity is never understated by a maybe.
 */
@Injectable()
export class CapacityAbsencesReader {
  constructor(private readonly sql: SqlClient) {}

  /** The approved absences of `employeeIds` touching the days `from`–`to` (both included). */
  async approvedAbsences(
    employeeIds: readonly string[],
    from: LocalDate,
    to: LocalDate,
  ): Promise<ApprovedAbsence[]> {
    if (!employeeIds.length || from > to) return [];
    const rows = await this.sql.query<{
      employee_id: string;
      kind: string;
      start_date: LocalDate;
      end_date: LocalDate;
      half_day: HalfDay | null;
    }>(
      `select employee_id, kind, to_char(start_date, 'YYYY-MM-DD') as start_date,
              to_char(end_date, 'YYYY-MM-DD') as end_date, half_day
         from absence
        where status = 'approved' and employee_id = any ($1::uuid[])
          and start_date <= $3::date and end_date >= $2::date`,
      [employeeIds, from, to],
    );
    return rows.map((row) => ({
      employeeId: row.employee_id,
      kind: row.kind,
      startDate: row.start_date,
      endDate: row.end_date,
      halfDay: row.half_day,
    }));
  }
}
