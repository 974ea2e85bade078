import { Query } from '@nestjs/cqrs';

export interface PlateMatch {
  customer_id: string;
  license_plate: string;
}

/**
 * Owners of the live vehicles whose plate contains `normalizedPlate`, exact matches first (the
 * customer search). Declared here, answered by the vehicles lib.
 */
export class FindOwnersByPlateQuery extends Query<PlateMatch[]> {
  constructor(
    readonly normalizedPlate: string,
    readonly limit: number,
  ) {
    super();
  }
}
