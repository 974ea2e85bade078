import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type EmployeeWorkSchedule, PERMISSIONS } from '@px/contracts';
import { CurrentPrincipal, ParseIdPipe, type Principal, RequirePermission } from '@px/platform';
import { SetWorkScheduleCommand } from '../commands/set-work-schedule.command';
import { GetScheduleActorQuery } from '../queries/schedule-actor.query';
import { GetWorkScheduleQuery } from '../queries/work-schedule.query';
import { WorkScheduleDto } from './work-calendar.dto';

const SCHEDULES = PERMISSIONS.employees.schedules;
const CLOCK = PERMISSIONS.timeclock.entries.clock;

/**
 * Employees' weekly patterns (/work-schedule). Managers and the office read anyone's; a worker
 * reads their own (every worker may clock, so the clock permission is theirs).
 */
@ApiTags('work-schedules')
@ApiBearerAuth()
@Controller('work-schedules')
export class WorkSchedulesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':employeeId')
  @RequirePermission(SCHEDULES.read, CLOCK)
  @ApiOperation({ summary: 'An employee’s periods (newest first); a worker reads only their own.' })
  async get(
    @Param('employeeId', ParseIdPipe) employeeId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<EmployeeWorkSchedule> {
    const actor = await this.queries.execute(new GetScheduleActorQuery(principal));
    return this.queries.execute(new GetWorkScheduleQuery(employeeId, actor));
  }

  @Put(':employeeId')
  @RequirePermission(SCHEDULES.update)
  @ApiOperation({
    summary: 'Sets the weekly pattern from valid_from (to valid_to), over the periods it covers.',
  })
  async set(
    @Param('employeeId', ParseIdPipe) employeeId: string,
    @Body() body: WorkScheduleDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<EmployeeWorkSchedule> {
    const { revision, ...schedule } = body;
    await this.commands.execute(
      new SetWorkScheduleCommand(employeeId, schedule, revision ?? null, principal.userId),
    );
    return this.queries.execute(new GetWorkScheduleQuery(employeeId));
  }
}
