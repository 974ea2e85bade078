import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type BayView } from '@px/contracts';
import { SqlClient } from '@px/platform';

/** The workshop's bays and lifts in its order (GET /api/appointments/bays), inactive last. */
export class ListBaysQuery extends Query<BayView[]> {}

@QueryHandler(ListBaysQuery)
export class ListBaysHandler implements IQueryHandler<ListBaysQuery, BayView[]> {
  constructor(private readonly sql: SqlClient) {}

  execute(): Promise<BayView[]> {
    return this.sql.query<BayView>(
      'select id, name, active from bay order by active desc, sort_order, name',
    );
  }
}
