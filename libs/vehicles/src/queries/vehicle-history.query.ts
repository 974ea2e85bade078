import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type Paginated, type VehicleHistoryEntry } from '@px/contracts';
import { type OrderViewer, VehicleHistoryReader } from './vehicle-history-reader';

/**
 * A page of everything that happened to a vehicle, newest first (GET /api/vehicles/{id}/history).
 * Null for a vehicle that does not exist.
 */
export class GetVehicleHistoryQuery extends Query<Paginated<VehicleHistoryEntry> | null> {
  constructor(
    readonly vehicleId: string,
    readonly page: number,
    readonly limit: number,
    /** Whose work orders the caller may see in it. */
    readonly viewer: OrderViewer,
  ) {
    super();
  }
}

@QueryHandler(GetVehicleHistoryQuery)
export class GetVehicleHistoryHandler implements IQueryHandler<
  GetVehicleHistoryQuery,
  Paginated<VehicleHistoryEntry> | null
> {
  constructor(private readonly reader: VehicleHistoryReader) {}

  execute({
    vehicleId,
    page,
    limit,
    viewer,
  }: GetVehicleHistoryQuery): Promise<Paginated<VehicleHistoryEntry> | null> {
    return this.reader.history(vehicleId, page, limit, viewer);
  }
}
