import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type OdometerReading,
  type Paginated,
  type ServiceReminder,
  type VehicleHistoryEntry,
} from '@px/contracts';
import {
  CurrentPrincipal,
  NotFoundError,
  PageQueryDto,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { RecordOdometerReadingHandler } from '../commands/record-odometer-reading.handler';
import {
  CreateServiceReminderHandler,
  DeleteServiceReminderHandler,
  REMINDER_NOT_FOUND,
  UpdateServiceReminderHandler,
} from '../commands/service-reminder.handlers';
import { VEHICLE_NOT_FOUND } from '../commands/vehicle-rules';
import { ServiceRemindersReader } from '../queries/service-reminders-reader';
import { VehicleHistoryReader } from '../queries/vehicle-history-reader';
import {
  RecordOdometerReadingDto,
  ServiceReminderDto,
  UpdateServiceReminderDto,
} from './vehicle-records.dto';

const READ = 'vehicles.vehicles.read';
const UPDATE = 'vehicles.vehicles.update';

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
    private readonly history: VehicleHistoryReader,
    private readonly reminders: ServiceRemindersReader,
    private readonly recordReading: RecordOdometerReadingHandler,
    private readonly createReminder: CreateServiceReminderHandler,
    private readonly updateReminder: UpdateServiceReminderHandler,
    private readonly deleteReminder: DeleteServiceReminderHandler,
  ) {}

  @Get('history')
  @RequirePermission(READ)
  @ApiOperation({ summary: 'Everything that happened to the vehicle, newest first.' })
  async getHistory(
    @Param('id', ParseIdPipe) id: string,
    @Query() query: PageQueryDto,
  ): Promise<Paginated<VehicleHistoryEntry>> {
    return found(await this.history.history(id, query.page ?? 1, query.limit ?? 20));
  }

  @Get('odometer-readings')
  @RequirePermission(READ)
  async listReadings(@Param('id', ParseIdPipe) id: string): Promise<OdometerReading[]> {
    return found(await this.history.readings(id));
  }

  @Post('odometer-readings')
  @RequirePermission(UPDATE)
  @ApiOperation({ summary: 'Never lower than the last reading unless a correction with a reason.' })
  async addReading(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: RecordOdometerReadingDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<OdometerReading> {
    const readingId = await this.recordReading.execute(id, body, principal.userId);
    const readings = found(await this.history.readings(id));
    return found(readings.find((reading) => reading.id === readingId) ?? null);
  }

  @Get('reminders')
  @RequirePermission(READ)
  async listReminders(@Param('id', ParseIdPipe) id: string): Promise<ServiceReminder[]> {
    return found(await this.reminders.list(id));
  }

  @Post('reminders')
  @RequirePermission(UPDATE)
  async addReminder(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: ServiceReminderDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ServiceReminder> {
    const reminderId = await this.createReminder.execute(id, body, principal.userId);
    return found(await this.reminders.get(id, reminderId), REMINDER_NOT_FOUND);
  }

  @Put('reminders/:reminderId')
  @RequirePermission(UPDATE)
  async changeReminder(
    @Param('id', ParseIdPipe) id: string,
    @Param('reminderId', ParseIdPipe) reminderId: string,
    @Body() body: UpdateServiceReminderDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ServiceReminder> {
    await this.updateReminder.execute(id, reminderId, body, principal.userId);
    return found(await this.reminders.get(id, reminderId), REMINDER_NOT_FOUND);
  }

  @Delete('reminders/:reminderId')
  @RequirePermission(UPDATE)
  async removeReminder(
    @Param('id', ParseIdPipe) id: string,
    @Param('reminderId', ParseIdPipe) reminderId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<null> {
    await this.deleteReminder.execute(id, reminderId, principal.userId);
    return null;
  }
}
