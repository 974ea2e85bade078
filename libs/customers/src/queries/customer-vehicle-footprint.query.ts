import { Query } from '@nestjs/cqrs';
import { type CustomerVehicleTies } from '../domain/customer-deletion';

/**
 * What ties a customer to vehicles: live vehicles they own now (`owned`) and vehicles they owned
 * before, whose history names them (`formerlyOwned`).
 */
export type CustomerVehicleFootprint = CustomerVehicleTies;

/**
 * What ties a customer to vehicles (customers refuses to delete a customer with either). Declared
 * here, answered by the vehicles lib (which depends on customers, never the reverse), so customers
 * never reads the vehicle table.
 */
export class CountCustomerVehiclesQuery extends Query<CustomerVehicleFootprint> {
  constructor(readonly customerId: string) {
    super();
  }
}
