import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type HolidayCalendarView,
  type HolidayRegionView,
  type HolidayView,
  PERMISSIONS,
} from '@px/contracts';
import { CurrentPrincipal, type Principal, RequirePermission } from '@px/platform';
import { AddLocalHolidayCommand } from '../commands/add-local-holiday.command';
import { RemoveLocalHolidayCommand } from '../commands/remove-local-holiday.command';
import { ListHolidayRegionsQuery } from '../queries/holiday-regions.query';
import { GetHolidaysQuery } from '../queries/holidays.query';
import { HolidaysQueryDto, LocalHolidayDto, ParseLocalDatePipe } from './work-calendar.dto';

const SCHEDULES = PERMISSIONS.employees.schedules;
const CLOCK = PERMISSIONS.timeclock.entries.clock;

/**
 * The holiday calendar: Spain's and the community's days from date-holidays, and the town's the
 * workshop enters by hand. Every worker may read it; editing takes schedules.update.
 */
@ApiTags('holidays')
@ApiBearerAuth()
@Controller('holidays')
export class HolidaysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(SCHEDULES.read, CLOCK)
  @ApiOperation({ summary: 'A year’s holidays (national, regional, local) of a region.' })
  list(@Query() query: HolidaysQueryDto): Promise<HolidayCalendarView> {
    return this.queries.execute(new GetHolidaysQuery(query.year ?? null, query.region ?? null));
  }

  @Get('regions')
  @RequirePermission(SCHEDULES.read)
  @ApiOperation({ summary: 'The communities with a holiday calendar (codes, Spanish names).' })
  regions(): Promise<HolidayRegionView[]> {
    return this.queries.execute(new ListHolidayRegionsQuery());
  }

  @Post('local')
  @RequirePermission(SCHEDULES.update)
  @ApiOperation({ summary: 'Adds a town holiday (409 when the day is already a holiday).' })
  add(
    @Body() body: LocalHolidayDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<HolidayView> {
    return this.commands.execute(new AddLocalHolidayCommand(body, principal.userId));
  }

  @Delete('local/:date')
  @RequirePermission(SCHEDULES.update)
  @ApiOperation({ summary: 'Removes the town holiday of a date (404 when there is none).' })
  async remove(
    @Param('date', ParseLocalDatePipe) date: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ date: string; deleted: true }> {
    await this.commands.execute(new RemoveLocalHolidayCommand(date, principal.userId));
    return { date, deleted: true };
  }
}
