export * from './domain/employee-ref';
export { GetEmployeeForUserQuery } from './queries/employee-for-user.query';
export { GetEmployeesForUsersQuery } from './queries/employees-for-users.query';
export { GetEmployeeLinksQuery } from './queries/employee-links.query';
export { GetEmployeeRefsQuery } from './queries/employee-refs.query';
export { GetEmployeeNamesQuery } from './queries/employee-names.query';
export { ListActiveEmployeesQuery } from './queries/active-employees.query';
export { WorkforceModule } from './workforce.module';

// The time clock
export { ClockInCommand } from './commands/clock-in.command';
export { ClockOutCommand } from './commands/clock-out.command';
export { StartBreakCommand } from './commands/start-break.command';
export { EndBreakCommand } from './commands/end-break.command';
export { type Punch, type PunchResult } from './commands/clock-punch';
export {
  CorrectClockEntryCommand,
  type CorrectionAuthor,
} from './commands/correct-clock-entry.command';
export { CloseTimesheetMonthCommand } from './commands/close-timesheet-month.command';
export { ReopenTimesheetMonthCommand } from './commands/reopen-timesheet-month.command';
export { GetTimeClockStatusQuery } from './queries/time-clock-status.query';
export { ListClockEntriesQuery } from './queries/clock-entries.query';
export { ListClockCorrectionsQuery } from './queries/clock-corrections.query';
export { GetClockCorrectionQuery } from './queries/clock-correction.query';
export { ListTimesheetMonthsQuery } from './queries/timesheet-months.query';
export { GetClockActorQuery } from './queries/clock-actor.query';
export { GetTimeClockHistoryQuery } from './queries/timesheet-history.query';
export {
  GetTimesheetReportQuery,
  type TimesheetReportFile,
} from './queries/timesheet-report.query';
export { ListTimesheetEmployeesQuery } from './queries/timesheet-employees.query';
export { GetClockEntryQuery } from './queries/clock-entry.query';
export { CloseForgottenClockOutsCommand } from './commands/close-forgotten-clock-outs.command';
export { ConfirmAutoClosedEntryCommand } from './commands/confirm-auto-closed-entry.command';
export {
  CLOSE_FORGOTTEN_CLOCK_OUTS_JOB,
  type CloseForgottenClockOutsPayload,
} from './jobs/close-forgotten-clock-outs.job';
export { type ClockActor } from './domain/clock-access';
export {
  BreakEnded,
  BreakStarted,
  ClockedIn,
  ClockedOut,
  TimeEntryCorrected,
  ClockEntryAutoClosed,
  AutoClosedEntryConfirmed,
} from './events/time-clock.events';
export { MonthClosed, MonthReopened } from './events/timesheet-month.events';

// The job clock (hours on a work order's labor line). Work orders answer GetJobClockLineQuery and
// ListJobOrdersQuery (declared here: work-orders depends on workforce, not the reverse) and ask
// GetJobHoursForLinesQuery for their lines' actual hours.
export { StartJobClockCommand } from './commands/start-job-clock.command';
export { StopJobClockCommand } from './commands/stop-job-clock.command';
export { GetJobClockLineQuery, type JobClockLine } from './queries/job-clock-line.query';
export { ListJobOrdersQuery, type JobOrder, type JobOrderLine } from './queries/job-orders.query';
export {
  GetJobWorkRefsQuery,
  type JobWorkRefs,
  type JobWorkOrderRef,
  type JobWorkLineRef,
} from './queries/job-work-refs.query';
export { GetJobHoursForLinesQuery, type LineJobHours } from './queries/job-hours.query';
export { GetMyJobsQuery } from './queries/my-jobs.query';
export { IdentifyKioskWorkerQuery, type KioskWorker } from './queries/kiosk-worker.query';
export { WORKABLE_ORDER_STATUSES, clockedHours } from './domain/job-clock';
export { JobClockStarted, JobClockStopped } from './events/job-clock.events';

// Employees
export { CreateEmployeeCommand, type NewEmployee } from './commands/create-employee.command';
export { UpdateEmployeeCommand, type EmployeeChanges } from './commands/update-employee.command';
export { SetEmployeeActiveCommand } from './commands/set-employee-active.command';
export { SetEmployeeKioskPinCommand } from './commands/set-employee-kiosk-pin.command';
export { LinkEmployeeUserCommand } from './commands/link-employee-user.command';
export { kioskPinBucket } from './domain/kiosk-pin';
export { hashKioskPin } from './kiosk-pin-hashing';
export { ListEmployeesQuery, type EmployeeListFilter } from './queries/employee-list.query';
export { GetEmployeeQuery } from './queries/employee-detail.query';
export { ListLinkableUsersQuery } from './queries/linkable-users.query';
export { EmployeeCreated, EmployeeUpdated } from './events/employee.events';

export * from './workforce.manifest';
export { type Trade } from './domain/employee.entity';

// The work calendar (schedules, holidays, calendar settings) the planning rules read.
export { GetWorkCalendarQuery } from './queries/work-calendar.query';
export { type WorkCalendar, type WorkCalendarSettings } from './queries/work-calendar-reader';

// Madrid's calendar days and Spain's holidays, for whoever lays out days (the demo's register).
export { type LocalDate, addDays, isoWeekday, localDate, localInstant } from './domain/local-day';
export { holidaysOfYear } from './domain/holiday-calendar';
// Absences (requests, decisions, vacation balance, the team's month)
export { RequestAbsenceCommand, type NewAbsence } from './commands/request-absence.command';
export { ApproveAbsenceCommand } from './commands/approve-absence.command';
export { RejectAbsenceCommand } from './commands/reject-absence.command';
export { CancelAbsenceCommand } from './commands/cancel-absence.command';
export { GetAbsenceActorQuery } from './queries/absence-actor.query';
export { GetAbsenceQuery } from './queries/absence.query';
export { ListAbsencesQuery } from './queries/absence-list.query';
export { GetVacationBalanceQuery } from './queries/vacation-balance.query';
export { GetAbsenceCalendarQuery } from './queries/absence-calendar.query';
export { type AbsenceActor } from './domain/absence-access';
export {
  AbsenceApproved,
  AbsenceCancelled,
  AbsenceRejected,
  AbsenceRequested,
} from './events/absence.events';
// Schedules, holidays and capacity (/work-schedule, /personal-planning). Appointments and workload
// prediction ask GetCapacityQuery (no actor: every active employee, or the one asked for).
export { GetCapacityQuery } from './queries/capacity.query';
// The appointments' slot finder books into each mechanic's working time of a day.
export {
  GetWorkingHoursQuery,
  type EmployeeWorkingHours,
  type WorkingHours,
} from './queries/working-hours.query';
export { type Interval } from './domain/working-intervals';

export { GetWorkScheduleQuery } from './queries/work-schedule.query';
export { GetHolidaysQuery } from './queries/holidays.query';
export { SetWorkScheduleCommand } from './commands/set-work-schedule.command';
export {
  LocalHolidayAdded,
  LocalHolidayRemoved,
  WorkCalendarSettingsChanged,
  WorkScheduleChanged,
} from './events/work-calendar.events';
