import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type TimesheetMonthView } from '@px/contracts';
import { SqlClient } from '@px/platform';

/**
 * Every month ever closed, newest first, as it stands now (closed, or reopened and when); or only
 * `month` (an empty list when it was never closed).
 */
export class ListTimesheetMonthsQuery extends Query<TimesheetMonthView[]> {
  constructor(readonly month: string | null = null) {
    super();
  }
}

interface MonthRow {
  month: string;
  closed_at: Date;
  closed_by: string;
  reopened_at: Date | null;
  reopened_by: string | null;
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

@QueryHandler(ListTimesheetMonthsQuery)
export class ListTimesheetMonthsHandler implements IQueryHandler<
  ListTimesheetMonthsQuery,
  TimesheetMonthView[]
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ month }: ListTimesheetMonthsQuery): Promise<TimesheetMonthView[]> {
    // The latest closing of each month: open (reopened_at null) if there is one.
    const rows = await this.sql.query<MonthRow>(
      `select distinct on (month) month, closed_at, closed_by, reopened_at, reopened_by
         from timesheet_month
        where $1::text is null or month = $1::text
        order by month desc, reopened_at desc nulls first, closed_at desc`,
      [month],
    );
    return rows.map((row) => ({
      month: row.month,
      closed: row.reopened_at === null,
      closed_at: iso(row.closed_at),
      closed_by: row.closed_by,
      reopened_at: iso(row.reopened_at),
      reopened_by: row.reopened_by,
    }));
  }
}
