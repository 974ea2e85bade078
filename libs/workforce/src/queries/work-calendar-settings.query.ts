import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type WorkCalendarSettingsView } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { spanishRegions } from '../domain/holiday-calendar';

/** The workshop's calendar settings as the settings form shows them. */
export class GetWorkCalendarSettingsQuery extends Query<WorkCalendarSettingsView> {}

interface SettingsRow {
  holiday_region: string;
  vacation_days: string;
  auto_close_margin_minutes: number;
  updated_at: Date;
}

@QueryHandler(GetWorkCalendarSettingsQuery)
export class GetWorkCalendarSettingsHandler implements IQueryHandler<
  GetWorkCalendarSettingsQuery,
  WorkCalendarSettingsView
> {
  constructor(private readonly sql: SqlClient) {}

  async execute(): Promise<WorkCalendarSettingsView> {
    const [row] = await this.sql.query<SettingsRow>(
      `select holiday_region, vacation_days::text, auto_close_margin_minutes, updated_at
         from workforce_calendar where id = 1`,
    );
    return {
      holiday_region: row.holiday_region,
      holiday_region_name:
        spanishRegions().find((region) => region.code === row.holiday_region)?.name ??
        row.holiday_region,
      vacation_days: Number(row.vacation_days),
      auto_close_margin_minutes: row.auto_close_margin_minutes,
      updated_at: row.updated_at.toISOString(),
    };
  }
}
