import { Module } from '@nestjs/common';
import { ClockInHandler } from './commands/clock-in.command';
import { ClockOutHandler } from './commands/clock-out.command';
import { CloseTimesheetMonthHandler } from './commands/close-timesheet-month.command';
import { CorrectClockEntryHandler } from './commands/correct-clock-entry.command';
import { EndBreakHandler } from './commands/end-break.command';
import { ReopenTimesheetMonthHandler } from './commands/reopen-timesheet-month.command';
import { StartBreakHandler } from './commands/start-break.command';
import { StartJobClockHandler } from './commands/start-job-clock.command';
import { StopJobClockHandler } from './commands/stop-job-clock.command';
import { TimeClockController } from './http/time-clock.controller';
import { CreateEmployeeHandler } from './commands/create-employee.command';
import { LinkEmployeeUserHandler } from './commands/link-employee-user.command';
import { SetEmployeeActiveHandler } from './commands/set-employee-active.command';
import { SetEmployeeKioskPinHandler } from './commands/set-employee-kiosk-pin.command';
import { UpdateEmployeeHandler } from './commands/update-employee.command';
import { EmployeesController } from './http/employees.controller';
import { GetEmployeeHandler } from './queries/employee-detail.query';
import { ListEmployeesHandler } from './queries/employee-list.query';
import { EmployeesReader } from './queries/employees-reader';
import { ListLinkableUsersHandler } from './queries/linkable-users.query';
import { JobClockController } from './http/job-clock.controller';
import { MyJobsController } from './http/my-jobs.controller';
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
import { GetJobHoursForLinesHandler } from './queries/job-hours.query';
import { JobClocksReader } from './queries/job-clocks-reader';
import { GetMyJobsHandler } from './queries/my-jobs.query';
import { GetTimeClockHistoryHandler } from './queries/timesheet-history.query';
import { GetTimesheetReportHandler } from './queries/timesheet-report.query';
import { ListTimesheetEmployeesHandler } from './queries/timesheet-employees.query';
import { TimesheetReader } from './queries/timesheet-reader';
import { CloseForgottenClockOutsHandler } from './commands/close-forgotten-clock-outs.command';
import { ConfirmAutoClosedEntryHandler } from './commands/confirm-auto-closed-entry.command';
import { GetClockEntryHandler } from './queries/clock-entry.query';
import { CloseForgottenClockOutsJob } from './jobs/close-forgotten-clock-outs.job';
import { StopOrderJobClocksHandler } from './commands/stop-order-job-clocks.command';
import { OrderJobClocksSubscriber } from './subscribers/order-job-clocks.subscriber';
import { GetWorkCalendarHandler } from './queries/work-calendar.query';
import { WorkCalendarReader } from './queries/work-calendar-reader';
import { KioskController } from './http/kiosk.controller';
import { IdentifyKioskWorkerHandler } from './queries/kiosk-worker.query';
import { KioskPinThrottle } from './kiosk-pin-throttle';
import { ApproveAbsenceHandler } from './commands/approve-absence.command';
import { CancelAbsenceHandler } from './commands/cancel-absence.command';
import { RejectAbsenceHandler } from './commands/reject-absence.command';
import { RequestAbsenceHandler } from './commands/request-absence.command';
import { AbsencesController } from './http/absences.controller';
import { GetAbsenceActorHandler } from './queries/absence-actor.query';
import { GetAbsenceCalendarHandler } from './queries/absence-calendar.query';
import { ListAbsencesHandler } from './queries/absence-list.query';
import { GetAbsenceHandler } from './queries/absence.query';
import { AbsencesReader } from './queries/absences-reader';
import { GetVacationBalanceHandler } from './queries/vacation-balance.query';
import { AddLocalHolidayHandler } from './commands/add-local-holiday.command';
import { RemoveLocalHolidayHandler } from './commands/remove-local-holiday.command';
import { SetWorkScheduleHandler } from './commands/set-work-schedule.command';
import { UpdateWorkCalendarSettingsHandler } from './commands/update-work-calendar-settings.command';
import { CapacityController } from './http/capacity.controller';
import { HolidaysController } from './http/holidays.controller';
import { WorkCalendarController } from './http/work-calendar.controller';
import { WorkSchedulesController } from './http/work-schedules.controller';
import { CapacityAbsencesReader } from './queries/capacity-absences-reader';
import { GetCapacityHandler } from './queries/capacity.query';
import { GetWorkingHoursHandler } from './queries/working-hours.query';
import { ListHolidayRegionsHandler } from './queries/holiday-regions.query';
import { GetHolidaysHandler } from './queries/holidays.query';
import { GetScheduleActorHandler } from './queries/schedule-actor.query';
import { GetWorkCalendarSettingsHandler } from './queries/work-calendar-settings.query';
import { GetWorkScheduleHandler } from './queries/work-schedule.query';

/**
 * Workforce: employees and the time clock (punches, status, entries, corrections, closed months);
 * schedules, absences and timesheets' exports later.
 */
@Module({
  controllers: [
    EmployeesController,
    TimeClockController,
    JobClockController,
    MyJobsController,
    KioskController,
    AbsencesController,
    WorkSchedulesController,
    HolidaysController,
    WorkCalendarController,
    CapacityController,
  ],
  providers: [
    // Employees (/api/employees).
    EmployeesReader,
    CreateEmployeeHandler,
    UpdateEmployeeHandler,
    SetEmployeeActiveHandler,
    SetEmployeeKioskPinHandler,
    LinkEmployeeUserHandler,
    ListEmployeesHandler,
    GetEmployeeHandler,
    ListLinkableUsersHandler,
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
    // The job clock
    JobClocksReader,
    StartJobClockHandler,
    StopJobClockHandler,
    GetJobHoursForLinesHandler,
    GetMyJobsHandler,
    // The registro de jornada: history, report, timesheet editing
    TimesheetReader,
    GetTimeClockHistoryHandler,
    GetTimesheetReportHandler,
    ListTimesheetEmployeesHandler,
    // Forgotten clock-outs: the nightly job, the review
    CloseForgottenClockOutsHandler,
    CloseForgottenClockOutsJob,
    ConfirmAutoClosedEntryHandler,
    GetClockEntryHandler,
    StopOrderJobClocksHandler,
    OrderJobClocksSubscriber,
    // The work calendar (schedules, holidays, calendar settings)
    WorkCalendarReader,
    GetWorkCalendarHandler,
    // The kiosk (a shared terminal, PINs)
    KioskPinThrottle,
    IdentifyKioskWorkerHandler,
    // Absences (/api/absences)
    AbsencesReader,
    RequestAbsenceHandler,
    ApproveAbsenceHandler,
    RejectAbsenceHandler,
    CancelAbsenceHandler,
    GetAbsenceActorHandler,
    GetAbsenceHandler,
    ListAbsencesHandler,
    GetVacationBalanceHandler,
    GetAbsenceCalendarHandler,
    CapacityAbsencesReader,
    GetScheduleActorHandler,
    GetWorkScheduleHandler,
    SetWorkScheduleHandler,
    GetHolidaysHandler,
    ListHolidayRegionsHandler,
    AddLocalHolidayHandler,
    RemoveLocalHolidayHandler,
    GetWorkCalendarSettingsHandler,
    UpdateWorkCalendarSettingsHandler,
    GetCapacityHandler,
    GetWorkingHoursHandler,
  ],
})
export class WorkforceModule {}
