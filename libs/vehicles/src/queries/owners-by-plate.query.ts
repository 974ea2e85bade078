import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FindOwnersByPlateQuery, type PlateMatch } from '@px/customers';
import { SqlClient } from '@px/platform';

/** Owners by plate for the customer search: the exact plate first, then plates containing it. */
@QueryHandler(FindOwnersByPlateQuery)
export class FindOwnersByPlateHandler implements IQueryHandler<
  FindOwnersByPlateQuery,
  PlateMatch[]
> {
  constructor(private readonly sql: SqlClient) {}

  execute({ normalizedPlate, limit }: FindOwnersByPlateQuery): Promise<PlateMatch[]> {
    return this.sql.query<PlateMatch>(
      `select customer_id, license_plate from vehicle
        where deleted_at is null and customer_id is not null
          and plate_normalized like '%' || $1 || '%'
        order by plate_normalized = $1 desc, plate_normalized
        limit $2`,
      [normalizedPlate, limit],
    );
  }
}
