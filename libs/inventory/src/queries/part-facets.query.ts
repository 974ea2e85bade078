import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type PartFacets } from '@px/contracts';
import { SqlClient } from '@px/platform';

/** GET /api/parts/facets: the brands and warehouses the table's filters offer. */
export class GetPartFacetsQuery extends Query<PartFacets> {}

@QueryHandler(GetPartFacetsQuery)
export class GetPartFacetsHandler implements IQueryHandler<GetPartFacetsQuery, PartFacets> {
  constructor(private readonly sql: SqlClient) {}

  async execute(): Promise<PartFacets> {
    const [brands, warehouses] = await Promise.all([
      this.sql.query<{ value: string }>(
        `select distinct brand as value from part where brand <> '' order by 1 limit 500`,
      ),
      this.sql.query<{ value: string }>(
        'select distinct warehouse as value from part order by 1 limit 100',
      ),
    ]);
    return {
      brands: brands.map((row) => row.value),
      warehouses: warehouses.map((row) => row.value),
    };
  }
}
