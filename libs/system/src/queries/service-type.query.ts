import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

/** A service type as a booking reads it. */
export interface ServiceTypeRef {
  id: string;
  name: string;
  durationMinutes: number;
  active: boolean;
}

/** One service type by id (active or not: an old booking still names it); null when unknown. */
export class GetServiceTypeQuery extends Query<ServiceTypeRef | null> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetServiceTypeQuery)
export class GetServiceTypeHandler implements IQueryHandler<
  GetServiceTypeQuery,
  ServiceTypeRef | null
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ id }: GetServiceTypeQuery): Promise<ServiceTypeRef | null> {
    const [row] = await this.sql.query<ServiceTypeRef>(
      `select id, name, duration_minutes as "durationMinutes", active
         from service_type where id = $1`,
      [id],
    );
    return row ?? null;
  }
}
