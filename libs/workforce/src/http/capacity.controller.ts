import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CapacityView, PERMISSIONS } from '@px/contracts';
import { CurrentPrincipal, type Principal, RequirePermission } from '@px/platform';
import { GetCapacityQuery } from '../queries/capacity.query';
import { GetScheduleActorQuery } from '../queries/schedule-actor.query';
import { CapacityQueryDto } from './work-calendar.dto';

const SCHEDULES = PERMISSIONS.employees.schedules;
const CLOCK = PERMISSIONS.timeclock.entries.clock;

/** Capacity (/personal-planning): available minutes per person and day. */
@ApiTags('capacity')
@ApiBearerAuth()
@Controller('capacity')
export class CapacityController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequirePermission(SCHEDULES.read, CLOCK)
  @ApiOperation({
    summary: 'Schedule − holidays − approved absences per day and person (≤ 92 days).',
  })
  async capacity(
    @Query() query: CapacityQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CapacityView> {
    const actor = await this.queries.execute(new GetScheduleActorQuery(principal));
    return this.queries.execute(
      new GetCapacityQuery(query.from ?? null, query.to ?? null, query.employee_id ?? null, actor),
    );
  }
}
