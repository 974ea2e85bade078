import {
  type CapacityDayStatus,
  type CapacityDayView,
  type CapacityView,
  type EmployeePosition,
  type HolidayView,
} from '@px/contracts';
import { type HalfDay } from './absence-rules';
import {
  type DayCapacity,
  type EmployeeCapacity,
  type ScheduledDay,
  capacityOfDays,
  scheduledDays,
} from './capacity';
import { type Holiday } from './holiday-calendar';
import { type LocalDate, datesBetween } from './local-day';
import { type WorkSchedule } from './work-schedule';

/** An employee as the capacity question reads them: who, and the schedule periods in range. */
export interface CapacityEmployee {
  id: string;
  code: string;
  fullName: string;
  position: EmployeePosition;
  schedules: WorkSchedule[];
}

/** An approved absence touching the range (pending ones never reduce capacity). */
export interface ApprovedAbsence {
  employeeId: string;
  kind: string;
  startDate: LocalDate;
  endDate: LocalDate;
  halfDay: HalfDay | null;
}

export interface CapacityViewInput {
  from: LocalDate;
  to: LocalDate;
  employees: readonly CapacityEmployee[];
  holidays: readonly Holiday[];
  absences: readonly ApprovedAbsence[];
}

/**
 * A key equal for two timetables that plan the same on every date from `from` to `to`: the
 * periods touching the range, oldest first, their ends clipped to it and the starts before it
 * replaced by their order (which of them is in force on a date depends only on that order).
 */
function timetableKey(schedules: readonly WorkSchedule[], from: LocalDate, to: LocalDate): string {
  const touching = schedules
    .filter((s) => s.validFrom <= to && (s.validTo === null || s.validTo >= from))
    .sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  return JSON.stringify(
    touching.map((s, order) => [
      s.validFrom < from ? order : s.validFrom,
      s.validTo === null || s.validTo > to ? null : s.validTo,
      s.days,
      s.seasons ?? [],
    ]),
  );
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

/**
 * The capacity answer (/personal-planning, appointments, workload): per employee and day what the
 * schedule plans less holidays and approved absences, and the team's per day and in total.
 */
export function capacityView({
  from,
  to,
  employees,
  holidays,
  absences,
}: CapacityViewInput): CapacityView {
  const absencesOf = new Map<string, ApprovedAbsence[]>();
  for (const absence of absences) {
    absencesOf.set(absence.employeeId, [...(absencesOf.get(absence.employeeId) ?? []), absence]);
  }

  // Most of a workshop shares a timetable, and the DST-correct day arithmetic is the cost: the
  // planned days are computed once per timetable as it plans the range's dates (two people hired
  // on different dates with the same hours share them).
  const dates = datesBetween(from, to);
  const scheduled = new Map<string, ScheduledDay[]>();
  const perEmployee = employees.map((employee): EmployeeCapacity => {
    const key = timetableKey(employee.schedules, from, to);
    let days = scheduled.get(key);
    if (!days) scheduled.set(key, (days = scheduledDays(employee.schedules, holidays, from, to)));
    const own = (absencesOf.get(employee.id) ?? []).map((absence) => ({
      ...absence,
      status: 'approved' as const,
    }));
    return capacityOfDays(employee.id, days, own);
  });
  const holidayOn = new Map<LocalDate, HolidayView>(
    holidays.map(({ date, name, scope }) => [date, { date, name, scope }]),
  );

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
