import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type ServiceTypeOption } from '@px/contracts';
import { SqlClient } from '@px/platform';

/** The active service types in the workshop's order, as dropdown options (with their duration). */
export class GetServiceTypeOptionsQuery extends Query<ServiceTypeOption[]> {}

@QueryHandler(GetServiceTypeOptionsQuery)
export class GetServiceTypeOptionsHandler implements IQueryHandler<
  GetServiceTypeOptionsQuery,
  ServiceTypeOption[]
> {
  constructor(private readonly sql: SqlClient) {}

  execute(): Promise<ServiceTypeOption[]> {
    return this.sql.query<ServiceTypeOption>(
      `select id::text as value, name as label, duration_minutes from service_type
        where active order by sort_order, name`,
    );
  }
}
