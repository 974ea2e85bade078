import { Module } from '@nestjs/common';
import { CreateVehicleHandler } from './commands/create-vehicle.handler';
import { DeleteVehicleHandler } from './commands/delete-vehicle.handler';
import { UpdateVehicleHandler } from './commands/update-vehicle.handler';
import { VehiclesController } from './http/vehicles.controller';
import {
  CountCustomerVehiclesHandler,
  FindOwnersByPlateHandler,
} from './queries/customer-vehicle-answers';
import { VehiclesReader } from './queries/vehicles-reader';

/** Vehicles: plates and identity, odometer readings, owners over time, reminders and history. */
@Module({
  controllers: [VehiclesController],
  providers: [
    VehiclesReader,
    CreateVehicleHandler,
    UpdateVehicleHandler,
    DeleteVehicleHandler,
    CountCustomerVehiclesHandler,
    FindOwnersByPlateHandler,
  ],
})
export class VehiclesModule {}
