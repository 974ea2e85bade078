import { Module } from '@nestjs/common';
import { CreateVehicleHandler } from './commands/create-vehicle.handler';
import { DeleteVehicleHandler } from './commands/delete-vehicle.handler';
import { UpdateVehicleHandler } from './commands/update-vehicle.handler';
import { MoveCustomerVehiclesHandler } from './commands/move-customer-vehicles.handler';
import { RecordOdometerReadingHandler } from './commands/record-odometer-reading.handler';
import {
  CreateServiceReminderHandler,
  DeleteServiceReminderHandler,
  UpdateServiceReminderHandler,
} from './commands/service-reminder.handlers';
import {
  CheckImportedVehiclesHandler,
  CreateImportedVehiclesHandler,
  ListVehiclesForExportHandler,
} from './import/import-vehicles.handlers';
import { VehicleRecordsController } from './http/vehicle-records.controller';
import { VehiclesController } from './http/vehicles.controller';
import {
  CountCustomerVehiclesHandler,
  FindOwnersByPlateHandler,
  ListCustomerVehicleHistoryHandler,
} from './queries/customer-vehicle-answers';
import { ServiceRemindersReader } from './queries/service-reminders-reader';
import { VehicleHistoryReader } from './queries/vehicle-history-reader';
import { VehiclesReader } from './queries/vehicles-reader';
import { GetVehicleRefsHandler } from './queries/vehicle-refs.query';
import { WorkOrderHistorySubscriber } from './subscribers/work-order-history.subscriber';

/** Vehicles: plates and identity, odometer readings, owners over time, reminders and history. */
@Module({
  controllers: [VehiclesController, VehicleRecordsController],
  providers: [
    VehiclesReader,
    VehicleHistoryReader,
    ServiceRemindersReader,
    CreateVehicleHandler,
    UpdateVehicleHandler,
    DeleteVehicleHandler,
    RecordOdometerReadingHandler,
    CreateServiceReminderHandler,
    UpdateServiceReminderHandler,
    DeleteServiceReminderHandler,
    CountCustomerVehiclesHandler,
    FindOwnersByPlateHandler,
    ListCustomerVehicleHistoryHandler,
    MoveCustomerVehiclesHandler,
    CheckImportedVehiclesHandler,
    CreateImportedVehiclesHandler,
    ListVehiclesForExportHandler,
    GetVehicleRefsHandler,
    WorkOrderHistorySubscriber,
  ],
})
export class VehiclesModule {}
