import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { type Command, CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ClockCorrectionView,
  type ClockEntryView,
  PERMISSIONS,
  type TimeClockEntries,
  type TimeClockHistory,
  type TimeClockStatus,
  type TimesheetEmployee,
  type TimesheetMonthView,
} from '@px/contracts';
import { type FastifyReply } from 'fastify';
import { CurrentPrincipal, ParseIdPipe, type Principal, RequirePermission } from '@px/platform';
import { ClockInCommand } from '../commands/clock-in.command';
import { ClockOutCommand } from '../commands/clock-out.command';
import { type Punch, type PunchResult } from '../commands/clock-punch';
import { CloseTimesheetMonthCommand } from '../commands/close-timesheet-month.command';
import { CorrectClockEntryCommand } from '../commands/correct-clock-entry.command';
import { ConfirmAutoClosedEntryCommand } from '../commands/confirm-auto-closed-entry.command';
import { GetClockEntryQuery } from '../queries/clock-entry.query';
import { EndBreakCommand } from '../commands/end-break.command';
import { ReopenTimesheetMonthCommand } from '../commands/reopen-timesheet-month.command';
import { StartBreakCommand } from '../commands/start-break.command';
import { parseInstant } from '../domain/clock-periods';
import { GetClockActorQuery } from '../queries/clock-actor.query';
import { GetClockCorrectionQuery } from '../queries/clock-correction.query';
import { ListClockCorrectionsQuery } from '../queries/clock-corrections.query';
import { ListClockEntriesQuery } from '../queries/clock-entries.query';
import { GetTimeClockStatusQuery } from '../queries/time-clock-status.query';
import { ListTimesheetMonthsQuery } from '../queries/timesheet-months.query';
import { GetTimeClockHistoryQuery } from '../queries/timesheet-history.query';
import { ListTimesheetEmployeesQuery } from '../queries/timesheet-employees.query';
import { GetTimesheetReportQuery } from '../queries/timesheet-report.query';
import {
  CorrectionDto,
  CorrectionsQueryDto,
  EntriesQueryDto,
  ParseMonthPipe,
  PunchDto,
  ReportQueryDto,
} from './time-clock.dto';
import { type PunchOrigin, PunchOriginOf, punchOf } from './punch-request';

const CLOCK = PERMISSIONS.timeclock.entries.clock;
const READ_ALL = PERMISSIONS.timeclock.entries.read;
const TIMESHEETS_READ = PERMISSIONS.timeclock.timesheets.read;
const TIMESHEETS_EDIT = PERMISSIONS.timeclock.timesheets.edit;
/** Who reads anyone's history day by day: the office, and whoever reads or edits timesheets. */
const HISTORY_READ_ALL = [READ_ALL, TIMESHEETS_READ, TIMESHEETS_EDIT];

type PunchCommand = new (punch: Punch, idempotencyKey: string | null) => Command<PunchResult>;

/**
 * The time clock (fichaje, registro de jornada): the signed-in worker's punches and status, the
 * entries and their corrections (timesheet editing), and the months closed for payroll. Every punch
 * is the caller's own, at the server's time; each answers the caller's status after it.
 */
@ApiTags('time-clock')
@ApiBearerAuth()
@Controller('time-clock')
export class TimeClockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async punch(
    command: PunchCommand,
    body: PunchDto,
    origin: PunchOrigin,
  ): Promise<TimeClockStatus> {
    await this.commands.execute(new command(punchOf(origin, body), origin.idempotencyKey));
    return this.status(origin.principal);
  }

  @Get('status')
  @RequirePermission(CLOCK)
  @ApiOperation({ summary: 'The caller’s status (out, working, on_break), today and this week.' })
  status(@CurrentPrincipal() principal: Principal): Promise<TimeClockStatus> {
    return this.queries.execute(new GetTimeClockStatusQuery(principal.employeeId));
  }

  @Post('clock-in')
  @HttpCode(200)
  @RequirePermission(CLOCK)
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiOperation({ summary: 'Clocks the caller in (409 when already in).' })
  clockIn(@Body() body: PunchDto, @PunchOriginOf() origin: PunchOrigin): Promise<TimeClockStatus> {
    return this.punch(ClockInCommand, body, origin);
  }

  @Post('clock-out')
  @HttpCode(200)
  @RequirePermission(CLOCK)
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiOperation({ summary: 'Clocks the caller out, ending a running break (409 when not in).' })
  clockOut(@Body() body: PunchDto, @PunchOriginOf() origin: PunchOrigin): Promise<TimeClockStatus> {
    return this.punch(ClockOutCommand, body, origin);
  }

  @Post('break-start')
  @HttpCode(200)
  @RequirePermission(CLOCK)
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiOperation({ summary: 'Starts a break (409 when not in, or already on one).' })
  breakStart(
    @Body() body: PunchDto,
    @PunchOriginOf() origin: PunchOrigin,
  ): Promise<TimeClockStatus> {
    return this.punch(StartBreakCommand, body, origin);
  }

  @Post('break-end')
  @HttpCode(200)
  @RequirePermission(CLOCK)
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiOperation({ summary: 'Ends the running break (409 when not on one).' })
  breakEnd(@Body() body: PunchDto, @PunchOriginOf() origin: PunchOrigin): Promise<TimeClockStatus> {
    return this.punch(EndBreakCommand, body, origin);
  }

  @Get('entries')
  @RequirePermission(CLOCK, READ_ALL)
  @ApiOperation({
    summary: 'Entries touching the days from–to: one’s own, or anyone’s with entries.read.',
  })
  async entries(
    @CurrentPrincipal() principal: Principal,
    @Query() query: EntriesQueryDto,
  ): Promise<TimeClockEntries> {
    const actor = await this.queries.execute(new GetClockActorQuery(principal));
    return this.queries.execute(
      new ListClockEntriesQuery(
        actor,
        query.employee_id ?? null,
        query.from ?? null,
        query.to ?? null,
      ),
    );
  }

  @Get('history')
  @RequirePermission(CLOCK, READ_ALL, TIMESHEETS_READ, TIMESHEETS_EDIT)
  @ApiOperation({
    summary:
      'One worker’s days from–to: entries, breaks, corrections, job hours per order, totals (own, or anyone’s for managers).',
  })
  async history(
    @CurrentPrincipal() principal: Principal,
    @Query() query: EntriesQueryDto,
  ): Promise<TimeClockHistory> {
    const actor = await this.queries.execute(new GetClockActorQuery(principal, HISTORY_READ_ALL));
    return this.queries.execute(
      new GetTimeClockHistoryQuery(
        actor,
        query.employee_id ?? null,
        query.from ?? null,
        query.to ?? null,
      ),
    );
  }

  /** The file itself (no envelope), named by Content-Disposition. */
  @Get('report')
  @RequirePermission(CLOCK, TIMESHEETS_READ)
  @ApiOperation({
    summary:
      'The registro de jornada of a month as CSV or PDF: one’s own, anyone’s with timesheets.read, or the whole workshop (no employee_id).',
  })
  async report(
    @CurrentPrincipal() principal: Principal,
    @Query() query: ReportQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const actor = await this.queries.execute(new GetClockActorQuery(principal, [TIMESHEETS_READ]));
    const file = await this.queries.execute(
      new GetTimesheetReportQuery(
        actor,
        query.employee_id ?? null,
        query.month ?? null,
        query.format ?? null,
      ),
    );
    await reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  }

  @Get('employees')
  @RequirePermission(TIMESHEETS_READ, TIMESHEETS_EDIT)
  @ApiOperation({ summary: 'Employees whose registro de jornada a manager may open, by name.' })
  employees(): Promise<TimesheetEmployee[]> {
    return this.queries.execute(new ListTimesheetEmployeesQuery());
  }

  @Post('entries/:id/corrections')
  @RequirePermission(TIMESHEETS_EDIT)
  @ApiOperation({ summary: 'Corrects an entry’s times with a reason (the trail keeps both).' })
  async correct(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: CorrectionDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ClockCorrectionView> {
    const correctionId = await this.commands.execute(
      new CorrectClockEntryCommand(
        id,
        {
          clockIn: parseInstant(body.clock_in),
          clockOut: parseInstant(body.clock_out),
          reason: body.reason,
        },
        { userId: principal.userId, employeeId: principal.employeeId },
      ),
    );
    return this.queries.execute(new GetClockCorrectionQuery(correctionId));
  }

  @Post('entries/:id/confirm')
  @HttpCode(200)
  @RequirePermission(TIMESHEETS_EDIT)
  @ApiOperation({
    summary:
      'Confirms a forgotten clock-out the system closed, as it was (409 when not auto-closed or already reviewed).',
  })
  async confirm(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ClockEntryView> {
    await this.commands.execute(new ConfirmAutoClosedEntryCommand(id, principal.userId));
    return this.queries.execute(new GetClockEntryQuery(id));
  }

  @Get('corrections')
  @RequirePermission(CLOCK, READ_ALL)
  @ApiOperation({ summary: 'Corrections of one’s own entries, or anyone’s with entries.read.' })
  async corrections(
    @CurrentPrincipal() principal: Principal,
    @Query() query: CorrectionsQueryDto,
  ): Promise<ClockCorrectionView[]> {
    const actor = await this.queries.execute(new GetClockActorQuery(principal));
    return this.queries.execute(
      new ListClockCorrectionsQuery(actor, query.employee_id ?? null, query.clock_entry_id ?? null),
    );
  }

  @Get('months')
  @RequirePermission(TIMESHEETS_READ, TIMESHEETS_EDIT)
  @ApiOperation({ summary: 'Months closed for payroll (and reopened), newest first.' })
  months(): Promise<TimesheetMonthView[]> {
    return this.queries.execute(new ListTimesheetMonthsQuery());
  }

  @Post('months/:month/close')
  @HttpCode(200)
  @RequirePermission(TIMESHEETS_EDIT)
  @ApiOperation({ summary: 'Closes a month: its entries can no longer be corrected.' })
  async closeMonth(
    @Param('month', ParseMonthPipe) month: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<TimesheetMonthView> {
    await this.commands.execute(new CloseTimesheetMonthCommand(month, principal.userId));
    return this.month(month);
  }

  @Post('months/:month/reopen')
  @HttpCode(200)
  @RequirePermission(TIMESHEETS_EDIT)
  @ApiOperation({ summary: 'Reopens a closed month (409 when it is not closed).' })
  async reopenMonth(
    @Param('month', ParseMonthPipe) month: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<TimesheetMonthView> {
    await this.commands.execute(new ReopenTimesheetMonthCommand(month, principal.userId));
    return this.month(month);
  }

  private async month(month: string): Promise<TimesheetMonthView> {
    const [view] = await this.queries.execute(new ListTimesheetMonthsQuery(month));
    return view;
  }
}
