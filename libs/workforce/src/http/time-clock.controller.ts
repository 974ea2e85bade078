import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { type Command, CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ClockCorrectionView,
  PERMISSIONS,
  type TimeClockEntries,
  type TimeClockStatus,
  type TimesheetMonthView,
} from '@px/contracts';
import { CurrentPrincipal, ParseIdPipe, type Principal, RequirePermission } from '@px/platform';
import { ClockInCommand } from '../commands/clock-in.command';
import { ClockOutCommand } from '../commands/clock-out.command';
import { type Punch, type PunchResult } from '../commands/clock-punch';
import { CloseTimesheetMonthCommand } from '../commands/close-timesheet-month.command';
import { CorrectClockEntryCommand } from '../commands/correct-clock-entry.command';
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
import {
  CorrectionDto,
  CorrectionsQueryDto,
  EntriesQueryDto,
  ParseMonthPipe,
  PunchDto,
} from './time-clock.dto';
import { type PunchOrigin, PunchOriginOf, punchOf } from './punch-request';

const CLOCK = PERMISSIONS.timeclock.entries.clock;
const READ_ALL = PERMISSIONS.timeclock.entries.read;
const TIMESHEETS_READ = PERMISSIONS.timeclock.timesheets.read;
const TIMESHEETS_EDIT = PERMISSIONS.timeclock.timesheets.edit;

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
