import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, type WorkCalendarSettingsView } from '@px/contracts';
import { CurrentPrincipal, type Principal, RequirePermission } from '@px/platform';
import { UpdateWorkCalendarSettingsCommand } from '../commands/update-work-calendar-settings.command';
import { GetWorkCalendarSettingsQuery } from '../queries/work-calendar-settings.query';
import { WorkCalendarSettingsDto } from './work-calendar.dto';

const SCHEDULES = PERMISSIONS.employees.schedules;

/** The workshop's calendar settings: region of its holidays, vacation days, auto-close margin. */
@ApiTags('work-calendar')
@ApiBearerAuth()
@Controller('work-calendar')
export class WorkCalendarController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('settings')
  @RequirePermission(SCHEDULES.read)
  settings(): Promise<WorkCalendarSettingsView> {
    return this.queries.execute(new GetWorkCalendarSettingsQuery());
  }

  @Put('settings')
  @RequirePermission(SCHEDULES.update)
  @ApiOperation({
    summary: 'Sets the region, the default vacation days and the auto-close margin.',
  })
  async update(
    @Body() body: WorkCalendarSettingsDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkCalendarSettingsView> {
    await this.commands.execute(new UpdateWorkCalendarSettingsCommand(body, principal.userId));
    return this.queries.execute(new GetWorkCalendarSettingsQuery());
  }
}
