import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type OdometerReading,
  type Paginated,
  PERMISSIONS,
  type ServiceReminder,
  type VehicleHistoryEntry,
} from '@px/contracts';
import {
  CurrentPrincipal,
  NotFoundError,
  PageQueryDto,
  ParseIdPipe,
  PermissionResolver,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { CreateServiceReminderCommand } from '../commands/create-service-reminder.command';
import { DeleteServiceReminderCommand } from '../commands/delete-service-reminder.command';
import { RecordOdometerReadingCommand } from '../commands/record-odometer-reading.command';
import { UpdateServiceReminderCommand } from '../commands/update-service-reminder.command';
import { REMINDER_NOT_FOUND, VEHICLE_NOT_FOUND } from '../domain/vehicle-errors';
import { ListOdometerReadingsQuery } from '../queries/odometer-readings.query';
import { GetServiceReminderQuery } from '../queries/service-reminder.query';
import { ListServiceRemindersQuery } from '../queries/service-reminders.query';
import { GetVehicleHistoryQuery } from '../queries/vehicle-history.query';
import {
  RecordOdometerReadingDto,
  ServiceReminderDto,
  UpdateServiceReminderDto,
} from './vehicle-records.dto';

function found<T>(value: T | null, message = VEHICLE_NOT_FOUND): T {
  if (value === null) throw new NotFoundError(message);
  return value;
}

/** What a vehicle accumulates: its history, odometer readings and service reminders. */
@ApiTags('vehicles')
@ApiBearerAuth()
@Controller('vehicles/:id')
export class VehicleRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly permissions: PermissionResolver,
  ) {}

  @Get('history')
  @RequirePermission(PERMISSIONS.vehicles.vehicles.read)
  @ApiOperation({ summary: 'Everything that happened to the vehicle, newest first.' })
  async getHistory(
    @Param('id', ParseIdPipe) id: string,
    @Query() query: PageQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Paginated<VehicleHistoryEntry>> {
    const granted = await this.permissions.resolve(principal.userId);
    const has = (name: string) => granted.isAdmin || granted.permissions.has(name);
    // Its work orders as the orders screens show them: a mechanic sees only theirs.
    const viewer = {
      allOrders: has(PERMISSIONS.work_orders.orders.read_all),
      employeeId: has(PERMISSIONS.work_orders.orders.read) ? principal.employeeId : null,
    };
    return found(
      await this.queries.execute(
        new GetVehicleHistoryQuery(id, query.page ?? 1, query.limit ?? 20, viewer),
      ),
    );
  }

  @Get('odometer-readings')
  @RequirePermission(PERMISSIONS.vehicles.vehicles.read)
  async listReadings(@Param('id', ParseIdPipe) id: string): Promise<OdometerReading[]> {
    return found(await this.queries.execute(new ListOdometerReadingsQuery(id)));
  }

  @Post('odometer-readings')
  @RequirePermission(PERMISSIONS.vehicles.vehicles.update)
  @ApiOperation({ summary: 'Never lower than the last reading unless a correction with a reason.' })
  async addReading(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: RecordOdometerReadingDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<OdometerReading> {
    const readingId = await this.commands.execute(
      new RecordOdometerReadingCommand(id, body, principal.userId),
    );
    const readings = found(await this.queries.execute(new ListOdometerReadingsQuery(id)));
    return found(readings.find((reading) => reading.id === readingId) ?? null);
  }

  @Get('reminders')
  @RequirePermission(PERMISSIONS.vehicles.vehicles.read)
  async listReminders(@Param('id', ParseIdPipe) id: string): Promise<ServiceReminder[]> {
    return found(await this.queries.execute(new ListServiceRemindersQuery(id)));
  }

  @Post('reminders')
  @RequirePermission(PERMISSIONS.vehicles.vehicles.update)
  async addReminder(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: ServiceReminderDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ServiceReminder> {
    const reminderId = await this.commands.execute(
      new CreateServiceReminderCommand(id, body, principal.userId),
    );
    return found(
      await this.queries.execute(new GetServiceReminderQuery(id, reminderId)),
      REMINDER_NOT_FOUND,
    );
  }

  @Put('reminders/:reminderId')
  @RequirePermission(PERMISSIONS.vehicles.vehicles.update)
  async changeReminder(
    @Param('id', ParseIdPipe) id: string,
    @Param('reminderId', ParseIdPipe) reminderId: string,
    @Body() body: UpdateServiceReminderDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ServiceReminder> {
    await this.commands.execute(
      new UpdateServiceReminderCommand(id, reminderId, body, principal.userId),
    );
    return found(
      await this.queries.execute(new GetServiceReminderQuery(id, reminderId)),
      REMINDER_NOT_FOUND,
    );
  }

  @Delete('reminders/:reminderId')
  @RequirePermission(PERMISSIONS.vehicles.vehicles.update)
  async removeReminder(
    @Param('id', ParseIdPipe) id: string,
    @Param('reminderId', ParseIdPipe) reminderId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<null> {
    await this.commands.execute(new DeleteServiceReminderCommand(id, reminderId, principal.userId));
    return null;
  }
}
