import { Injectable } from '@nestjs/common';
import { type TimeClockJob } from '@px/contracts';
import { SqlClient } from '@px/platform';

/** The job clocks (the workforce's job_clock table only). */
@Injectable()
export class JobClocksReader {
  constructor(private readonly sql: SqlClient) {}

  /** The worker's running job clock, or null. */
  async running(employeeId: string): Promise<TimeClockJob | null> {
    const row = await this.sql.one<{
      id: string;
      work_order_id: string;
      work_order_line_id: string;
      started_at: Date;
    }>(
      `select id, work_order_id, work_order_line_id, started_at
         from job_clock where employee_id = $1 and stopped_at is null`,
      [employeeId],
    );
    if (!row) return null;
    return {
      id: row.id,
      work_order_id: row.work_order_id,
      work_order_line_id: row.work_order_line_id,
      started_at: new Date(row.started_at).toISOString(),
    };
  }
}
