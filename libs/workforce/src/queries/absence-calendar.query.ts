import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AbsenceCalendarView } from '@px/contracts';
import { ValidationError } from '@px/platform';
import { type AbsenceActor, absenceReadScope } from '../domain/absence-access';
import { absenceMonthErrors, monthBounds } from '../domain/absence-calendar';
import { AbsencesReader } from './absences-reader';
import { scopeRefusalError } from './absence-scope';
import { WorkCalendarReader } from './work-calendar-reader';

/**
 * A month of the team's calendar (GET /api/absences/calendar): who is away on which days (pending
 * and approved requests; everyone's for a manager, one's own for a worker) and the holidays.
 */
export class GetAbsenceCalendarQuery extends Query<AbsenceCalendarView> {
  constructor(
    readonly actor: AbsenceActor,
    /** 'YYYY-MM'. */
    readonly month: string,
  ) {
    super();
  }
}

@QueryHandler(GetAbsenceCalendarQuery)
export class GetAbsenceCalendarHandler implements IQueryHandler<
  GetAbsenceCalendarQuery,
  AbsenceCalendarView
> {
  constructor(
    private readonly reader: AbsencesReader,
    private readonly calendars: WorkCalendarReader,
  ) {}

  async execute({ actor, month }: GetAbsenceCalendarQuery): Promise<AbsenceCalendarView> {
    const errors = absenceMonthErrors(month);
    if (errors.length) throw new ValidationError(errors);
    const scope = absenceReadScope(actor, null);
    if (!scope.allowed) throw scopeRefusalError(scope);
    const { from, to } = monthBounds(month);
    const [absences, calendar] = await Promise.all([
      this.reader.holding(scope.employeeId, from, to),
      this.calendars.calendar([], from, to),
    ]);
    return {
      month,
      from,
      to,
      scope: scope.employeeId === null ? 'team' : 'own',
      holidays: calendar.holidays.map(({ date, name, scope: holidayScope }) => ({
        date,
        name,
        scope: holidayScope,
      })),
      absences,
    };
  }
}
