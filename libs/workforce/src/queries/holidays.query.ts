import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type HolidayCalendarView } from '@px/contracts';
import { ValidationError } from '@px/platform';
import { holidayYearErrors } from '../domain/calendar-settings';
import { regionErrors, spanishRegions } from '../domain/holiday-calendar';
import { localDate } from '../domain/local-day';
import { WorkCalendarReader } from './work-calendar-reader';

/**
 * The holidays of a year: Spain's, a community's (the workshop's setting when none is asked) and
 * the town's entered by hand, each with its scope.
 */
export class GetHolidaysQuery extends Query<HolidayCalendarView> {
  constructor(
    readonly year: number | null,
    readonly region: string | null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetHolidaysQuery)
export class GetHolidaysHandler implements IQueryHandler<GetHolidaysQuery, HolidayCalendarView> {
  constructor(private readonly reader: WorkCalendarReader) {}

  async execute({ year: askedYear, region: askedRegion, now }: GetHolidaysQuery) {
    const year = askedYear ?? Number(localDate(now).slice(0, 4));
    const asked = askedRegion?.trim().toUpperCase() || null;
    const errors = [...holidayYearErrors(year), ...(asked ? regionErrors(asked, 'region') : [])];
    if (errors.length) throw new ValidationError(errors);
    const region = asked ?? (await this.reader.settings()).holidayRegion;
    const holidays = await this.reader.holidays(`${year}-01-01`, `${year}-12-31`, region);
    return {
      year,
      region,
      region_name: spanishRegions().find((r) => r.code === region)?.name ?? region,
      holidays: holidays.map(({ date, name, scope }) => ({ date, name, scope })),
    };
  }
}
