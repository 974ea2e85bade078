import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

/** The time clocked onto one line: every worker's job clocks, closed and running. */
export interface LineJobHours {
  line_id: string;
  clocked_ms: number;
  /** How many job clocks run on it now. */
  running: number;
}

/**
 * The time clocked onto each of these work-order lines (a running job clock up to `now`). A line
 * nobody clocked has no row. One statement for a whole order (work-orders' `actual_hours`).
 */
export class GetJobHoursForLinesQuery extends Query<LineJobHours[]> {
  constructor(
    readonly lineIds: readonly string[],
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetJobHoursForLinesQuery)
export class GetJobHoursForLinesHandler implements IQueryHandler<
  GetJobHoursForLinesQuery,
  LineJobHours[]
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ lineIds, now }: GetJobHoursForLinesQuery): Promise<LineJobHours[]> {
    const ids = [...new Set(lineIds)];
    if (!ids.length) return [];
    const rows = await this.sql.query<{ line_id: string; clocked_ms: string; running: number }>(
      `select work_order_line_id as line_id,
              round(sum(greatest(extract(epoch from (coalesce(stopped_at, $2::timestamptz) - started_at)), 0))
                    * 1000)::bigint as clocked_ms,
              count(*) filter (where stopped_at is null)::int as running
         from job_clock
        where work_order_line_id = any ($1::uuid[])
        group by work_order_line_id`,
      [ids, now],
    );
    return rows.map((row) => ({
      line_id: row.line_id,
      clocked_ms: Number(row.clocked_ms),
      running: row.running,
    }));
  }
}
