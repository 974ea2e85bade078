import { Module } from '@nestjs/common';
import {
  CountCustomerVehiclesHandler,
  FindOwnersByPlateHandler,
} from './queries/customer-vehicle-answers';

/** Vehicles: plates and identity, odometer readings, owners over time, reminders and history. */
@Module({ providers: [CountCustomerVehiclesHandler, FindOwnersByPlateHandler] })
export class VehiclesModule {}
