import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type CapacityView } from '@px/contracts';
import { NotFoundError, ValidationError } from '@px/platform';
import { capacityRange } from '../domain/capacity-range';
import { EMPLOYEE_NOT_FOUND } from '../domain/employee-refusals';
import { capacityView } from '../domain/capacity-view';
import { type ScheduleActor } from '../domain/schedule-access';
import { CapacityAbsencesReader } from './capacity-absences-reader';
import { readableSchedule } from './schedule-scope';
import { WorkCalendarReader } from './work-calendar-reader';

/**
 * The workshop's capacity from one day to another (both included; this week without dates, at
 * most 92 days): per employee and day the minutes the schedule plans, less holidays and approved
 * absences, and the team's per day. Every active employee, or the one asked for. Appointments and
 * workload prediction ask it with no actor (everything); the API passes the caller, who reads
 * only their own unless they hold schedules.read.
 */
export class GetCapacityQuery extends Query<CapacityView> {
  constructor(
    /** 'YYYY-MM-DD' (Madrid) or null. */
    readonly from: string | null,
    readonly to: string | null,
    readonly employeeId: string | null = null,
    readonly actor: ScheduleActor | null = null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetCapacityQuery)
export class GetCapacityHandler implements IQueryHandler<GetCapacityQuery, CapacityView> {
  constructor(
    private readonly reader: WorkCalendarReader,
    private readonly absences: CapacityAbsencesReader,
  ) {}

  async execute(query: GetCapacityQuery): Promise<CapacityView> {
    const range = capacityRange({ from: query.from, to: query.to }, query.now);
    if (!range.ok) throw new ValidationError(range.errors);
    const { from, to } = range;
    const employeeId = readableSchedule(query.actor, query.employeeId);

    const [employees, { holidays }] = await Promise.all([
      this.reader.scheduledEmployees(employeeId, from, to),
      this.reader.workshopHolidays(from, to),
    ]);
    if (employeeId && employees.length === 0) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
    const absences = await this.absences.approvedAbsences(
      employees.map((employee) => employee.id),
      from,
      to,
    );
    return capacityView({ from, to, employees, holidays, absences });
  }
}
