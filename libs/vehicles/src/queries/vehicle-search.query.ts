import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type VehicleSummary } from '@px/contracts';
import { VehiclesReader } from './vehicles-reader';

/**
 * The vehicles of the search palette (GET /api/vehicles/search): plate (ignoring spaces and
 * dashes), VIN, make and model.
 */
export class SearchVehiclesQuery extends Query<VehicleSummary[]> {
  constructor(
    readonly text: string,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(SearchVehiclesQuery)
export class SearchVehiclesHandler implements IQueryHandler<SearchVehiclesQuery, VehicleSummary[]> {
  constructor(private readonly reader: VehiclesReader) {}

  execute({ text, limit }: SearchVehiclesQuery): Promise<VehicleSummary[]> {
    return this.reader.search(text, limit);
  }
}
