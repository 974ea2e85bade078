import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type HolidayRegionView } from '@px/contracts';
import { spanishRegions } from '../domain/holiday-calendar';

/** The autonomous communities (and Ceuta, Melilla) with a holiday calendar, by Spanish name. */
export class ListHolidayRegionsQuery extends Query<HolidayRegionView[]> {}

@QueryHandler(ListHolidayRegionsQuery)
export class ListHolidayRegionsHandler implements IQueryHandler<
  ListHolidayRegionsQuery,
  HolidayRegionView[]
> {
  execute(): Promise<HolidayRegionView[]> {
    return Promise.resolve(spanishRegions());
  }
}
