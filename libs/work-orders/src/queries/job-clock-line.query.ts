import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type WorkOrderLineType, type WorkOrderStatus } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { GetJobClockLineQuery, type JobClockLine } from '@px/workforce';

/**
 * The job clock's question about a line (declared by workforce): its order, type, whether it is
 * done, and the order's status and assignee. A line of a deleted order does not exist.
 */
@QueryHandler(GetJobClockLineQuery)
export class GetJobClockLineHandler implements IQueryHandler<
  GetJobClockLineQuery,
  JobClockLine | null
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ lineId }: GetJobClockLineQuery): Promise<JobClockLine | null> {
    const row = await this.sql.one<{
      line_id: string;
      work_order_id: string;
      type: WorkOrderLineType;
      finished: boolean;
      order_status: WorkOrderStatus;
      assigned_employee_id: string | null;
    }>(
      `select l.id as line_id, l.work_order_id, l.type, l.finished_at is not null as finished,
              w.status as order_status, w.assigned_employee_id
         from work_order_line l join work_order w on w.id = l.work_order_id
        where l.id = $1 and w.deleted_at is null`,
      [lineId],
    );
    return row ?? null;
  }
}
