import { type AbsencePeriod, type AbsenceStatus } from './absence-rules';
import { type LocalDate, datesBetween } from './local-day';
import { type WorkSchedule, plannedMinutes } from './work-schedule';

/**
 * The workshop's capacity: the minutes each employee can work on each local day, which the planner
 * fills with work orders. It is what the schedule plans, less holidays (the whole day) and approved
 * absences (the whole day, or half of the day's planned minutes for a half day). Pending absences do
 * not reduce it: they may still be rejected.
 *
 * Units: whole minutes (integers), so totals add up exactly; hours are the display's business.
 * A half day removes half the planned minutes rounded up (485 planned → 243 off, 242 available):
 * capacity is never overstated by a rounding.
 */

export interface CapacityAbsence extends AbsencePeriod {
  status: AbsenceStatus;
}

export interface EmployeeCapacityInput {
  employeeId: string;
  schedules: readonly WorkSchedule[];
  absences: readonly CapacityAbsence[];
}

export interface DayCapacity {
  date: LocalDate;
  plannedMinutes: number;
  holiday: boolean;
  /** Planned minutes lost to approved absences (0 on a holiday: the holiday took them). */
  absentMinutes: number;
  availableMinutes: number;
}

export interface EmployeeCapacity {
  employeeId: string;
  days: DayCapacity[];
  plannedMinutes: number;
  availableMinutes: number;
}

export interface DateCapacity {
  date: LocalDate;
  availableMinutes: number;
}

export interface TeamCapacity {
  employees: EmployeeCapacity[];
  days: DateCapacity[];
  availableMinutes: number;
}

/** Minutes the approved absences take from a day with `planned` minutes. */
function absentMinutes(
  date: LocalDate,
  planned: number,
  absences: readonly CapacityAbsence[],
): number {
  const today = absences.filter(
    (absence) =>
      absence.status === 'approved' && absence.startDate <= date && date <= absence.endDate,
  );
  if (today.some((absence) => !absence.halfDay)) return planned;
  const halves = new Set(today.map((absence) => absence.halfDay));
  if (halves.size >= 2) return planned; // the morning and the afternoon: the whole day
  return halves.size === 1 ? Math.ceil(planned / 2) : 0;
}

/** A day's planned minutes before absences: what the schedule plans, and whether it is a holiday. */
export interface ScheduledDay {
  date: LocalDate;
  plannedMinutes: number;
  holiday: boolean;
}

/** What `schedules` plan on each date from `from` to `to` (both included), holidays marked. */
export function scheduledDays(
  schedules: readonly WorkSchedule[],
  holidays: readonly { date: LocalDate }[],
  from: LocalDate,
  to: LocalDate,
): ScheduledDay[] {
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  return datesBetween(from, to).map((date) => ({
    date,
    plannedMinutes: Math.round(plannedMinutes(schedules, date)),
    holiday: holidayDates.has(date),
  }));
}

/** An employee's capacity from the days their schedule plans, less their approved absences. */
export function capacityOfDays(
  employeeId: string,
  scheduled: readonly ScheduledDay[],
  absences: readonly CapacityAbsence[],
): EmployeeCapacity {
  const days = scheduled.map(({ date, plannedMinutes: planned, holiday }): DayCapacity => {
    const absent = holiday ? 0 : absentMinutes(date, planned, absences);
    return {
      date,
      plannedMinutes: planned,
      holiday,
      absentMinutes: absent,
      availableMinutes: holiday ? 0 : planned - absent,
    };
  });
  return {
    employeeId,
    days,
    plannedMinutes: days.reduce((sum, day) => sum + day.plannedMinutes, 0),
    availableMinutes: days.reduce((sum, day) => sum + day.availableMinutes, 0),
  };
}

/** One employee's capacity on each date from `from` to `to` (both included). */
export function employeeCapacity(
  employee: EmployeeCapacityInput,
  holidays: readonly { date: LocalDate }[],
  from: LocalDate,
  to: LocalDate,
): EmployeeCapacity {
  return capacityOfDays(
    employee.employeeId,
    scheduledDays(employee.schedules, holidays, from, to),
    employee.absences,
  );
}

/** The team's capacity: per employee, per date (all employees together) and in total. */
export function teamCapacity(
  employees: readonly EmployeeCapacityInput[],
  holidays: readonly { date: LocalDate }[],
  from: LocalDate,
  to: LocalDate,
): TeamCapacity {
  const perEmployee = employees.map((employee) => employeeCapacity(employee, holidays, from, to));
  const days = datesBetween(from, to).map((date, index) => ({
    date,
    availableMinutes: perEmployee.reduce((sum, e) => sum + e.days[index].availableMinutes, 0),
  }));
  return {
    employees: perEmployee,
    days,
    availableMinutes: perEmployee.reduce((sum, e) => sum + e.availableMinutes, 0),
  };
}
