import { VEHICLES_CATALOGUE } from './vehicles.catalogue';
import { defineModule } from '@px/platform';
import {
  OdometerReading,
  ServiceReminder,
  Vehicle,
  VehicleHistoryEntry,
  VehicleOwnership,
} from './domain/vehicle.entity';
import { VehiclesModule } from './vehicles.module';
import { Migration20261126030000_history_order_assignee } from '../migrations/Migration20261126030000_history_order_assignee';

/** Vehicles: plates, owners, odometer readings, reminders and the vehicle history. */
export const VEHICLES_MANIFEST = defineModule({
  name: 'vehicles',
  module: VehiclesModule,
  access: VEHICLES_CATALOGUE,
  entities: [Vehicle, OdometerReading, VehicleOwnership, ServiceReminder, VehicleHistoryEntry],
  migrations: [
    {
      name: 'Migration20261126030000_history_order_assignee',
      class: Migration20261126030000_history_order_assignee,
    },
  ],
});
