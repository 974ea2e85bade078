import { Query } from '@nestjs/cqrs';
import { type WorkOrderPriority, type WorkOrderStatus } from '@px/contracts';

/** A labor line of an order in the worker's list of jobs. */
export interface JobOrderLine {
  id: string;
  name: string;
  planned_hours: number;
  finished: boolean;
}

/** An order assigned to the worker, with its labor lines in the order's order. */
export interface JobOrder {
  id: string;
  /** 'WO-000123'. */
  number: string;
  title: string;
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  license_plate: string | null;
  make: string | null;
  model: string | null;
  customer_name: string | null;
  promised_at: Date | null;
  lines: JobOrderLine[];
}

/**
 * The orders assigned to `employeeId` whose status is one of `statuses`, with their labor lines,
 * most urgent first. Declared here (the job clock asks), answered by the work-orders lib.
 */
export class ListJobOrdersQuery extends Query<JobOrder[]> {
  constructor(
    readonly employeeId: string,
    readonly statuses: readonly WorkOrderStatus[],
  ) {
    super();
  }
}
