import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FindOwnersByPlateQuery, type PlateMatch } from '@px/customers';
import { SqlClient } from '@px/platform';
import { ownersByPlateStatement } from './vehicle-search.sql';

/**
 * Owners by plate for the customer search: the exact plate first, then plates containing it (two
 * characters: plates starting with it, ownersByPlateStatement).
 */
@QueryHandler(FindOwnersByPlateQuery)
export class FindOwnersByPlateHandler implements IQueryHandler<
  FindOwnersByPlateQuery,
  PlateMatch[]
> {
  constructor(private readonly sql: SqlClient) {}

  execute({ normalizedPlate, limit }: FindOwnersByPlateQuery): Promise<PlateMatch[]> {
    const { text, values } = ownersByPlateStatement(normalizedPlate, limit);
    return this.sql.query<PlateMatch>(text, values);
  }
}
