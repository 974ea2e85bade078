import {
  type CapacityDayView,
  type EmployeeCapacityView,
  type EmployeePosition,
  EMPLOYEE_POSITIONS,
  type EmployeeWorkSchedule,
  ISO_WEEKDAY_KEYS,
  type IsoWeekdayKey,
  MAX_WORK_RANGES_PER_DAY,
  MAX_WORK_SEASONS,
  type WorkScheduleInput,
  type WorkSchedulePeriod,
  type WorkWeekPattern,
} from '@px/contracts';
import { type AppLocale, INTL_LOCALE } from '@/shared/format';
import { madridToday } from '@/shared/format';

// Today in Madrid, for the screens that import it with the rest of this model.
export { madridToday };

export { ISO_WEEKDAY_KEYS, MAX_WORK_RANGES_PER_DAY, MAX_WORK_SEASONS };
export type { IsoWeekdayKey };

// ── Dates ('YYYY-MM-DD' strings, as the API writes them; arithmetic on UTC midnights) ──────────

const DAY_MS = 86_400_000;

const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isDateText(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(utcOf(value)) &&
    dateOfUtc(utcOf(value)) === value
  );
}

export function addDays(date: string, days: number): string {
  return dateOfUtc(utcOf(date) + days * DAY_MS);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let ms = utcOf(from); ms <= utcOf(to); ms += DAY_MS) dates.push(dateOfUtc(ms));
  return dates;
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(utcOf(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** '2026-03-02' → '02/03/2026'. */
export function shortDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

function formatUtcDate(date: string, locale: AppLocale, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'UTC', ...options }).format(
    new Date(utcOf(date)),
  );
}

/** 'lunes, 2 de marzo de 2026'. */
export function longDate(date: string, locale: AppLocale): string {
  return formatUtcDate(date, locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** 'lun' and '2': a planning column's two lines. */
export function columnDay(date: string, locale: AppLocale): { weekday: string; day: string } {
  return {
    weekday: formatUtcDate(date, locale, { weekday: 'short' }).replace('.', ''),
    day: String(Number(date.slice(8))),
  };
}

/** 'jue, 1 de enero': a holiday in its year's list. */
export function dayOfYear(date: string, locale: AppLocale): string {
  return formatUtcDate(date, locale, { weekday: 'short', day: 'numeric', month: 'long' });
}

/** 'marzo de 2026'. */
export function monthTitle(date: string, locale: AppLocale): string {
  return formatUtcDate(date, locale, { month: 'long', year: 'numeric' });
}

// ── Hours ────────────────────────────────────────────────────────────────────────────────────────

/** '08:30' → 510, '24:00' → 1440; null when not a time. */
export function timeToMinutes(time: string): number | null {
  if (time === '24:00') return 1440;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * A time as typed, written HH:MM when it reads as one: '8' → '08:00', '830' → '08:30',
 * '15.30' and '15h30' → '15:30'. Anything else stays as typed (and shows as a problem).
 */
export function normaliseTime(text: string): string {
  const value = text.trim();
  let match = /^(\d{1,2})$/.exec(value);
  if (match) return `${match[1]!.padStart(2, '0')}:00`;
  match = /^(\d{1,2})(\d{2})$/.exec(value) ?? /^(\d{1,2})[:.h,](\d{1,2})$/.exec(value);
  if (match) return `${match[1]!.padStart(2, '0')}:${match[2]!.padStart(2, '0')}`;
  return value;
}

/** Minutes as hours the way the screens write them: 480 → '8 h', 450 → '7,5 h', 0 → '0 h'. */
export function formatHours(minutes: number, locale: AppLocale = 'es'): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(hours)} h`;
}

// ── The weekly pattern editor ────────────────────────────────────────────────────────────────────

export interface RangeForm {
  start: string;
  end: string;
}

/** Every weekday with its ranges (an empty list is a day off). */
export type WeekForm = Record<IsoWeekdayKey, RangeForm[]>;

export interface SeasonForm {
  name: string;
  /** 'DD/MM', as a Spanish form writes a day of the year. */
  from: string;
  to: string;
  days: WeekForm;
}

export interface ScheduleForm {
  validFrom: string;
  /** '' when the pattern has no end. */
  validTo: string;
  days: WeekForm;
  seasons: SeasonForm[];
}

export const emptyWeek = (): WeekForm =>
  Object.fromEntries(ISO_WEEKDAY_KEYS.map((key) => [key, []])) as unknown as WeekForm;

export function weekFormOf(pattern: WorkWeekPattern | undefined): WeekForm {
  const week = emptyWeek();
  for (const key of ISO_WEEKDAY_KEYS) {
    week[key] = (pattern?.[key] ?? []).map(({ start, end }) => ({ start, end }));
  }
  return week;
}

/** The API's pattern of a form's week: empty days left out. */
export function patternOf(week: WeekForm): WorkWeekPattern {
  const pattern: WorkWeekPattern = {};
  for (const key of ISO_WEEKDAY_KEYS) {
    if (week[key].length) pattern[key] = week[key].map(({ start, end }) => ({ start, end }));
  }
  return pattern;
}

/** 'MM-DD' (API) ⇄ 'DD/MM' (form). */
export const dayMonthOf = (monthDay: string) =>
  /^\d{2}-\d{2}$/.test(monthDay) ? `${monthDay.slice(3)}/${monthDay.slice(0, 2)}` : monthDay;
export function monthDayOf(dayMonth: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(dayMonth.trim());
  return match ? `${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : dayMonth.trim();
}

/** L–V 08:00–15:00 from 1 July to 31 August: the usual summer intensive hours. */
export function summerSeason(): SeasonForm {
  const days = emptyWeek();
  for (const key of ['1', '2', '3', '4', '5'] as const)
    days[key] = [{ start: '08:00', end: '15:00' }];
  return { name: 'Jornada intensiva de verano', from: '01/07', to: '31/08', days };
}

/** L–V 08:00–13:00 / 15:00–18:00: what a new schedule starts from. */
export function standardWeek(): WeekForm {
  const week = emptyWeek();
  for (const key of ['1', '2', '3', '4', '5'] as const) {
    week[key] = [
      { start: '08:00', end: '13:00' },
      { start: '15:00', end: '18:00' },
    ];
  }
  return week;
}

/**
 * The period the editor opens with: the one in force today, else the latest; none yet, the
 * standard week. Its changes apply from today (or from its start when that is later).
 */
export function scheduleFormOf(schedule: EmployeeWorkSchedule | undefined): ScheduleForm {
  const today = schedule?.today ?? madridToday();
  const period: WorkSchedulePeriod | undefined =
    schedule?.periods.find((p) => p.current) ?? schedule?.periods[0];
  if (!period) return { validFrom: today, validTo: '', days: standardWeek(), seasons: [] };
  return {
    validFrom: period.valid_from > today ? period.valid_from : today,
    validTo: '',
    days: weekFormOf(period.days),
    seasons: period.seasons.map((season) => ({
      name: season.name ?? '',
      from: dayMonthOf(season.from),
      to: dayMonthOf(season.to),
      days: weekFormOf(season.days),
    })),
  };
}

/** The PUT body of a form. */
export function scheduleInputOf(
  form: ScheduleForm,
  revision: string | undefined,
): WorkScheduleInput {
  return {
    valid_from: form.validFrom,
    valid_to: form.validTo || null,
    days: patternOf(form.days),
    seasons: form.seasons.map((season) => ({
      name: season.name.trim() || null,
      from: monthDayOf(season.from),
      to: monthDayOf(season.to),
      days: patternOf(season.days),
    })),
    ...(revision ? { revision } : {}),
  };
}

/** Monday's ranges copied to Tuesday–Friday (the weekend left as it is). */
export function copyMondayToWeekdays(week: WeekForm): WeekForm {
  const copy = { ...week };
  for (const key of ['2', '3', '4', '5'] as const) {
    copy[key] = week['1'].map((range) => ({ ...range }));
  }
  return copy;
}

export function rangeMinutes(range: RangeForm): number {
  const start = timeToMinutes(range.start);
  const end = timeToMinutes(range.end);
  return start !== null && end !== null && end > start ? end - start : 0;
}

export const dayMinutes = (ranges: readonly RangeForm[]) =>
  ranges.reduce((sum, range) => sum + rangeMinutes(range), 0);

export const weekMinutes = (week: WeekForm) =>
  ISO_WEEKDAY_KEYS.reduce((sum, key) => sum + dayMinutes(week[key]), 0);

const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The range "Añadir tramo" adds: 08:00–13:00 on an empty day, otherwise the afternoon after a
 * two-hour break (15:00–18:00 after a morning to 13:00), kept within the day.
 */
export function nextRange(ranges: readonly RangeForm[]): RangeForm {
  const ends = ranges.map((range) => timeToMinutes(range.end)).filter((end) => end !== null);
  if (!ends.length) return { start: '08:00', end: '13:00' };
  const start = Math.min(Math.max(...ends) + 120, 22 * 60);
  return { start: minutesToTime(start), end: minutesToTime(Math.min(start + 180, 23 * 60 + 59)) };
}

export type RangeProblem = 'time' | 'order' | 'overlap';

/**
 * What is wrong with each range of a day, by index (the server's rule, checked before sending):
 * a time that is not HH:MM, an end not after the start, a range sharing minutes with an earlier
 * one (touching is fine).
 */
export function rangeProblems(ranges: readonly RangeForm[]): (RangeProblem | null)[] {
  const problems: (RangeProblem | null)[] = ranges.map((range) => {
    const start = timeToMinutes(range.start);
    const end = timeToMinutes(range.end);
    if (start === null || start === 1440 || end === null) return 'time';
    return end > start ? null : 'order';
  });
  const valid = ranges
    .map((range, index) => ({
      index,
      start: timeToMinutes(range.start)!,
      end: timeToMinutes(range.end)!,
    }))
    .filter(({ index }) => problems[index] === null)
    .sort((a, b) => a.start - b.start);
  for (let i = 1; i < valid.length; i++) {
    if (valid[i]!.start < valid[i - 1]!.end) {
      problems[Math.max(valid[i]!.index, valid[i - 1]!.index)] = 'overlap';
    }
  }
  return problems;
}

export const weekHasProblems = (week: WeekForm) =>
  ISO_WEEKDAY_KEYS.some((key) => rangeProblems(week[key]).some(Boolean));

export const isDayMonth = (value: string) => {
  const monthDay = monthDayOf(value);
  return /^\d{2}-\d{2}$/.test(monthDay) && isDateText(`2024-${monthDay}`);
};

/** Whether the form can be sent (the server checks again and answers in Spanish). */
export function scheduleFormProblems(form: ScheduleForm): boolean {
  return (
    !isDateText(form.validFrom) ||
    (form.validTo !== '' && (!isDateText(form.validTo) || form.validTo < form.validFrom)) ||
    weekHasProblems(form.days) ||
    form.seasons.some(
      (season) =>
        !isDayMonth(season.from) || !isDayMonth(season.to) || weekHasProblems(season.days),
    )
  );
}

/**
 * A week in a line, consecutive days with the same ranges together:
 * 'L–V 08:00–13:00 / 15:00–18:00 · S 09:00–13:00'. `dayName` names a weekday briefly.
 */
export function weekSummary(
  pattern: WorkWeekPattern,
  dayName: (key: IsoWeekdayKey) => string,
): string {
  const text = (key: IsoWeekdayKey) =>
    (pattern[key] ?? []).map((range) => `${range.start}–${range.end}`).join(' / ');
  const groups: { first: IsoWeekdayKey; last: IsoWeekdayKey; ranges: string }[] = [];
  for (const key of ISO_WEEKDAY_KEYS) {
    const ranges = text(key);
    const previous = groups[groups.length - 1];
    if (previous && previous.ranges === ranges && Number(previous.last) === Number(key) - 1) {
      previous.last = key;
    } else {
      groups.push({ first: key, last: key, ranges });
    }
  }
  return groups
    .filter((group) => group.ranges)
    .map((group) => {
      const days =
        group.first === group.last
          ? dayName(group.first)
          : `${dayName(group.first)}–${dayName(group.last)}`;
      return `${days} ${group.ranges}`;
    })
    .join(' · ');
}

/** Where a period stands today. */
export function periodState(
  period: WorkSchedulePeriod,
  today: string,
): 'current' | 'future' | 'past' {
  if (period.current) return 'current';
  return period.valid_from > today ? 'future' : 'past';
}

// ── The planning grid (/personal-planning) ──────────────────────────────────────────────────────

export const PLANNING_VIEWS = ['week', 'month'] as const;
export type PlanningView = (typeof PLANNING_VIEWS)[number];

export interface PlanningState {
  view: PlanningView;
  /** Any day of the week or month shown. */
  date: string;
  position: EmployeePosition | undefined;
}

/** The grid's state as the address holds it (?view=&date=&position=); bad values fall back. */
export function planningStateOf(params: URLSearchParams, today: string): PlanningState {
  const view = params.get('view') === 'month' ? 'month' : 'week';
  const date = params.get('date');
  const position = EMPLOYEE_POSITIONS.find((p) => p === params.get('position'));
  return { view, date: isDateText(date) ? date : today, position };
}

/** The days a view shows: Monday to Sunday, or the whole month. */
export function planningRange(view: PlanningView, date: string): { from: string; to: string } {
  if (view === 'week') {
    const from = addDays(date, 1 - isoWeekday(date));
    return { from, to: addDays(from, 6) };
  }
  const from = `${date.slice(0, 7)}-01`;
  const nextMonth = new Date(utcOf(from));
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  return { from, to: addDays(dateOfUtc(nextMonth.getTime()), -1) };
}

/** The same view one week or month earlier (-1) or later (+1). */
export function shiftPlanning(view: PlanningView, date: string, step: -1 | 1): string {
  if (view === 'week') return addDays(date, 7 * step);
  const first = new Date(utcOf(`${date.slice(0, 7)}-01`));
  first.setUTCMonth(first.getUTCMonth() + step);
  return dateOfUtc(first.getTime());
}

/** The employees a position filter keeps, with the team's minutes per date among them. */
export function planningRows(
  employees: readonly EmployeeCapacityView[],
  position: EmployeePosition | undefined,
): { rows: EmployeeCapacityView[]; dayTotals: number[]; total: number } {
  const rows = position ? employees.filter((e) => e.position === position) : [...employees];
  const days = rows[0]?.days.length ?? 0;
  const dayTotals = Array.from({ length: days }, (_, index) =>
    rows.reduce((sum, row) => sum + (row.days[index]?.available_minutes ?? 0), 0),
  );
  return { rows, dayTotals, total: rows.reduce((sum, row) => sum + row.available_minutes, 0) };
}

/** Known absence kinds (the absences module's); anything else reads as a plain absence. */
export const ABSENCE_KINDS = ['vacation', 'sick_leave', 'personal', 'paid_leave'] as const;

/** The i18n key of a cell's state word (what a screen reader hears besides the hours). */
export function cellStatusKey(day: CapacityDayView): string {
  if (day.status === 'absence' || day.status === 'half_absence') {
    const kind = ABSENCE_KINDS.find((k) => k === day.absence_kind);
    const base = day.status === 'absence' ? 'absence' : 'halfAbsence';
    return kind
      ? `workCalendar.planning.cell.${base}.${kind}`
      : `workCalendar.planning.cell.${base}`;
  }
  return `workCalendar.planning.cell.${day.status}`;
}

/**
 * The server's field messages (a 400's details) about a week, per weekday: `days.1.0.start`
 * under `prefix` 'days' is Monday's.
 */
export function weekMessages(
  fieldErrors: readonly { field: string; message: string }[],
  prefix: string,
): Partial<Record<IsoWeekdayKey, string[]>> {
  const messages: Partial<Record<IsoWeekdayKey, string[]>> = {};
  for (const error of fieldErrors) {
    if (!error.field.startsWith(`${prefix}.`)) continue;
    const key = ISO_WEEKDAY_KEYS.find(
      (k) => error.field.split('.')[prefix.split('.').length] === k,
    );
    if (key) messages[key] = [...(messages[key] ?? []), error.message];
  }
  return messages;
}

/** The server's messages on one field, or under it (`seasons.0` takes `seasons.0.from`). */
export function messagesOn(
  fieldErrors: readonly { field: string; message: string }[],
  field: string,
  nested = false,
): string[] {
  return fieldErrors
    .filter((error) => error.field === field || (nested && error.field.startsWith(`${field}.`)))
    .map((error) => error.message);
}
