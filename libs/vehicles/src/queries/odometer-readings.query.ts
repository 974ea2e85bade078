import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type OdometerReading } from '@px/contracts';
import { VehicleHistoryReader } from './vehicle-history-reader';

/** A vehicle's odometer readings, newest first; null for a vehicle that does not exist. */
export class ListOdometerReadingsQuery extends Query<OdometerReading[] | null> {
  constructor(readonly vehicleId: string) {
    super();
  }
}

@QueryHandler(ListOdometerReadingsQuery)
export class ListOdometerReadingsHandler implements IQueryHandler<
  ListOdometerReadingsQuery,
  OdometerReading[] | null
> {
  constructor(private readonly reader: VehicleHistoryReader) {}

  execute({ vehicleId }: ListOdometerReadingsQuery): Promise<OdometerReading[] | null> {
    return this.reader.readings(vehicleId);
  }
}
