import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type Paginated, type VehicleSummary } from '@px/contracts';
import { type VehicleListFilter } from './vehicle-list.sql';
import { VehiclesReader } from './vehicles-reader';

/** A page of the live vehicles (GET /api/vehicles): search, owner, make and fuel filters, a sort. */
export class ListVehiclesQuery extends Query<Paginated<VehicleSummary>> {
  constructor(readonly filter: VehicleListFilter) {
    super();
  }
}

@QueryHandler(ListVehiclesQuery)
export class ListVehiclesHandler implements IQueryHandler<
  ListVehiclesQuery,
  Paginated<VehicleSummary>
> {
  constructor(private readonly reader: VehiclesReader) {}

  execute({ filter }: ListVehiclesQuery): Promise<Paginated<VehicleSummary>> {
    return this.reader.list(filter);
  }
}
