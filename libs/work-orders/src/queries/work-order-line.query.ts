import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type WorkOrderLine } from '@px/contracts';
import { WorkOrdersReader } from './work-orders-reader';

/**
 * One line as /api/work-order-items answers it, after the command that wrote it (which checked the
 * caller may see its order); null for an unknown line.
 */
export class GetWorkOrderLineQuery extends Query<WorkOrderLine | null> {
  constructor(readonly lineId: string) {
    super();
  }
}

@QueryHandler(GetWorkOrderLineQuery)
export class GetWorkOrderLineHandler implements IQueryHandler<
  GetWorkOrderLineQuery,
  WorkOrderLine | null
> {
  constructor(private readonly reader: WorkOrdersReader) {}

  execute({ lineId }: GetWorkOrderLineQuery): Promise<WorkOrderLine | null> {
    return this.reader.line(lineId);
  }
}
