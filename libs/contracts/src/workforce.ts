/**
 * The time clock (fichaje, registro de jornada: Estatuto de los Trabajadores art. 34.9): a worker's
 * punches (clock in, breaks, clock out), the corrections made to them and the months closed for
 * payroll. Shared by the API and the SPA. Instants are ISO 8601 in UTC; days, weeks and months are
 * the workshop's (Europe/Madrid).
 */

import { type WorkOrderPriority, type WorkOrderStatus } from './work-orders';

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
  | 'overlap'
  | 'not_auto_closed'
  | 'already_reviewed';

/** How a manager reviewed an entry the system closed: confirmed as it was, or corrected. */
export interface ClockEntryReview {
  review: 'confirmed' | 'corrected';
  reviewed_at: string;
  reviewed_by: string;
}

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
  /**
   * When the system closed it, and a manager's review of that closing (null while pending). Always
   * sent by the API; optional only so that clients built before the review still compile.
   */
  auto_closed_at?: string | null;
  review?: ClockEntryReview | null;
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
  /** The job clock running now (hours on a work order's labor line), null when none. */
  job: TimeClockJob | null;
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

// The kiosk (/time-clock?kiosk=1): a shared terminal, signed in with an account holding
// timeclock.entries.kiosk, where each worker punches with their PIN.

/** POST /api/time-clock/kiosk/identify: whose PIN it is, before the worker chooses the punch. */
export interface KioskIdentifyRequest {
  /** 4–6 digits. */
  pin: string;
}

/** POST /api/time-clock/kiosk: a punch of the worker whose PIN it is (recorded with source kiosk). */
export interface KioskPunchRequest {
  pin: string;
  action: TimeClockAction;
}

/** What the kiosk answers: the worker the PIN belongs to and where they stand (after the punch). */
export interface KioskClockAnswer {
  employee: { id: string; full_name: string };
  status: TimeClockStatus;
}

// ── The registro de jornada: history (/time-tracking), timesheet editing, the report ────────────

/** An entry of the history with the corrections made to it (oldest first): the worker sees them. */
export interface TimeClockHistoryEntry extends ClockEntryView {
  corrections: ClockCorrectionView[];
}

/** Job clock time on one labor line (the line's name as the order has it now). */
export interface JobLineHours {
  work_order_line_id: string;
  name: string;
  /** Clocked onto the line, ms (a running job clock up to the server's now). */
  ms: number;
}

/** Job clock time on one work order, per labor line. */
export interface JobOrderHours {
  work_order_id: string;
  /** 'WO-000123' (null when the order no longer exists). */
  number: string | null;
  title: string | null;
  license_plate: string | null;
  ms: number;
  lines: JobLineHours[];
}

/**
 * One local day of a worker's history: the entries that start on it (a jornada belongs to the day
 * it starts, like the registro de jornada lists it), their breaks, corrections and totals, and the
 * job clock time of those entries per order.
 */
export interface TimeClockHistoryDay {
  /** 'YYYY-MM-DD' in Madrid. */
  date: string;
  worked_ms: number;
  break_ms: number;
  /** Job clock time inside the day's entries. */
  job_ms: number;
  entries: TimeClockHistoryEntry[];
  jobs: JobOrderHours[];
}

/**
 * GET /api/time-clock/history: one worker's days from–to (only the days with entries, oldest
 * first), the period's totals and its job hours per order.
 */
export interface TimeClockHistory {
  employee_id: string;
  employee_name: string;
  from: string;
  to: string;
  totals: {
    worked_ms: number;
    break_ms: number;
    job_ms: number;
    /** Days with at least one entry. */
    days: number;
    entries: number;
    /** Entries corrected at least once. */
    corrected: number;
    /** Entries closed by the system (forgotten clock-outs) still waiting for a manager's review. */
    auto_closed_pending: number;
  };
  jobs: JobOrderHours[];
  days: TimeClockHistoryDay[];
}

/** GET /api/time-clock/employees: whose timesheets a manager may open, by name. */
export interface TimesheetEmployee {
  id: string;
  code: string;
  full_name: string;
  nif: string | null;
  active: boolean;
}

/** GET /api/time-clock/report: the file formats of the registro de jornada. */
export const TIMESHEET_REPORT_FORMATS = ['csv', 'pdf'] as const;
export type TimesheetReportFormat = (typeof TIMESHEET_REPORT_FORMATS)[number];

/** The events the time clock records in the outbox. */
export const TIME_CLOCK_EVENT = {
  ClockedIn: 'ClockedIn',
  ClockedOut: 'ClockedOut',
  BreakStarted: 'BreakStarted',
  BreakEnded: 'BreakEnded',
  TimeEntryCorrected: 'TimeEntryCorrected',
  ClockEntryAutoClosed: 'ClockEntryAutoClosed',
  AutoClosedEntryConfirmed: 'AutoClosedEntryConfirmed',
} as const;
export type TimeClockEventType = (typeof TIME_CLOCK_EVENT)[keyof typeof TIME_CLOCK_EVENT];

/** A month of the register closed for payroll, or reopened (for the whole workshop). */
export const TIMESHEET_MONTH_EVENT = {
  MonthClosed: 'MonthClosed',
  MonthReopened: 'MonthReopened',
} as const;

export interface TimesheetMonthPayload {
  /** 'YYYY-MM'. */
  month: string;
  /** Who closed or reopened it. */
  user_id: string;
}

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

/** ClockEntryAutoClosed: the nightly job closed a forgotten clock-out at the scheduled end. */
export interface ClockEntryAutoClosedPayload {
  employee_id: string;
  employee_name: string;
  entry_id: string;
  clock_in: string;
  /** The scheduled end the entry was closed at. */
  clock_out: string;
  /** The entry's local day, 'YYYY-MM-DD'. */
  date: string;
}

/** AutoClosedEntryConfirmed: a manager confirmed the closing as it was. */
export interface AutoClosedEntryConfirmedPayload {
  employee_id: string;
  entry_id: string;
  clock_out: string;
}

export interface TimeEntryCorrectedPayload {
  employee_id: string;
  entry_id: string;
  correction_id: string;
  before: ClockTimes;
  after: ClockTimes;
  reason: string;
}

// The job clock: hours on a work order's labor line, inside an attendance entry.

/**
 * Why a job clock stopped: the worker stopped it, started another line, clocked out or started a
 * break, or the system closed it.
 */
export const JOB_CLOCK_STOP_REASONS = ['manual', 'switched', 'clock_out', 'break', 'auto'] as const;
export type JobClockStopReason = (typeof JOB_CLOCK_STOP_REASONS)[number];

/** `details.code` of a job clock's 409 (besides `no_employee` and `employee_inactive`). */
export type JobClockRefusalCode =
  | 'not_clocked_in'
  | 'on_break'
  | 'not_labor'
  | 'not_assigned'
  | 'order_not_workable'
  | 'line_finished'
  | 'already_on_line'
  | 'no_job_clock'
  | 'overlap';

/** The job clock running on a labor line (in TimeClockStatus.job). */
export interface TimeClockJob {
  /** The running job clock. */
  id: string;
  work_order_id: string;
  work_order_line_id: string;
  started_at: string;
}

/** A labor line in GET /api/time-clock/my-jobs. */
export interface MyJobLine {
  id: string;
  /** The line's description (its name on the order). */
  name: string;
  planned_hours: number;
  /** Hours clocked onto the line by everyone, closed and running job clocks (2 decimals). */
  actual_hours: number;
  /** Marked done on the order. */
  finished: boolean;
  /** The signed-in worker's job clock runs on this line now. */
  running: boolean;
}

/** An order in GET /api/time-clock/my-jobs: assigned to the signed-in worker and workable. */
export interface MyJobOrder {
  id: string;
  /** 'WO-000123'. */
  number: string;
  title: string;
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  license_plate: string | null;
  make: string | null;
  model: string | null;
  customer_name: string | null;
  promised_at: string | null;
  lines: MyJobLine[];
}

/** GET /api/time-clock/my-jobs. */
export interface MyJobs {
  employee_id: string;
  /** The running job clock, as in the status. */
  job: TimeClockJob | null;
  orders: MyJobOrder[];
}

/** The events the job clock records in the outbox. */
export const JOB_CLOCK_EVENT = {
  JobClockStarted: 'JobClockStarted',
  JobClockStopped: 'JobClockStopped',
} as const;
export type JobClockEventType = (typeof JOB_CLOCK_EVENT)[keyof typeof JOB_CLOCK_EVENT];

/** JobClockStarted's and JobClockStopped's payload. */
export interface JobClockEventPayload {
  employee_id: string;
  job_clock_id: string;
  work_order_id: string;
  work_order_line_id: string;
  /** The attendance entry the job clock runs within. */
  clock_entry_id: string;
  started_at: string;
  /** JobClockStopped: when and why. */
  stopped_at?: string;
  stop_reason?: JobClockStopReason;
  /** JobClockStopped: stopped_at − started_at, ms. */
  duration_ms?: number;
  source: ClockSource;
}

// ── Employees (/api/employees, /employee-management) ─────────────────────────────────────────────

/** An employee's job (puesto) at the workshop: the five of the staff's roles. */
export const EMPLOYEE_POSITIONS = [
  'mecanico',
  'jefe_taller',
  'recepcion',
  'recambios',
  'administracion',
] as const;
export type EmployeePosition = (typeof EMPLOYEE_POSITIONS)[number];

/**
 * An employee's trade (especialidad), which work can be assigned by: a mechanic's is one of the
 * workshop trades, every other position has its own.
 */
export const EMPLOYEE_TRADES = [
  'mechanic',
  'electrician',
  'bodywork',
  'painter',
  'reception',
  'parts',
  'office',
  'manager',
] as const;
export type EmployeeTrade = (typeof EMPLOYEE_TRADES)[number];

/** The trades each position may have; the first is the one it gets when none is given. */
export const TRADES_OF_POSITION: Record<EmployeePosition, readonly EmployeeTrade[]> = {
  mecanico: ['mechanic', 'electrician', 'bodywork', 'painter'],
  jefe_taller: ['manager'],
  recepcion: ['reception'],
  recambios: ['parts'],
  administracion: ['office'],
};

/**
 * The labour rate category (categoría profesional of the metal sector's agreements) a mechanic's
 * hours are sold at: oficial de 1.ª, 2.ª, 3.ª, especialista, aprendiz.
 */
export const LABOR_RATE_CATEGORIES = [
  'oficial_1',
  'oficial_2',
  'oficial_3',
  'especialista',
  'aprendiz',
] as const;
export type LaborRateCategory = (typeof LABOR_RATE_CATEGORIES)[number];

/** A kiosk PIN: 4 to 6 digits. The server keeps only its argon2 hash. */
export const KIOSK_PIN_PATTERN = /^\d{4,6}$/;

/** The orders GET /api/employees understands; `name` is the default. */
export const EMPLOYEE_SORTS = [
  'name',
  '-name',
  'code',
  '-code',
  'hire_date',
  '-hire_date',
] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

/** One row of GET /api/employees. The PIN itself is never sent, only whether there is one. */
export interface EmployeeSummary {
  id: string;
  code: string;
  full_name: string;
  first_name: string;
  last_name: string;
  /** NIF or NIE, normalised; null when not recorded. */
  nif: string | null;
  email: string | null;
  phone: string | null;
  position: EmployeePosition;
  trade: EmployeeTrade;
  /** 'YYYY-MM-DD'. */
  hire_date: string | null;
  hourly_cost_cents: number;
  labor_rate_category: LaborRateCategory | null;
  active: boolean;
  user_id: string | null;
  has_kiosk_pin: boolean;
  /** The optimistic-lock version a PATCH sends back (the list's deactivate action too). */
  version: number;
}

/** GET /api/employees/{id}: the row with the linked account's name and the record's times. */
export interface EmployeeDetail extends EmployeeSummary {
  /** The linked user account's e-mail and name (null without one). */
  user_email: string | null;
  user_full_name: string | null;
  created_at: string;
  updated_at: string;
}

/** POST /api/employees. Optional fields may be null (not recorded). */
export interface EmployeeInput {
  /** Generated (E001, E002…) when not given. */
  code?: string;
  first_name: string;
  last_name?: string;
  nif?: string | null;
  email?: string | null;
  phone?: string | null;
  position: EmployeePosition;
  /** The position's own (a mechanic's: mechanic) when not given. */
  trade?: EmployeeTrade;
  hire_date?: string | null;
  hourly_cost_cents?: number;
  labor_rate_category?: LaborRateCategory | null;
  /** 4–6 digits; null removes it. */
  kiosk_pin?: string | null;
  /** The user account to link; null unlinks. */
  user_id?: string | null;
}

/**
 * PATCH /api/employees/{id}: any fields, with the version the client read (409 on a stale one).
 * `active: false` deactivates the employee (never a delete: clock records keep pointing at them).
 */
export interface EmployeePatch extends Partial<EmployeeInput> {
  version: number;
  active?: boolean;
}

/**
 * `details.code` of an employee's 409: the NIF, the user account or the kiosk PIN belongs to
 * another employee, or an employee still clocked in cannot be deactivated.
 */
export type EmployeeRefusalCode =
  'nif_taken' | 'code_taken' | 'user_already_linked' | 'clocked_in' | 'kiosk_pin_taken';

/** GET /api/employees/linkable-users: active accounts an employee may be linked to. */
export interface LinkableUser {
  id: string;
  email: string;
  full_name: string;
  /** The employee the account is already linked to (null when free). */
  employee_id: string | null;
}

/** The events employees record in the outbox. */
export const EMPLOYEE_EVENT = {
  EmployeeCreated: 'EmployeeCreated',
  EmployeeUpdated: 'EmployeeUpdated',
} as const;

export interface EmployeeCreatedPayload {
  code: string;
  full_name: string;
  position: EmployeePosition;
  user_id: string | null;
}

export interface EmployeeUpdatedPayload {
  /** The API names of the fields that changed (`kiosk_pin` when the PIN was set or removed). */
  changed: string[];
  active: boolean;
  user_id: string | null;
}

// ── Absences (/api/absences, /absence-management) ───────────────────────────────────────────────

/** vacaciones, baja médica, asuntos propios, permiso retribuido. */
export const ABSENCE_KINDS = ['vacation', 'sick_leave', 'personal', 'paid_leave'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

/** pending → approved or rejected; pending or approved → cancelled. */
export const ABSENCE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];

/** A single day's half: the morning or the afternoon (null: whole days). */
export const HALF_DAYS = ['morning', 'afternoon'] as const;
export type HalfDay = (typeof HALF_DAYS)[number];

/** One absence request, as GET /api/absences lists it. Dates are local, 'YYYY-MM-DD', both included. */
export interface AbsenceView {
  id: string;
  employee_id: string;
  employee_code: string;
  employee_name: string;
  kind: AbsenceKind;
  status: AbsenceStatus;
  start_date: string;
  end_date: string;
  half_day: HalfDay | null;
  /**
   * The working days it covers (schedule days that are not holidays; a half day 0.5): what a
   * vacation spends from the balance.
   */
  working_days: number;
  reason: string | null;
  /** The manager's comment on approving or rejecting (required to reject). */
  decision_comment: string | null;
  /** The account that asked for it: the employee, or a manager who recorded it for them. */
  requested_by: string;
  requested_by_name: string | null;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
  cancelled_by: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/**
 * POST /api/absences. Without `employee_id` (or with one's own) it is one's own request; a manager
 * (employees.absences.approve) may record one for any employee, which is then approved at once.
 */
export interface AbsenceInput {
  employee_id?: string | null;
  kind: AbsenceKind;
  start_date: string;
  end_date: string;
  /** Only for a single day. */
  half_day?: HalfDay | null;
  reason?: string | null;
}

/** POST /api/absences/{id}/approve (comment optional) and /reject (comment required). */
export interface AbsenceDecisionInput {
  comment?: string | null;
}

/** GET /api/absences/balance: one employee's vacation account of a year, in working days. */
export interface VacationBalanceView {
  employee_id: string;
  employee_name: string;
  year: number;
  /** The contract's days (employee.vacation_days) or the workshop's (22 by default). */
  entitled: number;
  approved: number;
  /** Waiting for a decision: reserved, so they are not spent twice. */
  pending: number;
  remaining: number;
  /**
   * The employee has no work schedule on some day of the year: those days are counted as
   * Monday–Friday working days.
   */
  default_schedule: boolean;
}

/** A holiday as the absence calendar shows it. */
export interface AbsenceCalendarHoliday {
  date: string;
  name: string;
  scope: 'national' | 'regional' | 'local';
}

/** GET /api/absences/calendar?month=YYYY-MM: who is away (pending and approved) and the holidays. */
export interface AbsenceCalendarView {
  /** 'YYYY-MM'. */
  month: string;
  from: string;
  to: string;
  /** Everyone's for managers (employees.absences.read or approve); one's own otherwise. */
  scope: 'team' | 'own';
  holidays: AbsenceCalendarHoliday[];
  absences: AbsenceView[];
}

/** `details.code` of an absence's 409. */
export type AbsenceRefusalCode =
  | 'absence_overlap'
  | 'vacation_exceeded'
  | 'same_status'
  | 'final_status'
  | 'illegal_transition'
  | 'no_employee'
  | 'employee_inactive';

/** The events absences record in the outbox. */
export const ABSENCE_EVENT = {
  AbsenceRequested: 'AbsenceRequested',
  AbsenceApproved: 'AbsenceApproved',
  AbsenceRejected: 'AbsenceRejected',
  AbsenceCancelled: 'AbsenceCancelled',
} as const;
export type AbsenceEventType = (typeof ABSENCE_EVENT)[keyof typeof ABSENCE_EVENT];

/** Every absence event's payload: the request as it stands after the change. */
export interface AbsenceEventPayload {
  absence_id: string;
  employee_id: string;
  employee_name: string;
  kind: AbsenceKind;
  status: AbsenceStatus;
  start_date: string;
  end_date: string;
  half_day: HalfDay | null;
  working_days: number;
  reason: string | null;
  decision_comment: string | null;
  /** AbsenceRequested: recorded by a manager for the employee (then already approved). */
  recorded_for_employee?: boolean;
  /** AbsenceCancelled: the status it had. */
  from_status?: AbsenceStatus;
}

// ── Work schedules, holidays and capacity (/work-schedule, /personal-planning) ─────────────────────

/** ISO weekdays as the API keys a week: '1' Monday … '7' Sunday. */
export const ISO_WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type IsoWeekdayKey = (typeof ISO_WEEKDAY_KEYS)[number];

/** A wall-clock range in Madrid, 'HH:MM' to 'HH:MM' ('24:00' ends at midnight). */
export interface WorkTimeRange {
  start: string;
  end: string;
}

/** Ranges per ISO weekday; a missing or empty day is a day off. */
export type WorkWeekPattern = Partial<Record<IsoWeekdayKey, WorkTimeRange[]>>;

/** At most this many ranges a day (08:00–13:00 / 15:00–18:00 is two). */
export const MAX_WORK_RANGES_PER_DAY = 4;
/** At most this many seasonal variants (summer intensive hours…) in one schedule. */
export const MAX_WORK_SEASONS = 4;

/**
 * Hours that replace the week every year from `from` to `to` ('MM-DD', both included; they may
 * wrap the new year), e.g. "Jornada intensiva de verano" 07-01 to 08-31.
 */
export interface WorkSeason {
  name: string | null;
  from: string;
  to: string;
  days: WorkWeekPattern;
}

export interface WorkSeasonView extends WorkSeason {
  /** Minutes the season's week plans (wall-clock, a plain week). */
  weekly_minutes: number;
}

/** One period of an employee's schedule: a weekly pattern in force from one date to another. */
export interface WorkSchedulePeriod {
  id: string;
  /** 'YYYY-MM-DD'. */
  valid_from: string;
  /** Last day in force, included; null while it has no end. */
  valid_to: string | null;
  days: WorkWeekPattern;
  seasons: WorkSeasonView[];
  /** Minutes the week plans outside the seasons (wall-clock, a plain week). */
  weekly_minutes: number;
  /** In force today (Madrid). */
  current: boolean;
  updated_at: string;
}

/**
 * GET /api/work-schedules/{employeeId}: the employee's periods, newest first (past, current and
 * future), and the `revision` a PUT sends back (a 409 when someone changed them in between).
 */
export interface EmployeeWorkSchedule {
  employee_id: string;
  employee_name: string;
  employee_code: string;
  position: EmployeePosition;
  /** 'YYYY-MM-DD' in Madrid when it answered (what `current` refers to). */
  today: string;
  periods: WorkSchedulePeriod[];
  revision: string;
}

/**
 * PUT /api/work-schedules/{employeeId}: a weekly pattern from `valid_from` (to `valid_to`, or with
 * no end). It paints over the days it covers: a period it overlaps ends the day before, resumes
 * the day after, or disappears when it lies inside; the other days keep their schedule.
 */
export interface WorkScheduleInput {
  valid_from: string;
  valid_to?: string | null;
  days: WorkWeekPattern;
  seasons?: WorkSeason[];
  /** The revision read (optional): a stale one is a 409 `stale_schedule`. */
  revision?: string;
}

/** `details.code` of a schedule's 409. */
export type WorkScheduleRefusalCode = 'stale_schedule';

export const HOLIDAY_SCOPES = ['national', 'regional', 'local'] as const;
export type HolidayScopeName = (typeof HOLIDAY_SCOPES)[number];

/** A day nobody works: Spain's, the autonomous community's, or the town's (entered by hand). */
export interface HolidayView {
  /** 'YYYY-MM-DD'. */
  date: string;
  name: string;
  scope: HolidayScopeName;
}

/** GET /api/holidays?year=&region=. */
export interface HolidayCalendarView {
  year: number;
  /** The community asked for, or the workshop's setting. */
  region: string;
  region_name: string;
  holidays: HolidayView[];
}

/** GET /api/holidays/regions: the communities with a holiday calendar, by Spanish name. */
export interface HolidayRegionView {
  code: string;
  name: string;
}

/** POST /api/holidays/local. */
export interface LocalHolidayInput {
  date: string;
  name: string;
}

/** `details.code` of a local holiday's 409: the date already has one, or is already a holiday. */
export type LocalHolidayRefusalCode = 'local_holiday_exists' | 'already_holiday';

/** GET /api/work-calendar/settings: the workshop's calendar settings. */
export interface WorkCalendarSettingsView {
  holiday_region: string;
  holiday_region_name: string;
  /** Vacation days a year when an employee's contract says nothing else (halves allowed). */
  vacation_days: number;
  /** Minutes after a scheduled day's end before a forgotten clock-out is closed. */
  auto_close_margin_minutes: number;
  updated_at: string;
}

/** PUT /api/work-calendar/settings. */
export interface WorkCalendarSettingsInput {
  holiday_region: string;
  vacation_days: number;
  auto_close_margin_minutes: number;
}

/** GET /api/capacity asks at most this many days. */
export const MAX_CAPACITY_DAYS = 92;

/**
 * A day of someone's capacity: a working day, a day off in the schedule, a holiday, a whole-day
 * absence, or a half-day one.
 */
export const CAPACITY_DAY_STATUSES = [
  'work',
  'day_off',
  'holiday',
  'absence',
  'half_absence',
] as const;
export type CapacityDayStatus = (typeof CAPACITY_DAY_STATUSES)[number];

export interface CapacityDayView {
  date: string;
  planned_minutes: number;
  /** Planned minutes lost to approved absences (0 on a holiday: the holiday took them). */
  absent_minutes: number;
  available_minutes: number;
  status: CapacityDayStatus;
  holiday_name: string | null;
  /** The approved absence's kind (vacation, sick_leave, personal, paid_leave), null when none. */
  absence_kind: string | null;
  half_day: 'morning' | 'afternoon' | null;
}

export interface EmployeeCapacityView {
  employee_id: string;
  full_name: string;
  code: string;
  position: EmployeePosition;
  planned_minutes: number;
  available_minutes: number;
  days: CapacityDayView[];
}

/** One date for the whole team. */
export interface CapacityDateView {
  date: string;
  holiday: HolidayView | null;
  planned_minutes: number;
  available_minutes: number;
}

/**
 * GET /api/capacity?from=&to=&employee_id=: what each (active) employee can work each day: the
 * schedule, less holidays and approved absences. Minutes are whole; hours are the display's.
 */
export interface CapacityView {
  from: string;
  to: string;
  days: CapacityDateView[];
  employees: EmployeeCapacityView[];
  planned_minutes: number;
  available_minutes: number;
}

/** The events the work calendar records in the outbox. */
export const WORK_CALENDAR_EVENT = {
  WorkScheduleChanged: 'WorkScheduleChanged',
  LocalHolidayAdded: 'LocalHolidayAdded',
  LocalHolidayRemoved: 'LocalHolidayRemoved',
  WorkCalendarSettingsChanged: 'WorkCalendarSettingsChanged',
} as const;
export type WorkCalendarEventType = (typeof WORK_CALENDAR_EVENT)[keyof typeof WORK_CALENDAR_EVENT];

/** WorkScheduleChanged (on the employee): the painted period and the periods after it. */
export interface WorkScheduleChangedPayload {
  employee_id: string;
  valid_from: string;
  valid_to: string | null;
  /** How many periods the employee has now. */
  period_count: number;
}

/** LocalHolidayAdded and LocalHolidayRemoved (on the workshop's calendar). */
export interface LocalHolidayPayload {
  date: string;
  name: string;
}

export interface WorkCalendarSettingsChangedPayload {
  /** The API names of the settings that changed. */
  changed: string[];
  holiday_region: string;
  vacation_days: number;
  auto_close_margin_minutes: number;
}
