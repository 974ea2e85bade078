import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type EmployeePosition, type HolidayView } from '@px/contracts';
import { type LocalDate } from '../domain/local-day';
import { type Interval, workingIntervals } from '../domain/working-intervals';
import { CapacityAbsencesReader } from './capacity-absences-reader';
import { WorkCalendarReader } from './work-calendar-reader';

/** An employee's working time on the day asked for. */
export interface EmployeeWorkingHours {
  id: string;
  fullName: string;
  position: EmployeePosition;
  /** Real instants, in order (none: a day off, a holiday or an absence). */
  intervals: Interval[];
}

export interface WorkingHours {
  date: LocalDate;
  holiday: HolidayView | null;
  employees: EmployeeWorkingHours[];
}

/**
 * When each employee works on one local day: their schedule less holidays and approved absences,
 * as real instants (the appointments' slot finder books into them). The active employees of the
 * positions asked for, or one employee (active or not; none when it does not exist).
 */
export class GetWorkingHoursQuery extends Query<WorkingHours> {
  constructor(
    readonly date: LocalDate,
    readonly employeeId: string | null,
    readonly positions: readonly EmployeePosition[] | null = null,
  ) {
    super();
  }
}

@QueryHandler(GetWorkingHoursQuery)
export class GetWorkingHoursHandler implements IQueryHandler<GetWorkingHoursQuery, WorkingHours> {
  constructor(
    private readonly reader: WorkCalendarReader,
    private readonly absences: CapacityAbsencesReader,
  ) {}

  async execute({ date, employeeId, positions }: GetWorkingHoursQuery): Promise<WorkingHours> {
    const [scheduled, { holidays }] = await Promise.all([
      this.reader.scheduledEmployees(employeeId, date, date),
      this.reader.workshopHolidays(date, date),
    ]);
    const employees = scheduled.filter(
      (employee) => employeeId || !positions || positions.includes(employee.position),
    );
    const absences = await this.absences.approvedAbsences(
      employees.map((employee) => employee.id),
      date,
      date,
    );
    const holiday = holidays.find((h) => h.date === date) ?? null;
    return {
      date,
      holiday: holiday ? { date: holiday.date, name: holiday.name, scope: holiday.scope } : null,
      employees: employees.map((employee) => ({
        id: employee.id,
        fullName: employee.fullName,
        position: employee.position,
        intervals: workingIntervals(
          employee.schedules,
          date,
          holiday !== null,
          absences.filter((absence) => absence.employeeId === employee.id),
        ),
      })),
    };
  }
}
