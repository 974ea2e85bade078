import { type ApiFieldError } from '@px/contracts';
import {
  type IsoWeekday,
  type LocalDate,
  isLocalDate,
  isoWeekday,
  localInstant,
} from './local-day';

/**
 * An employee's planned working hours: a weekly pattern of time ranges per ISO weekday, in force
 * between two dates, with optional seasonal variants (summer intensive hours, "jornada intensiva")
 * that repeat every year. An employee has several over time; on a date the one that started latest
 * among those covering it applies, so a new pattern from a date simply overrides the old one.
 */

/** Wall-clock range in Madrid, 'HH:MM' to 'HH:MM' (end '24:00' is midnight; within one day). */
export interface TimeRange {
  start: string;
  end: string;
}

/** Ranges per ISO weekday (1 = Monday … 7 = Sunday); a missing or empty day is a day off. */
export type WeekPattern = Partial<Record<IsoWeekday, readonly TimeRange[]>>;

/**
 * Hours that replace the whole week pattern every year from `from` to `to`, 'MM-DD' both included
 * (it may wrap the new year: 12-15 to 01-15). A weekday it leaves out is a day off in the season.
 */
export interface SeasonalHours {
  name?: string;
  from: string;
  to: string;
  days: WeekPattern;
}

export interface WorkSchedule {
  validFrom: LocalDate;
  /** Last day in force, included; null while it has no end. */
  validTo: LocalDate | null;
  days: WeekPattern;
  seasons?: readonly SeasonalHours[];
}

/** A planned range on a real day, as instants (DST-correct). */
export interface PlannedShift {
  start: Date;
  end: Date;
}

/** More ranges in a day than this is a typing mistake, not a workshop's timetable. */
export const MAX_RANGES_PER_DAY = 4;

export const WEEKDAY_NAMES: Record<IsoWeekday, string> = {
  1: 'lunes',
  2: 'martes',
  3: 'miércoles',
  4: 'jueves',
  5: 'viernes',
  6: 'sábado',
  7: 'domingo',
};

const DAY_MINUTES = 24 * 60;

/** '08:30' → 510; '24:00' → 1440 (only meaningful as an end); null when not 'HH:MM'. */
export function timeToMinutes(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  if (time === '24:00') return DAY_MINUTES;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 'MM-DD' that exists in some year (02-29 included). */
function isMonthDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{2}-\d{2}$/.test(value) && isLocalDate(`2024-${value}`);
}

function dayErrors(
  weekday: IsoWeekday,
  ranges: readonly TimeRange[],
  path: string,
): ApiFieldError[] {
  if (ranges.length > MAX_RANGES_PER_DAY) {
    return [
      {
        field: path,
        code: 'arrayMaxSize',
        message: `Un día admite como máximo ${MAX_RANGES_PER_DAY} tramos horarios.`,
      },
    ];
  }
  const errors: ApiFieldError[] = [];
  const wellFormed: { index: number; start: number; end: number; range: TimeRange }[] = [];
  ranges.forEach((range, index) => {
    const start = timeToMinutes(range?.start);
    const end = timeToMinutes(range?.end);
    const problems: ApiFieldError[] = [];
    if (start === null || start === DAY_MINUTES) {
      problems.push({
        field: `${path}.${index}.start`,
        code: 'timeFormat',
        message: 'La hora de inicio debe tener el formato HH:MM (por ejemplo 08:00).',
      });
    }
    if (end === null) {
      problems.push({
        field: `${path}.${index}.end`,
        code: 'timeFormat',
        message: 'La hora de fin debe tener el formato HH:MM (por ejemplo 13:00).',
      });
    }
    if (problems.length === 0 && start! >= end!) {
      problems.push({
        field: `${path}.${index}.end`,
        code: 'timeOrder',
        message: 'La hora de fin debe ser posterior a la de inicio.',
      });
    }
    errors.push(...problems);
    if (problems.length === 0) wellFormed.push({ index, start: start!, end: end!, range });
  });
  // Touching ranges (08:00-13:00 and 13:00-15:00) are fine; sharing a minute is not.
  const sorted = [...wellFormed].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++) {
    const [previous, current] = [sorted[i - 1], sorted[i]];
    if (current.start < previous.end) {
      errors.push({
        field: `${path}.${Math.max(previous.index, current.index)}`,
        code: 'overlap',
        message:
          `Los tramos del ${WEEKDAY_NAMES[weekday]} se solapan: ` +
          `${previous.range.start}-${previous.range.end} y ${current.range.start}-${current.range.end}.`,
      });
    }
  }
  return errors;
}

function weekErrors(days: WeekPattern, path: string): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  for (const [key, ranges] of Object.entries(days ?? {})) {
    const weekday = Number(key);
    if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) {
      errors.push({
        field: `${path}.${key}`,
        code: 'isWeekday',
        message: 'El día de la semana debe ir del 1 (lunes) al 7 (domingo).',
      });
      continue;
    }
    if (!Array.isArray(ranges)) {
      errors.push({
        field: `${path}.${key}`,
        code: 'isArray',
        message: 'Los tramos de un día deben ser una lista.',
      });
      continue;
    }
    errors.push(...dayErrors(weekday as IsoWeekday, ranges as TimeRange[], `${path}.${key}`));
  }
  return errors;
}

export function isInSeason(season: Pick<SeasonalHours, 'from' | 'to'>, date: LocalDate): boolean {
  const monthDay = date.slice(5);
  return season.from <= season.to
    ? season.from <= monthDay && monthDay <= season.to
    : monthDay >= season.from || monthDay <= season.to;
}

/** Every 'MM-DD' of a leap year, to compare seasons day by day. */
const MONTH_DAYS: string[] = Array.from({ length: 366 }, (_, i) =>
  new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(5, 10),
);

function seasonErrors(seasons: readonly SeasonalHours[]): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  seasons.forEach((season, index) => {
    for (const bound of ['from', 'to'] as const) {
      if (!isMonthDay(season[bound])) {
        errors.push({
          field: `seasons.${index}.${bound}`,
          code: 'monthDayFormat',
          message: 'La fecha de temporada debe tener el formato MM-DD (por ejemplo 07-01).',
        });
      }
    }
    errors.push(...weekErrors(season.days, `seasons.${index}.days`));
  });
  // Two seasons on the same day would make the day's hours depend on their order.
  const valid = seasons
    .map((season, index) => ({ season, index }))
    .filter(({ season }) => isMonthDay(season.from) && isMonthDay(season.to));
  for (let i = 0; i < valid.length; i++) {
    for (let j = i + 1; j < valid.length; j++) {
      const [a, b] = [valid[i], valid[j]];
      const shared = MONTH_DAYS.find(
        (monthDay) =>
          isInSeason(a.season, `2024-${monthDay}`) && isInSeason(b.season, `2024-${monthDay}`),
      );
      if (shared) {
        errors.push({
          field: `seasons.${b.index}`,
          code: 'overlap',
          message: `Dos horarios de temporada coinciden el ${shared.slice(3)}/${shared.slice(0, 2)}.`,
        });
      }
    }
  }
  return errors;
}

/**
 * What is wrong with a schedule as a form sends it (empty when nothing). Field paths are the API's
 * snake_case: `valid_from`, `valid_to`, `days.<weekday>.<index>.start`, `seasons.<index>.from`.
 */
export function scheduleErrors(schedule: WorkSchedule): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  const fromValid = isLocalDate(schedule.validFrom);
  if (!fromValid) {
    errors.push({
      field: 'valid_from',
      code: 'isDate',
      message: 'La fecha de inicio de vigencia no es válida.',
    });
  }
  if (schedule.validTo !== null) {
    if (!isLocalDate(schedule.validTo)) {
      errors.push({
        field: 'valid_to',
        code: 'isDate',
        message: 'La fecha de fin de vigencia no es válida.',
      });
    } else if (fromValid && schedule.validTo < schedule.validFrom) {
      errors.push({
        field: 'valid_to',
        code: 'dateOrder',
        message: 'La fecha de fin de vigencia no puede ser anterior a la de inicio.',
      });
    }
  }
  errors.push(...weekErrors(schedule.days, 'days'));
  errors.push(...seasonErrors(schedule.seasons ?? []));
  return errors;
}

/** The schedule in force on `date`: among those covering it, the one that started latest. */
export function scheduleOn(
  schedules: readonly WorkSchedule[],
  date: LocalDate,
): WorkSchedule | null {
  return schedules
    .filter((s) => s.validFrom <= date && (s.validTo === null || date <= s.validTo))
    .reduce<WorkSchedule | null>(
      (chosen, s) => (!chosen || s.validFrom > chosen.validFrom ? s : chosen),
      null,
    );
}

/**
 * The wall-clock ranges planned on `date` (seasonal hours when a season covers it), by start. The
 * planning functions read schedules that passed scheduleErrors.
 */
export function plannedRanges(schedules: readonly WorkSchedule[], date: LocalDate): TimeRange[] {
  const schedule = scheduleOn(schedules, date);
  if (!schedule) return [];
  const season = (schedule.seasons ?? []).find((s) => isInSeason(s, date));
  const ranges = (season ?? schedule).days[isoWeekday(date)] ?? [];
  return [...ranges].sort((a, b) => timeToMinutes(a.start)! - timeToMinutes(b.start)!);
}

/** The ranges planned on `date` as real instants in Madrid. */
export function plannedShifts(schedules: readonly WorkSchedule[], date: LocalDate): PlannedShift[] {
  return plannedRanges(schedules, date).map((range) => ({
    start: localInstant(date, timeToMinutes(range.start)!),
    end: localInstant(date, timeToMinutes(range.end)!),
  }));
}

/**
 * Minutes planned on `date`, measured between the real instants: a range across the spring change
 * (01:00-04:00 on the last Sunday of March) plans 2 h, across the autumn change 4 h.
 */
export function plannedMinutes(schedules: readonly WorkSchedule[], date: LocalDate): number {
  return plannedShifts(schedules, date).reduce(
    (sum, shift) => sum + (shift.end.getTime() - shift.start.getTime()) / 60_000,
    0,
  );
}
