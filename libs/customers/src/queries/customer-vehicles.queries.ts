import { Query } from '@nestjs/cqrs';

/**
 * Questions customers asks about vehicles. Declared here, answered by the vehicles lib (which
 * depends on customers, never the reverse), so customers never reads the vehicle table.
 */
export class CountCustomerVehiclesQuery extends Query<number> {
  constructor(readonly customerId: string) {
    super();
  }
}

export interface PlateMatch {
  customer_id: string;
  license_plate: string;
}

/** Owners of the live vehicles whose plate contains `normalizedPlate`, exact matches first. */
export class FindOwnersByPlateQuery extends Query<PlateMatch[]> {
  constructor(
    readonly normalizedPlate: string,
    readonly limit: number,
  ) {
    super();
  }
}
