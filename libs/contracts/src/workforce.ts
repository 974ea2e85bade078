/**
 * The time clock (fichaje, registro de jornada: Estatuto de los Trabajadores art. 34.9): a worker's
 * punches (clock in, breaks, clock out), the corrections made to them and the months closed for
 * payroll. Shared by the API and the SPA. Instants are ISO 8601 in UTC; days, weeks and months are
 * the workshop's (Europe/Madrid).
 */

/** Where a punch came from; `auto` is the system closing a forgotten clock-out. */
export const CLOCK_SOURCES = ['web', 'kiosk', 'mobile', 'auto'] as const;
export type ClockSource = (typeof CLOCK_SOURCES)[number];

/** The sources a client may declare when it punches (`web` when it says nothing). */
export const CLOCK_PUNCH_SOURCES = ['web', 'kiosk', 'mobile'] as const;
export type ClockPunchSource = (typeof CLOCK_PUNCH_SOURCES)[number];

export const CLOCK_STATUSES = ['out', 'working', 'on_break'] as const;
export type TimeClockStatusName = (typeof CLOCK_STATUSES)[number];

export const CLOCK_ACTIONS = ['clock_in', 'break_start', 'break_end', 'clock_out'] as const;
export type TimeClockAction = (typeof CLOCK_ACTIONS)[number];

/**
 * `details.code` of a time clock's 409: the button does not apply now, the signed-in user has no
 * (active) employee record, the month is closed, or the entry would overlap another.
 */
export type TimeClockRefusalCode =
  | 'not_clocked_in'
  | 'already_clocked_in'
  | 'not_on_break'
  | 'already_on_break'
  | 'no_employee'
  | 'employee_inactive'
  | 'month_closed'
  | 'overlap';

/** A pause inside an entry (end null while the worker is on it). */
export interface ClockBreakView {
  id: string;
  start_at: string;
  end_at: string | null;
}

/** One attendance entry: clock-in to clock-out (null while still at work), with its breaks. */
export interface ClockEntryView {
  id: string;
  employee_id: string;
  employee_name: string;
  clock_in: string;
  clock_out: string | null;
  source: ClockSource;
  /** Closed by the system (a forgotten clock-out), to be reviewed. */
  auto_closed: boolean;
  /** Changed by a correction at least once ("manual"): its trail is at /corrections. */
  corrected: boolean;
  correction_count: number;
  breaks: ClockBreakView[];
  /** Time on breaks inside the entry, ms (running ones up to the server's now). */
  break_ms: number;
  /** Clock-out (or now) minus clock-in minus breaks, ms. */
  worked_ms: number;
}

/** GET /api/time-clock/status: where the signed-in worker stands and what they worked. */
export interface TimeClockStatus {
  employee_id: string;
  status: TimeClockStatusName;
  /** When the current status began (null when out and never clocked). */
  since: string | null;
  /** The clock-in of the running entry (null while out). */
  clocked_in_at: string | null;
  /** The server's clock when it answered (the screen's counters start from it). */
  server_time: string;
  today: {
    /** 'YYYY-MM-DD' in Madrid. */
    date: string;
    /** Worked today (the part of each entry inside today). */
    worked_ms: number;
    /** Entries that touch today, oldest first. */
    entries: ClockEntryView[];
  };
  week: {
    /** ISO week, 'YYYY-Www'. */
    week: string;
    /** Its Monday, 'YYYY-MM-DD'. */
    from: string;
    worked_ms: number;
  };
}

/** GET /api/time-clock/entries: the entries that touch the local days from–to (both included). */
export interface TimeClockEntries {
  /** The employee asked for; null when every employee's entries are listed. */
  employee_id: string | null;
  from: string;
  to: string;
  /** Worked inside the days from–to. */
  worked_ms: number;
  entries: ClockEntryView[];
}

/** An entry's times, before or after a correction. */
export interface ClockTimes {
  clock_in: string;
  clock_out: string | null;
}

/** One correction of an entry, as the register keeps it (append-only). */
export interface ClockCorrectionView {
  id: string;
  clock_entry_id: string;
  employee_id: string;
  employee_name: string;
  before: ClockTimes;
  after: ClockTimes;
  reason: string;
  author_user_id: string;
  /** The author's employee name when they have an employee record. */
  author_name: string | null;
  created_at: string;
}

/** POST /api/time-clock/entries/{id}/corrections. */
export interface ClockCorrectionRequest {
  clock_in: string;
  clock_out: string;
  reason: string;
}

/** A month closed (locked) for the time clock: its entries cannot be corrected until reopened. */
export interface TimesheetMonthView {
  /** 'YYYY-MM'. */
  month: string;
  closed: boolean;
  closed_at: string | null;
  closed_by: string | null;
  reopened_at: string | null;
  reopened_by: string | null;
}

/** The events the time clock records in the outbox. */
export const TIME_CLOCK_EVENT = {
  ClockedIn: 'ClockedIn',
  ClockedOut: 'ClockedOut',
  BreakStarted: 'BreakStarted',
  BreakEnded: 'BreakEnded',
  TimeEntryCorrected: 'TimeEntryCorrected',
} as const;
export type TimeClockEventType = (typeof TIME_CLOCK_EVENT)[keyof typeof TIME_CLOCK_EVENT];

/** Every punch event's payload. */
export interface TimeClockPunchPayload {
  employee_id: string;
  entry_id: string;
  /** The break, for BreakStarted / BreakEnded. */
  break_id?: string;
  /** The server time of the punch. */
  at: string;
  source: ClockSource;
  /** BreakEnded raised by a clock-out while on break. */
  by_clock_out?: boolean;
}

export interface TimeEntryCorrectedPayload {
  employee_id: string;
  entry_id: string;
  correction_id: string;
  before: ClockTimes;
  after: ClockTimes;
  reason: string;
}
