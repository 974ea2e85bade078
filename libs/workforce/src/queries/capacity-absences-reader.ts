import { Injectable } from '@nestjs/common';
import { SqlClient } from '@px/platform';
import { type HalfDay } from '../domain/absence-rules';
import { type LocalDate } from '../domain/local-day';

/** An approved absence as capacity reads it. */
export interface ApprovedAbsence {
  employeeId: string;
  kind: string;
  startDate: LocalDate;
  endDate: LocalDate;
  halfDay: HalfDay | null;
}

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
    // TODO(absences): read the `absence` table (id, employee_id, kind, start_date, end_date,
    // half_day 'morning'|'afternoon'|null, status) once it lands, in one statement:
    //   select employee_id, kind, to_char(start_date, 'YYYY-MM-DD') as start_date,
    //          to_char(end_date, 'YYYY-MM-DD') as end_date, half_day
    //     from absence
    //    where status = 'approved' and employee_id = any ($1::uuid[])
    //      and start_date <= $3::date and end_date >= $2::date
    // mapped to ApprovedAbsence. Until then nobody is away.
    void this.sql;
    return [];
  }
}
