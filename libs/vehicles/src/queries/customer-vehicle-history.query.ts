import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CustomerVehicleHistory, ListCustomerVehicleHistoryQuery } from '@px/customers';
import { VehicleHistoryReader } from './vehicle-history-reader';

/** The customer's vehicle history, for GET /api/customers/{id}/history. */
@QueryHandler(ListCustomerVehicleHistoryQuery)
export class ListCustomerVehicleHistoryHandler implements IQueryHandler<
  ListCustomerVehicleHistoryQuery,
  CustomerVehicleHistory
> {
  constructor(private readonly history: VehicleHistoryReader) {}

  execute({ customerId, take }: ListCustomerVehicleHistoryQuery): Promise<CustomerVehicleHistory> {
    return this.history.forCustomer(customerId, take);
  }
}
