import { Module } from '@nestjs/common';

/** Vehicles: plates and identity, odometer readings, owners over time, reminders and history. */
@Module({})
export class VehiclesModule {}
