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
export { type ClockActor } from './domain/clock-access';
export {
  BreakEnded,
  BreakStarted,
  ClockedIn,
  ClockedOut,
  TimeEntryCorrected,
} from './events/time-clock.events';

export * from './workforce.manifest';
export { type Trade } from './domain/employee.entity';
