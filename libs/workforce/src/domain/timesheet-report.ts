import {
  type ApiFieldError,
  TIMESHEET_REPORT_FORMATS,
  type TimesheetReportFormat,
} from '@px/contracts';
import { type ClockBreak } from './clock-timeline';
import {
  type LocalDate,
  datesBetween,
  formatSpanishDate,
  isoWeekday,
  localDate,
} from './local-day';
import { type MonthKey, isMonthKey, spanishMonthName } from './month-closing';
import { entryTotals } from './clock-periods';

/**
 * The registro de jornada as a document (Estatuto de los Trabajadores art. 34.9; what a labour
 * inspector asks for): per worker and month, each jornada's start and end, its breaks, the time
 * worked, and whether it was corrected (with the trail: before, after, reason, author, when) or
 * closed by the system. Times are the workshop's (Europe/Madrid), 24 h, to the minute.
 *
 * A jornada is listed on the day it starts (a night shift is one line of its first day, with all
 * its hours), so the month's total is the plain sum of the lines printed. An entry still open (the
 * worker is in now) is measured up to `now` and said to be running.
 */

export const REPORT_TITLE = 'Registro de jornada';

/** One change of an entry's times, as the register keeps it. */
export interface RegistroCorrection {
  at: Date;
  /** Who corrected (their name; null if unknown). */
  author: string | null;
  before: { clockIn: Date; clockOut: Date | null };
  after: { clockIn: Date; clockOut: Date | null };
  reason: string;
}

/** An attendance entry with what the register prints about it. */
export interface RegistroEntry {
  clockIn: Date;
  clockOut: Date | null;
  breaks: readonly ClockBreak[];
  /** Closed by the system (a forgotten clock-out). */
  autoClosed: boolean;
  /** …and still waiting for a manager to confirm or correct it. */
  pendingReview: boolean;
  /** Oldest first. */
  corrections: readonly RegistroCorrection[];
}

export interface RegistroEmployee {
  code: string;
  fullName: string;
  nif: string | null;
}

/** The employer as the document names it (the workshop's profile). */
export interface RegistroCompany {
  name: string;
  nif: string;
  /** The work centre's address, one line. */
  address: string;
}

/** One worker's month. */
export interface RegistroSection {
  employee: RegistroEmployee;
  entries: readonly RegistroEntry[];
}

/** A printed line: one jornada. */
export interface RegistroLine {
  date: LocalDate;
  clockIn: Date;
  clockOut: Date | null;
  breaks: readonly ClockBreak[];
  breakMs: number;
  workedMs: number;
  corrected: boolean;
  autoClosed: boolean;
  pendingReview: boolean;
  running: boolean;
  corrections: readonly RegistroCorrection[];
}

// ── The request ────────────────────────────────────────────────────────────────────────────────

/**
 * The month and format asked for (`format` defaults to csv), or the Spanish field errors: a month
 * written 'YYYY-MM' is required, and the format is csv or pdf.
 */
export function checkReportRequest(input: {
  month?: string | null;
  format?: string | null;
}):
  | { ok: true; month: MonthKey; format: TimesheetReportFormat }
  | { ok: false; errors: ApiFieldError[] } {
  const errors: ApiFieldError[] = [];
  if (!input.month) {
    errors.push({ field: 'month', code: 'required', message: 'Indica el mes (AAAA-MM).' });
  } else if (!isMonthKey(input.month)) {
    errors.push({ field: 'month', code: 'isMonth', message: 'Indica un mes válido (AAAA-MM).' });
  }
  const format = input.format || 'csv';
  if (!(TIMESHEET_REPORT_FORMATS as readonly string[]).includes(format)) {
    errors.push({ field: 'format', code: 'isIn', message: 'El formato debe ser csv o pdf.' });
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, month: input.month!, format: format as TimesheetReportFormat };
}

/** Every day of a month, 'YYYY-MM-DD'. */
export function daysOfMonth(month: MonthKey): LocalDate[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return datesBetween(`${month}-01`, `${month}-${String(last).padStart(2, '0')}`);
}

// ── Lines and totals ───────────────────────────────────────────────────────────────────────────

/** The month's lines, in time order, each measured up to `now` when still open. */
export function registroLines(entries: readonly RegistroEntry[], now: Date): RegistroLine[] {
  return [...entries]
    .sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime())
    .map((entry) => {
      const totals = entryTotals(entry, entry.breaks, now);
      return {
        date: localDate(entry.clockIn),
        clockIn: entry.clockIn,
        clockOut: entry.clockOut,
        breaks: entry.breaks,
        breakMs: totals.breakMs,
        workedMs: totals.workedMs,
        corrected: entry.corrections.length > 0,
        autoClosed: entry.autoClosed,
        pendingReview: entry.pendingReview,
        running: entry.clockOut === null,
        corrections: entry.corrections,
      };
    });
}

export function totalWorkedMs(lines: readonly RegistroLine[]): number {
  return lines.reduce((sum, line) => sum + line.workedMs, 0);
}

export function totalBreakMs(lines: readonly RegistroLine[]): number {
  return lines.reduce((sum, line) => sum + line.breakMs, 0);
}

// ── Texts ──────────────────────────────────────────────────────────────────────────────────────

const madridClock = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '08:05': the workshop's wall clock at `at`. */
export function madridTime(at: Date): string {
  return madridClock.format(at);
}

/** '8:05' hours:minutes of a duration (rounded to the minute); '162:30' past a day. */
export function formatHm(ms: number): string {
  const minutes = Math.round(Math.max(0, ms) / 60_000);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The time of `at`, with its date when it is not on `date` (a night shift's end). */
export function timeOn(at: Date, date: LocalDate): string {
  const day = localDate(at);
  return day === date ? madridTime(at) : `${formatSpanishDate(day)} ${madridTime(at)}`;
}

/** '10:30–10:45, 13:00–14:00' (a break still running: '13:00–'). */
export function breaksText(line: Pick<RegistroLine, 'breaks' | 'date'>): string {
  return line.breaks
    .map(
      (pause) =>
        `${timeOn(pause.start, line.date)}–${pause.end ? timeOn(pause.end, line.date) : ''}`,
    )
    .join(', ');
}

function rangeText(times: { clockIn: Date; clockOut: Date | null }, date: LocalDate): string {
  return `${timeOn(times.clockIn, date)}–${times.clockOut ? timeOn(times.clockOut, date) : 'sin salida'}`;
}

/**
 * 'Corregido el 03/03/2026 a las 13:05 por Marta Ruiz (antes 08:15–17:00; ahora 08:00–17:30):
 * Olvidó fichar la entrada.'
 */
export function correctionText(correction: RegistroCorrection, date: LocalDate): string {
  const when = `${formatSpanishDate(localDate(correction.at))} a las ${madridTime(correction.at)}`;
  const who = correction.author ? ` por ${correction.author}` : '';
  return (
    `Corregido el ${when}${who} (antes ${rangeText(correction.before, date)}; ` +
    `ahora ${rangeText(correction.after, date)}): ${correction.reason}`
  );
}

export const AUTO_CLOSED_NOTE = 'Cierre automático: salida no fichada';
export const PENDING_REVIEW_NOTE = 'pendiente de revisión';
export const RUNNING_NOTE = 'Jornada en curso';

/** The remarks of a line: running, closed by the system, and each correction. */
export function lineNotes(line: RegistroLine): string[] {
  const notes: string[] = [];
  if (line.running) notes.push(RUNNING_NOTE);
  if (line.autoClosed) {
    notes.push(
      line.pendingReview ? `${AUTO_CLOSED_NOTE} (${PENDING_REVIEW_NOTE})` : AUTO_CLOSED_NOTE,
    );
  }
  notes.push(...line.corrections.map((correction) => correctionText(correction, line.date)));
  return notes;
}

const WEEKDAYS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];

/** 'lun 02/03' for a table's date column. */
export function shortDay(date: LocalDate): string {
  return `${WEEKDAYS[isoWeekday(date) - 1]} ${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

// ── CSV ────────────────────────────────────────────────────────────────────────────────────────

export const REPORT_CSV_HEADER = [
  'Empleado',
  'NIF',
  'Fecha',
  'Entrada',
  'Salida',
  'Pausas',
  'Tiempo de pausa',
  'Tiempo trabajado',
  'Corregido',
  'Observaciones',
] as const;

/**
 * The CSV's rows (the caller writes them with the platform's csv helpers): a preamble naming the
 * register, its month and the employer (company, CIF, work centre), an empty row, the header, then
 * per worker one row per jornada and a row with the month's totals (also for a worker without any
 * jornada, so an inspector sees they were included). Every row names its worker, so one file holds
 * a whole workshop.
 */
export function registroCsvRows(
  sections: readonly RegistroSection[],
  company: RegistroCompany | null,
  month: MonthKey,
  now: Date,
): string[][] {
  const rows: string[][] = [
    [REPORT_TITLE, spanishMonthName(month)],
    ['Empresa', company?.name ?? '', 'CIF', company?.nif ?? ''],
    ['Centro de trabajo', company?.address ?? ''],
    [],
    [...REPORT_CSV_HEADER],
  ];
  for (const { employee, entries } of sections) {
    const lines = registroLines(entries, now);
    const who = [employee.fullName, employee.nif ?? ''];
    for (const line of lines) {
      rows.push([
        ...who,
        formatSpanishDate(line.date),
        madridTime(line.clockIn),
        line.clockOut ? timeOn(line.clockOut, line.date) : '',
        breaksText(line),
        formatHm(line.breakMs),
        formatHm(line.workedMs),
        line.corrected ? 'Sí' : 'No',
        lineNotes(line).join(' | '),
      ]);
    }
    rows.push([
      ...who,
      `Total ${spanishMonthName(month)}`,
      '',
      '',
      '',
      formatHm(totalBreakMs(lines)),
      formatHm(totalWorkedMs(lines)),
      '',
      `${lines.length} ${lines.length === 1 ? 'jornada' : 'jornadas'}`,
    ]);
  }
  return rows;
}

/** 'registro-jornada-2026-03-E001.csv', 'registro-jornada-2026-03-todos.pdf'. */
export function reportFileName(
  month: MonthKey,
  employeeCode: string | null,
  format: TimesheetReportFormat,
): string {
  const who = employeeCode ? employeeCode.replace(/[^A-Za-z0-9_-]/g, '') || 'empleado' : 'todos';
  return `registro-jornada-${month}-${who}.${format}`;
}
