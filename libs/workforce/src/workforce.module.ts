import { Module } from '@nestjs/common';
import { ClockInHandler } from './commands/clock-in.command';
import { ClockOutHandler } from './commands/clock-out.command';
import { CloseTimesheetMonthHandler } from './commands/close-timesheet-month.command';
import { CorrectClockEntryHandler } from './commands/correct-clock-entry.command';
import { EndBreakHandler } from './commands/end-break.command';
import { ReopenTimesheetMonthHandler } from './commands/reopen-timesheet-month.command';
import { StartBreakHandler } from './commands/start-break.command';
import { TimeClockController } from './http/time-clock.controller';
import { ListActiveEmployeesHandler } from './queries/active-employees.query';
import { GetClockActorHandler } from './queries/clock-actor.query';
import { GetClockCorrectionHandler } from './queries/clock-correction.query';
import { ListClockCorrectionsHandler } from './queries/clock-corrections.query';
import { ListClockEntriesHandler } from './queries/clock-entries.query';
import { ClockEntriesReader } from './queries/clock-entries-reader';
import { GetEmployeeForUserHandler } from './queries/employee-for-user.query';
import { GetEmployeeLinksHandler } from './queries/employee-links.query';
import { GetEmployeeNamesHandler } from './queries/employee-names.query';
import { GetEmployeeRefsHandler } from './queries/employee-refs.query';
import { GetEmployeesForUsersHandler } from './queries/employees-for-users.query';
import { GetTimeClockStatusHandler } from './queries/time-clock-status.query';
import { ListTimesheetMonthsHandler } from './queries/timesheet-months.query';

/**
 * Workforce: employees and the time clock (punches, status, entries, corrections, closed months);
 * schedules, absences and timesheets' exports later.
 */
@Module({
  controllers: [TimeClockController],
  providers: [
    GetEmployeeForUserHandler,
    GetEmployeesForUsersHandler,
    GetEmployeeLinksHandler,
    GetEmployeeRefsHandler,
    GetEmployeeNamesHandler,
    ListActiveEmployeesHandler,
    ClockEntriesReader,
    ClockInHandler,
    ClockOutHandler,
    StartBreakHandler,
    EndBreakHandler,
    CorrectClockEntryHandler,
    CloseTimesheetMonthHandler,
    ReopenTimesheetMonthHandler,
    GetClockActorHandler,
    GetTimeClockStatusHandler,
    ListClockEntriesHandler,
    ListClockCorrectionsHandler,
    GetClockCorrectionHandler,
    ListTimesheetMonthsHandler,
  ],
})
export class WorkforceModule {}
