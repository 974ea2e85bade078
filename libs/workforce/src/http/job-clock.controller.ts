import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, type TimeClockStatus } from '@px/contracts';
import { ParseIdPipe, RequirePermission } from '@px/platform';
import { StartJobClockCommand } from '../commands/start-job-clock.command';
import { StopJobClockCommand } from '../commands/stop-job-clock.command';
import { GetTimeClockStatusQuery } from '../queries/time-clock-status.query';
import { type PunchOrigin, PunchOriginOf, punchOf } from './punch-request';
import { PunchDto } from './time-clock.dto';

const CLOCK = PERMISSIONS.timeclock.entries.clock;

/**
 * The job clock on a work order's labor line (SPEC §7's line calls live under /api/work-order-items;
 * work-orders' own controller serves the rest of that prefix). Each is the caller's own, at the
 * server's time, and answers the caller's time clock status (with `job`).
 */
@ApiTags('time-clock')
@ApiBearerAuth()
@Controller('work-order-items')
export class JobClockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':itemId/clock/start')
  @HttpCode(200)
  @RequirePermission(CLOCK)
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiOperation({
    summary:
      'Starts the caller’s job clock on a labor line (stopping the one on another line); 409 when not working.',
  })
  async start(
    @Param('itemId', ParseIdPipe) itemId: string,
    @Body() body: PunchDto,
    @PunchOriginOf() origin: PunchOrigin,
  ): Promise<TimeClockStatus> {
    await this.commands.execute(
      new StartJobClockCommand(itemId, punchOf(origin, body), origin.idempotencyKey),
    );
    return this.queries.execute(new GetTimeClockStatusQuery(origin.principal.employeeId));
  }

  @Post(':itemId/clock/stop')
  @HttpCode(200)
  @RequirePermission(CLOCK)
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiOperation({
    summary: 'Stops the caller’s job clock on this line (409 when none runs there).',
  })
  async stop(
    @Param('itemId', ParseIdPipe) itemId: string,
    @Body() body: PunchDto,
    @PunchOriginOf() origin: PunchOrigin,
  ): Promise<TimeClockStatus> {
    await this.commands.execute(
      new StopJobClockCommand(itemId, punchOf(origin, body), origin.idempotencyKey),
    );
    return this.queries.execute(new GetTimeClockStatusQuery(origin.principal.employeeId));
  }
}
