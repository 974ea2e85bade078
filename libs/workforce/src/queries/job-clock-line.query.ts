import { Query } from '@nestjs/cqrs';
import { type WorkOrderLineType, type WorkOrderStatus } from '@px/contracts';

/** A work order's line as the job clock needs it: its order, type and whether it is done. */
export interface JobClockLine {
  line_id: string;
  work_order_id: string;
  type: WorkOrderLineType;
  /** Marked done on the order. */
  finished: boolean;
  order_status: WorkOrderStatus;
  assigned_employee_id: string | null;
}

/**
 * One line of a work order with its order's status and assignee, or null when there is no such
 * line. Declared here (the job clock asks), answered by the work-orders lib, which owns the lines:
 * work-orders already depends on workforce, so the question lives where no import cycle arises.
 */
export class GetJobClockLineQuery extends Query<JobClockLine | null> {
  constructor(readonly lineId: string) {
    super();
  }
}
