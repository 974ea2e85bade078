import { createHash } from 'node:crypto';
import { type ApiFieldError, MAX_WORK_SEASONS } from '@px/contracts';
import { addDays } from './local-day';
import {
  type SeasonalHours,
  type TimeRange,
  type WeekPattern,
  type WorkSchedule,
  scheduleErrors,
  scheduleOn,
  timeToMinutes,
} from './work-schedule';

/**
 * An employee's schedule as a timeline of periods, and how a form's pattern from a date changes
 * it. The form sends one pattern from a date (to a date, or with no end); it paints over the days
 * it covers and leaves the others as they were, so the history of past periods stays readable.
 */

/** The longest name a season may have ("Jornada intensiva de verano" is 27). */
export const MAX_SEASON_NAME_LENGTH = 60;

/** A schedule as the API's body carries it, before any check. */
export interface ScheduleBody {
  valid_from?: unknown;
  valid_to?: unknown;
  days?: unknown;
  seasons?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A day's ranges by start, empty days left out (a missing day is a day off). */
function normalisedWeek(days: WeekPattern): WeekPattern {
  const week: WeekPattern = {};
  for (const [key, ranges] of Object.entries(days) as [string, TimeRange[]][]) {
    if (!ranges.length) continue;
    week[Number(key) as keyof WeekPattern] = ranges
      .map(({ start, end }) => ({ start, end }))
      .sort((a, b) => timeToMinutes(a.start)! - timeToMinutes(b.start)!);
  }
  return week;
}

function seasonShapeErrors(seasons: unknown): ApiFieldError[] {
  if (seasons === undefined || seasons === null) return [];
  if (!Array.isArray(seasons)) {
    return [{ field: 'seasons', code: 'isArray', message: 'Las temporadas deben ser una lista.' }];
  }
  if (seasons.length > MAX_WORK_SEASONS) {
    return [
      {
        field: 'seasons',
        code: 'arrayMaxSize',
        message: `Un horario admite como máximo ${MAX_WORK_SEASONS} temporadas.`,
      },
    ];
  }
  const errors: ApiFieldError[] = [];
  seasons.forEach((season: unknown, index) => {
    if (!isPlainObject(season)) {
      errors.push({
        field: `seasons.${index}`,
        code: 'isObject',
        message: 'Cada temporada debe indicar sus fechas y su horario.',
      });
      return;
    }
    const name = season.name;
    if (name !== undefined && name !== null && typeof name !== 'string') {
      errors.push({
        field: `seasons.${index}.name`,
        code: 'isString',
        message: 'El nombre de la temporada debe ser un texto.',
      });
    } else if (typeof name === 'string' && name.trim().length > MAX_SEASON_NAME_LENGTH) {
      errors.push({
        field: `seasons.${index}.name`,
        code: 'maxLength',
        message: `El nombre de la temporada no puede superar los ${MAX_SEASON_NAME_LENGTH} caracteres.`,
      });
    }
    if (!isPlainObject(season.days)) {
      errors.push({
        field: `seasons.${index}.days`,
        code: 'isObject',
        message: 'El horario de la temporada debe indicar los tramos de cada día.',
      });
    }
  });
  return errors;
}

/**
 * The schedule a PUT's body describes, or every Spanish field error it has (its shape first, then
 * scheduleErrors' meaning: times, order, overlapping ranges, seasons). Ranges come back sorted,
 * empty days left out, season names trimmed (an empty one is none).
 */
export function scheduleOfBody(
  body: ScheduleBody,
): { ok: true; schedule: WorkSchedule } | { ok: false; errors: ApiFieldError[] } {
  const shape: ApiFieldError[] = [];
  if (typeof body.valid_from !== 'string') {
    shape.push({
      field: 'valid_from',
      code: 'isDate',
      message: 'Indica desde qué fecha se aplica el horario (AAAA-MM-DD).',
    });
  }
  if (body.valid_to !== undefined && body.valid_to !== null && typeof body.valid_to !== 'string') {
    shape.push({
      field: 'valid_to',
      code: 'isDate',
      message: 'La fecha de fin de vigencia no es válida.',
    });
  }
  if (!isPlainObject(body.days)) {
    shape.push({
      field: 'days',
      code: 'isObject',
      message: 'Indica los tramos horarios de cada día de la semana.',
    });
  }
  shape.push(...seasonShapeErrors(body.seasons));
  if (shape.length) return { ok: false, errors: shape };

  const seasons = ((body.seasons ?? []) as Record<string, unknown>[]).map(
    (season): SeasonalHours => ({
      name: typeof season.name === 'string' ? season.name : undefined,
      from: season.from as string,
      to: season.to as string,
      days: season.days as WeekPattern,
    }),
  );
  const schedule: WorkSchedule = {
    validFrom: body.valid_from as string,
    validTo: (body.valid_to as string | null | undefined) ?? null,
    days: body.days as WeekPattern,
    seasons,
  };
  const errors = scheduleErrors(schedule);
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    schedule: {
      ...schedule,
      days: normalisedWeek(schedule.days),
      seasons: seasons.map((season) => ({
        ...(season.name?.trim() ? { name: season.name.trim() } : {}),
        from: season.from,
        to: season.to,
        days: normalisedWeek(season.days),
      })),
    },
  };
}

/**
 * Minutes a week pattern plans, on the wall clock (a plain week, no DST change): the "40 h a week"
 * a form shows. The real minutes of real days are plannedMinutes'.
 */
export function weekPatternMinutes(days: WeekPattern): number {
  let minutes = 0;
  for (const ranges of Object.values(days) as (readonly TimeRange[] | undefined)[]) {
    for (const range of ranges ?? []) {
      const start = timeToMinutes(range.start);
      const end = timeToMinutes(range.end);
      if (start !== null && end !== null && end > start) minutes += end - start;
    }
  }
  return minutes;
}

/**
 * The periods as they apply, none overlapping: where an older period lies under a newer one (a
 * temporary pattern inside a long one), it is cut around it, by scheduleOn's rule (the latest
 * start wins). Periods the API wrote never overlap; this makes painting right for any rows.
 */
export function scheduleTimeline(periods: readonly WorkSchedule[]): WorkSchedule[] {
  const bounds = [
    ...new Set(
      periods.flatMap((period) =>
        period.validTo === null
          ? [period.validFrom]
          : [period.validFrom, addDays(period.validTo, 1)],
      ),
    ),
  ].sort();
  const timeline: { source: WorkSchedule; period: WorkSchedule }[] = [];
  bounds.forEach((start, index) => {
    const winner = scheduleOn(periods, start);
    if (!winner) return;
    const nextBound = bounds[index + 1];
    const end = nextBound === undefined ? winner.validTo : addDays(nextBound, -1);
    const previous = timeline[timeline.length - 1];
    if (previous && previous.source === winner && previous.period.validTo === addDays(start, -1)) {
      previous.period = { ...previous.period, validTo: end };
    } else {
      timeline.push({ source: winner, period: { ...winner, validFrom: start, validTo: end } });
    }
  });
  return timeline.map((segment) => segment.period);
}

/**
 * The periods after painting `next` over `existing`: a period that starts before `next` ends the
 * day before it; one that goes on after `next`'s end resumes the day after; one inside `next`
 * disappears. Days `next` does not cover keep their schedule. Oldest first.
 */
export function paintSchedule(
  existing: readonly WorkSchedule[],
  next: WorkSchedule,
): WorkSchedule[] {
  const from = next.validFrom;
  const to = next.validTo;
  const result: WorkSchedule[] = [next];
  for (const period of scheduleTimeline(existing)) {
    const startsAfterNext = to !== null && period.validFrom > to;
    const endsBeforeNext = period.validTo !== null && period.validTo < from;
    if (startsAfterNext || endsBeforeNext) {
      result.push(period);
      continue;
    }
    if (period.validFrom < from) result.push({ ...period, validTo: addDays(from, -1) });
    if (to !== null && (period.validTo === null || period.validTo > to)) {
      result.push({ ...period, validFrom: addDays(to, 1) });
    }
  }
  return result.sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
}

/**
 * A short fingerprint of an employee's periods: what a PUT sends back to say "I edited what I
 * read". It changes with any period's dates, days or seasons.
 */
export function scheduleRevision(periods: readonly WorkSchedule[]): string {
  const canonical = [...periods]
    .sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1))
    .map((period) => [
      period.validFrom,
      period.validTo,
      canonicalJson(period.days),
      canonicalJson(period.seasons ?? []),
    ]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 16);
}

/** JSON with object keys sorted (jsonb reorders keys: the fingerprint must not depend on it). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
