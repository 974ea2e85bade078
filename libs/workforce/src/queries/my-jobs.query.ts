import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type MyJobs } from '@px/contracts';
import { ConflictError } from '@px/platform';
import { clockAccessRefusal } from '../domain/clock-access';
import { WORKABLE_ORDER_STATUSES, clockedHours } from '../domain/job-clock';
import { GetJobHoursForLinesQuery } from './job-hours.query';
import { ListJobOrdersQuery } from './job-orders.query';
import { JobClocksReader } from './job-clocks-reader';

/**
 * GET /api/time-clock/my-jobs: the orders assigned to the worker that are being worked (in
 * progress), each with its labor lines, their planned and clocked hours and whether the worker's
 * job clock runs on one. The orders come from the work-orders lib (ListJobOrdersQuery).
 */
export class GetMyJobsQuery extends Query<MyJobs> {
  constructor(
    /** The signed-in account's employee record (none: a 409 `no_employee`). */
    readonly employeeId: string | null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetMyJobsQuery)
export class GetMyJobsHandler implements IQueryHandler<GetMyJobsQuery, MyJobs> {
  constructor(
    private readonly queries: QueryBus,
    private readonly jobs: JobClocksReader,
  ) {}

  async execute({ employeeId, now }: GetMyJobsQuery): Promise<MyJobs> {
    if (!employeeId) {
      const refusal = clockAccessRefusal('no_employee');
      throw new ConflictError(refusal.message, { code: refusal.code });
    }
    const [orders, job] = await Promise.all([
      this.queries.execute(new ListJobOrdersQuery(employeeId, WORKABLE_ORDER_STATUSES)),
      this.jobs.running(employeeId),
    ]);
    const lineIds = orders.flatMap((order) => order.lines.map((line) => line.id));
    const hours = await this.queries.execute(new GetJobHoursForLinesQuery(lineIds, now));
    const clocked = new Map(hours.map((line) => [line.line_id, line.clocked_ms]));
    return {
      employee_id: employeeId,
      job,
      orders: orders.map((order) => ({
        id: order.id,
        number: order.number,
        title: order.title,
        status: order.status,
        priority: order.priority,
        license_plate: order.license_plate,
        make: order.make,
        model: order.model,
        customer_name: order.customer_name,
        promised_at: order.promised_at ? new Date(order.promised_at).toISOString() : null,
        lines: order.lines.map((line) => ({
          id: line.id,
          name: line.name,
          planned_hours: line.planned_hours,
          actual_hours: clockedHours(clocked.get(line.id) ?? 0),
          finished: line.finished,
          running: job?.work_order_line_id === line.id,
        })),
      })),
    };
  }
}
