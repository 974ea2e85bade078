import { Query } from '@nestjs/cqrs';
import { type CustomerHistoryEntry } from '@px/contracts';

/** The facts of the vehicles a customer owns or owned, while they owned them, newest first. */
export interface CustomerVehicleHistory {
  entries: CustomerHistoryEntry[];
  total: number;
}

/**
 * The first `take` entries of a customer's vehicle history (customers merges them with its own).
 * Declared here, answered by the vehicles lib.
 */
export class ListCustomerVehicleHistoryQuery extends Query<CustomerVehicleHistory> {
  constructor(
    readonly customerId: string,
    readonly take: number,
  ) {
    super();
  }
}
