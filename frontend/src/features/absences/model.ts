/**
 * Pure helpers of /absence-management: the tabs in the address, how a request's dates and days
 * read, the request form's values to the API's body, the server's errors on their fields, and the
 * month grid of the team calendar. Dates are the API's 'YYYY-MM-DD' strings (the workshop's days),
 * handled as text and UTC midnights: never the browser's time zone.
 */
import type {
  AbsenceCalendarHoliday,
  AbsenceInput,
  AbsenceKind,
  AbsenceStatus,
  AbsenceView,
  HalfDay,
} from '@px/contracts';
import { isApiError } from '@/shared/api';

export const ABSENCE_TABS = ['mine', 'requests', 'calendar'] as const;
export type AbsenceTab = (typeof ABSENCE_TABS)[number];

/** The tab the address asks for, among those the user may see (the first one otherwise). */
export function tabOf(value: string | null, canReview: boolean): AbsenceTab {
  if (value === 'calendar') return 'calendar';
  if (value === 'requests' && canReview) return 'requests';
  return 'mine';
}

/** antd Tag preset colours: a kind is also always written out, never told by colour alone. */
export const KIND_COLORS: Record<AbsenceKind, string> = {
  vacation: 'blue',
  sick_leave: 'red',
  personal: 'purple',
  paid_leave: 'cyan',
};

export const STATUS_COLORS: Record<AbsenceStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** '2026-08-03' → '03/08/2026'. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** 2.5 → '2,5' in Spanish, '2.5' in English. */
export function formatDays(days: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'es-ES', {
    maximumFractionDigits: 1,
  }).format(days);
}

/** What the period message needs: one date with its half, or a range. */
export type PeriodParts =
  | { kind: 'single'; date: string }
  | { kind: 'half'; date: string; half: HalfDay }
  | { kind: 'range'; from: string; to: string };

export function periodParts(
  absence: Pick<AbsenceView, 'start_date' | 'end_date' | 'half_day'>,
): PeriodParts {
  if (absence.start_date !== absence.end_date) {
    return { kind: 'range', from: formatDay(absence.start_date), to: formatDay(absence.end_date) };
  }
  return absence.half_day
    ? { kind: 'half', date: formatDay(absence.start_date), half: absence.half_day }
    : { kind: 'single', date: formatDay(absence.start_date) };
}

/** The request form as antd holds it. */
export interface AbsenceFormValues {
  /** Null: one's own. */
  employee_id: string | null;
  kind?: AbsenceKind;
  duration: 'full' | HalfDay;
  start_date?: string | null;
  end_date?: string | null;
  reason?: string;
}

export const EMPTY_ABSENCE_FORM: AbsenceFormValues = {
  employee_id: null,
  duration: 'full',
  start_date: null,
  end_date: null,
  reason: '',
};

/** The form's values as POST /api/absences takes them (a half day is a single day). */
export function inputOf(values: AbsenceFormValues, ownEmployeeId: string | null): AbsenceInput {
  const halfDay = values.duration === 'full' ? null : values.duration;
  const start = values.start_date ?? '';
  const employee = values.employee_id && values.employee_id !== ownEmployeeId;
  return {
    ...(employee ? { employee_id: values.employee_id } : {}),
    kind: values.kind!,
    start_date: start,
    end_date: halfDay ? start : (values.end_date ?? ''),
    half_day: halfDay,
    reason: values.reason?.trim() || null,
  };
}

/** The form field a server error's field belongs to. */
export function fieldOfServer(field: string): keyof AbsenceFormValues | null {
  switch (field) {
    case 'kind':
    case 'start_date':
    case 'end_date':
    case 'reason':
    case 'employee_id':
      return field;
    case 'half_day':
      return 'duration';
    default:
      return null;
  }
}

/** `details.code` of a 409 (absence_overlap, vacation_exceeded, no_employee…), if any. */
export function refusalCode(error: unknown): string | null {
  if (!isApiError(error) || error.statusCode !== 409) return null;
  const details = error.details;
  if (typeof details !== 'object' || details === null) return null;
  const code = (details as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** The account has no employee record: it cannot ask for absences of its own. */
export function isNoEmployee(error: unknown): boolean {
  return refusalCode(error) === 'no_employee';
}

// ── The month grid ──────────────────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return dateOf(utc(date) + days * DAY_MS);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(utc(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function isWeekend(date: string): boolean {
  return isoWeekday(date) >= 6;
}

/** '2026-12' + 1 → '2027-01'. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year! * 12 + (monthNumber! - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A 'YYYY-MM' from the address, when it is one. */
export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** A year from the address (2000–2100), or null. */
export function yearOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 2000 && year <= 2100 ? year : null;
}

export interface GridDay {
  date: string;
  inMonth: boolean;
}

/** The weeks (Monday first) that show `month`, with the neighbours' days that fill them. */
export function monthGrid(month: string): GridDay[][] {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  let day = addDays(first, 1 - isoWeekday(first));
  const end = addDays(last, 7 - isoWeekday(last));
  const weeks: GridDay[][] = [];
  while (day <= end) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ date: day, inMonth: day.startsWith(month) });
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The absences covering `date`, by employee name. */
export function absencesOn(absences: readonly AbsenceView[], date: string): AbsenceView[] {
  return absences
    .filter((absence) => absence.start_date <= date && date <= absence.end_date)
    .sort((a, b) => a.employee_name.localeCompare(b.employee_name, 'es'));
}

export function holidayOn(
  holidays: readonly AbsenceCalendarHoliday[],
  date: string,
): AbsenceCalendarHoliday | null {
  return holidays.find((holiday) => holiday.date === date) ?? null;
}

/** 'Carlos López Navarro' → 'Carlos L.': a cell holds a short name (the full one is its label). */
export function shortName(fullName: string): string {
  const [first, second] = fullName.trim().split(/\s+/);
  return second ? `${first} ${second[0]}.` : (first ?? '');
}

/** Pending requests first (soonest first), then the rest (latest first). */
export function pendingFirst(absences: readonly AbsenceView[]): AbsenceView[] {
  const pending = absences
    .filter((a) => a.status === 'pending')
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
  const others = absences.filter((a) => a.status !== 'pending');
  return [...pending, ...others];
}

const MADRID_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The workshop's date at `now`, 'YYYY-MM-DD' (Madrid, whatever the browser's zone). */
export function workshopToday(now: Date = new Date()): string {
  return MADRID_DAY.format(now);
}
