import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type VacationBalanceView } from '@px/contracts';
import { NotFoundError } from '@px/platform';
import { type AbsenceActor, absenceEmployeeScope } from '../domain/absence-access';
import { vacationBalance } from '../domain/absence-balance';
import { absenceSchedules, usesDefaultSchedule, yearBounds } from '../domain/absence-calendar';
import { EMPLOYEE_NOT_FOUND } from '../domain/employee-refusals';
import { AbsencesReader } from './absences-reader';
import { scopeRefusalError } from './absence-scope';
import { WorkCalendarReader } from './work-calendar-reader';

/**
 * An employee's vacation account of a year (GET /api/absences/balance): the days they are entitled
 * to (their contract's, or the workshop's), the working days approved and pending, and what
 * remains. Working days follow the employee's schedules and the holidays; a day without a schedule
 * counts as Monday–Friday (absence-calendar.ts).
 */
export class GetVacationBalanceQuery extends Query<VacationBalanceView> {
  constructor(
    readonly actor: AbsenceActor,
    /** Null: the caller's own. */
    readonly requestedEmployeeId: string | null,
    readonly year: number,
  ) {
    super();
  }
}

@QueryHandler(GetVacationBalanceQuery)
export class GetVacationBalanceHandler implements IQueryHandler<
  GetVacationBalanceQuery,
  VacationBalanceView
> {
  constructor(
    private readonly reader: AbsencesReader,
    private readonly calendars: WorkCalendarReader,
  ) {}

  async execute({
    actor,
    requestedEmployeeId,
    year,
  }: GetVacationBalanceQuery): Promise<VacationBalanceView> {
    const scope = absenceEmployeeScope(actor, requestedEmployeeId);
    if (!scope.allowed) throw scopeRefusalError(scope);
    const employee = await this.reader.employee(scope.employeeId);
    if (!employee) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
    const { from, to } = yearBounds(year);
    const [requests, calendar] = await Promise.all([
      this.reader.vacation(employee.id, from, to),
      this.calendars.calendar([employee.id], from, to),
    ]);
    const own = calendar.schedules.get(employee.id);
    const balance = vacationBalance(
      year,
      requests,
      absenceSchedules(own),
      calendar.holidays,
      employee.vacationDays ?? calendar.settings.vacationDays,
    );
    return {
      employee_id: employee.id,
      employee_name: employee.name,
      ...balance,
      default_schedule: usesDefaultSchedule(own, from, to),
    };
  }
}
