import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type VehicleDetail } from '@px/contracts';
import { VehiclesReader } from './vehicles-reader';

/** A vehicle's detail (GET /api/vehicles/{id}); null when it does not exist or was deleted. */
export class GetVehicleQuery extends Query<VehicleDetail | null> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetVehicleQuery)
export class GetVehicleHandler implements IQueryHandler<GetVehicleQuery, VehicleDetail | null> {
  constructor(private readonly reader: VehiclesReader) {}

  execute({ id }: GetVehicleQuery): Promise<VehicleDetail | null> {
    return this.reader.get(id);
  }
}
