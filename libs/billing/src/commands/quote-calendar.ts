import { type QueryBus } from '@nestjs/cqrs';
import { type LocalDate, addDays } from '@px/contracts';
import { GetWorkCalendarQuery } from '@px/workforce';
import { type IsWorkingDay } from '../domain/quote-validity';
import { weekdaysWithout } from '../domain/quote-sending';

/** Far enough ahead for 12 working days whatever the holidays (and a chosen later date). */
const HORIZON_DAYS = 120;

/** The workshop's working days from `today` on (the work calendar's holidays, Monday to Friday). */
export async function workingDaysFrom(queries: QueryBus, today: LocalDate): Promise<IsWorkingDay> {
  const calendar = await queries.execute(
    new GetWorkCalendarQuery([], today, addDays(today, HORIZON_DAYS)),
  );
  return weekdaysWithout(new Set(calendar.holidays.map((holiday) => holiday.date)));
}
