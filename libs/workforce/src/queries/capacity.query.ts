import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  type CapacityDayStatus,
  type CapacityDayView,
  type CapacityView,
  type HolidayView,
} from '@px/contracts';
import { NotFoundError, ValidationError } from '@px/platform';
import { type DayCapacity, type EmployeeCapacity, employeeCapacity } from '../domain/capacity';
import { capacityRange } from '../domain/capacity-range';
import { EMPLOYEE_NOT_FOUND } from '../domain/employee-refusals';
import { type LocalDate, datesBetween } from '../domain/local-day';
import { type ScheduleActor } from '../domain/schedule-access';
import { type ApprovedAbsence, CapacityAbsencesReader } from './capacity-absences-reader';
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

/** How a day reads in the planning grid (a holiday first, then the schedule, then absences). */
function dayStatus(day: DayCapacity): CapacityDayStatus {
  if (day.holiday) return 'holiday';
  if (day.plannedMinutes === 0) return 'day_off';
  if (day.absentMinutes >= day.plannedMinutes) return 'absence';
  return day.absentMinutes > 0 ? 'half_absence' : 'work';
}

function dayView(
  day: DayCapacity,
  holiday: HolidayView | undefined,
  absences: readonly ApprovedAbsence[],
): CapacityDayView {
  const status = dayStatus(day);
  const away = status === 'absence' || status === 'half_absence';
  const absence = away
    ? absences.find((a) => a.startDate <= day.date && day.date <= a.endDate)
    : undefined;
  return {
    date: day.date,
    planned_minutes: day.plannedMinutes,
    absent_minutes: day.absentMinutes,
    available_minutes: day.availableMinutes,
    status,
    holiday_name: holiday?.name ?? null,
    absence_kind: absence?.kind ?? null,
    half_day: status === 'half_absence' ? (absence?.halfDay ?? null) : null,
  };
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
    const absencesOf = new Map<string, ApprovedAbsence[]>();
    for (const absence of absences) {
      absencesOf.set(absence.employeeId, [...(absencesOf.get(absence.employeeId) ?? []), absence]);
    }

    // Most of a workshop shares a timetable: an employee away on no day gets the capacity computed
    // for the first with the same periods (the DST-correct day arithmetic is the cost).
    const shared = new Map<string, EmployeeCapacity>();
    const perEmployee = employees.map((employee): EmployeeCapacity => {
      const own = absencesOf.get(employee.id) ?? [];
      const input = {
        employeeId: employee.id,
        schedules: employee.schedules,
        absences: own.map((absence) => ({ ...absence, status: 'approved' as const })),
      };
      if (own.length) return employeeCapacity(input, holidays, from, to);
      const key = JSON.stringify(employee.schedules);
      let capacity = shared.get(key);
      if (!capacity) shared.set(key, (capacity = employeeCapacity(input, holidays, from, to)));
      return { ...capacity, employeeId: employee.id };
    });
    const holidayOn = new Map<LocalDate, HolidayView>(
      holidays.map(({ date, name, scope }) => [date, { date, name, scope }]),
    );

    const dates = datesBetween(from, to);
    const sum = (pick: (capacity: EmployeeCapacity) => number) =>
      perEmployee.reduce((total, capacity) => total + pick(capacity), 0);
    return {
      from,
      to,
      days: dates.map((date, index) => ({
        date,
        holiday: holidayOn.get(date) ?? null,
        planned_minutes: sum((capacity) => capacity.days[index].plannedMinutes),
        available_minutes: sum((capacity) => capacity.days[index].availableMinutes),
      })),
      employees: perEmployee.map((capacity, index) => {
        const employee = employees[index];
        const own = absencesOf.get(employee.id) ?? [];
        return {
          employee_id: employee.id,
          full_name: employee.fullName,
          code: employee.code,
          position: employee.position,
          planned_minutes: capacity.plannedMinutes,
          available_minutes: capacity.availableMinutes,
          days: capacity.days.map((day) => dayView(day, holidayOn.get(day.date), own)),
        };
      }),
      planned_minutes: sum((capacity) => capacity.plannedMinutes),
      available_minutes: sum((capacity) => capacity.availableMinutes),
    };
  }
}
