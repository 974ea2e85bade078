import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

/** Whether the shelf ever followed this work order (it held or consumed parts for it). */
export class IsWorkOrderStockKnownQuery extends Query<boolean> {
  constructor(readonly workOrderId: string) {
    super();
  }
}

@QueryHandler(IsWorkOrderStockKnownQuery)
export class IsWorkOrderStockKnownHandler implements IQueryHandler<
  IsWorkOrderStockKnownQuery,
  boolean
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ workOrderId }: IsWorkOrderStockKnownQuery): Promise<boolean> {
    const rows = await this.sql.query(
      'select 1 from work_order_stock_sync where work_order_id = $1',
      [workOrderId],
    );
    return rows.length > 0;
  }
}
