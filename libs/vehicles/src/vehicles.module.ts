import { Module } from '@nestjs/common';
import { CreateImportedVehiclesHandler } from './commands/create-imported-vehicles.command';
import { CreateServiceReminderHandler } from './commands/create-service-reminder.command';
import { CreateVehicleHandler } from './commands/create-vehicle.command';
import { DeleteServiceReminderHandler } from './commands/delete-service-reminder.command';
import { DeleteVehicleHandler } from './commands/delete-vehicle.command';
import { MoveCustomerVehiclesHandler } from './commands/move-customer-vehicles.command';
import { RecordOdometerReadingHandler } from './commands/record-odometer-reading.command';
import { UpdateServiceReminderHandler } from './commands/update-service-reminder.command';
import { UpdateVehicleHandler } from './commands/update-vehicle.command';
import { VehicleRecordsController } from './http/vehicle-records.controller';
import { VehiclesController } from './http/vehicles.controller';
import { CountCustomerVehiclesHandler } from './queries/customer-vehicle-footprint.query';
import { ListCustomerVehicleHistoryHandler } from './queries/customer-vehicle-history.query';
import { CheckImportedVehiclesHandler } from './queries/imported-vehicle-errors.query';
import { ListOdometerReadingsHandler } from './queries/odometer-readings.query';
import { FindOwnersByPlateHandler } from './queries/owners-by-plate.query';
import { GetServiceReminderHandler } from './queries/service-reminder.query';
import { ListServiceRemindersHandler } from './queries/service-reminders.query';
import { ServiceRemindersReader } from './queries/service-reminders-reader';
import { GetVehicleHandler } from './queries/vehicle.query';
import { GetVehicleHistoryHandler } from './queries/vehicle-history.query';
import { VehicleHistoryReader } from './queries/vehicle-history-reader';
import { ListVehiclesHandler } from './queries/vehicle-list.query';
import { GetVehicleRefsHandler } from './queries/vehicle-refs.query';
import { SearchVehiclesHandler } from './queries/vehicle-search.query';
import { ListVehiclesForExportHandler } from './queries/vehicles-for-export.query';
import { VehiclesReader } from './queries/vehicles-reader';
import { ReceptionOdometerSubscriber } from './subscribers/reception-odometer.subscriber';
import { WorkOrderHistorySubscriber } from './subscribers/work-order-history.subscriber';

/** Vehicles: plates and identity, odometer readings, owners over time, reminders and history. */
@Module({
  controllers: [VehiclesController, VehicleRecordsController],
  providers: [
    // Readers (internal to the query handlers).
    VehiclesReader,
    VehicleHistoryReader,
    ServiceRemindersReader,
    // Commands.
    CreateVehicleHandler,
    UpdateVehicleHandler,
    DeleteVehicleHandler,
    RecordOdometerReadingHandler,
    CreateServiceReminderHandler,
    UpdateServiceReminderHandler,
    DeleteServiceReminderHandler,
    // Queries.
    GetVehicleHandler,
    ListVehiclesHandler,
    SearchVehiclesHandler,
    GetVehicleHistoryHandler,
    ListOdometerReadingsHandler,
    ListServiceRemindersHandler,
    GetServiceReminderHandler,
    GetVehicleRefsHandler,
    // Customers' questions and commands about vehicles (declared in @px/customers).
    CountCustomerVehiclesHandler,
    FindOwnersByPlateHandler,
    ListCustomerVehicleHistoryHandler,
    MoveCustomerVehiclesHandler,
    CheckImportedVehiclesHandler,
    CreateImportedVehiclesHandler,
    ListVehiclesForExportHandler,
    WorkOrderHistorySubscriber,
    ReceptionOdometerSubscriber,
  ],
})
export class VehiclesModule {}
