import { Query } from '@nestjs/cqrs';

/**
 * How many unfinished work orders a vehicle has (vehicles refuses to delete a car being worked
 * on). Declared here, answered by work orders (which depends on vehicles, never the reverse).
 */
export class CountVehicleActiveWorkOrdersQuery extends Query<number> {
  constructor(readonly vehicleId: string) {
    super();
  }
}
