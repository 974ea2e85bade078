import { type AbsencePeriod, type AbsenceRequest } from './absence-rules';
import { type LocalDate, datesBetween } from './local-day';
import { type WorkSchedule, plannedMinutes } from './work-schedule';
import { type Refusal } from './workforce-refusal';

/**
 * Days of absence counted as working days: a day counts when the employee's schedule plans time on
 * it and it is not a holiday (a fortnight in August over a 15 August holiday costs 10 days, not 11);
 * a half day counts 0.5. Vacation is a yearly allowance of such days.
 */

/** The usual allowance: 22 working days (30 calendar days) a year, unless the contract says more. */
export const DEFAULT_VACATION_DAYS = 22;

export interface VacationBalance {
  year: number;
  entitled: number;
  /** Working days of approved vacation in the year. */
  approved: number;
  /** Working days of vacation waiting for a decision in the year. */
  pending: number;
  /** entitled − approved − pending: pending requests reserve their days, so two cannot spend the same ones. */
  remaining: number;
}

/**
 * Working days of `period` (only those from `from` to `to`, when given: a request over New Year
 * spends days of two years).
 */
export function absenceWorkingDays(
  period: AbsencePeriod,
  schedules: readonly WorkSchedule[],
  holidays: readonly { date: LocalDate }[],
  within: { from: LocalDate; to: LocalDate } | null = null,
): number {
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  const from = within && within.from > period.startDate ? within.from : period.startDate;
  const to = within && within.to < period.endDate ? within.to : period.endDate;
  const workingDays = datesBetween(from, to).filter(
    (date) => !holidayDates.has(date) && plannedMinutes(schedules, date) > 0,
  ).length;
  return period.halfDay ? workingDays * 0.5 : workingDays;
}

function yearBounds(year: number): { from: LocalDate; to: LocalDate } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/**
 * The vacation account of `year` from the employee's requests (`excludeId`: a request to leave out,
 * the one being decided, so it is not counted against itself).
 */
export function vacationBalance(
  year: number,
  requests: readonly AbsenceRequest[],
  schedules: readonly WorkSchedule[],
  holidays: readonly { date: LocalDate }[],
  entitled: number = DEFAULT_VACATION_DAYS,
  excludeId: string | null = null,
): VacationBalance {
  const spent = (status: 'approved' | 'pending') =>
    requests
      .filter((r) => r.kind === 'vacation' && r.status === status)
      .filter((r) => excludeId === null || r.id !== excludeId)
      .reduce((sum, r) => sum + absenceWorkingDays(r, schedules, holidays, yearBounds(year)), 0);
  const approved = spent('approved');
  const pending = spent('pending');
  return { year, entitled, approved, pending, remaining: entitled - approved - pending };
}

/** 2.5 → '2,5', as Spanish writes it. */
function spanishNumber(value: number): string {
  return String(value).replace('.', ',');
}

function workingDaysText(days: number): string {
  return `${spanishNumber(days)} ${days === 1 ? 'día laborable' : 'días laborables'}`;
}

/**
 * A vacation request asking more working days than remain in a year it touches (checked per year:
 * December's days spend that year's allowance, January's the next). Other kinds spend no balance.
 * `entitledOf` gives each year's allowance.
 */
export function vacationBalanceRefusal(
  request: AbsenceRequest,
  others: readonly AbsenceRequest[],
  schedules: readonly WorkSchedule[],
  holidays: readonly { date: LocalDate }[],
  entitledOf: (year: number) => number = () => DEFAULT_VACATION_DAYS,
): Refusal<'vacation_exceeded'> | null {
  if (request.kind !== 'vacation') return null;
  const firstYear = Number(request.startDate.slice(0, 4));
  const lastYear = Number(request.endDate.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year++) {
    const asked = absenceWorkingDays(request, schedules, holidays, yearBounds(year));
    const balance = vacationBalance(
      year,
      others,
      schedules,
      holidays,
      entitledOf(year),
      request.id,
    );
    if (asked > balance.remaining) {
      const left = Math.max(balance.remaining, 0);
      return {
        code: 'vacation_exceeded',
        message:
          `No quedan días de vacaciones suficientes en ${year}: la solicitud ocupa ` +
          `${workingDaysText(asked)} y ${left === 1 ? 'queda' : 'quedan'} ${spanishNumber(left)}.`,
        details: { year, requested: asked, remaining: balance.remaining },
      };
    }
  }
  return null;
}
