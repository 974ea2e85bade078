import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type WorkOrderPriority, type WorkOrderStatus, formatWorkOrderNumber } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { type JobOrder, type JobOrderLine, ListJobOrdersQuery } from '@px/workforce';

interface JobOrderRow {
  id: string;
  number: number;
  title: string;
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  license_plate: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  customer_name: string | null;
  promised_at: Date | null;
  lines: JobOrderLine[];
}

/**
 * The job clock's list of a worker's jobs (declared by workforce): the live orders assigned to the
 * employee in the given statuses, urgent first, then by promised date, each with its labor lines
 * in the order's order.
 */
@QueryHandler(ListJobOrdersQuery)
export class ListJobOrdersHandler implements IQueryHandler<ListJobOrdersQuery, JobOrder[]> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ employeeId, statuses }: ListJobOrdersQuery): Promise<JobOrder[]> {
    if (!statuses.length) return [];
    const rows = await this.sql.query<JobOrderRow>(
      `select w.id, w.number, w.title, w.status, w.priority, w.license_plate, w.vehicle_make,
              w.vehicle_model, nullif(w.customer_name, '') as customer_name, w.promised_at,
              (select coalesce(json_agg(json_build_object(
                        'id', l.id, 'name', l.name, 'planned_hours', l.planned_hours::float8,
                        'finished', l.finished_at is not null) order by l.position), '[]'::json)
                 from work_order_line l
                where l.work_order_id = w.id and l.type = 'labor') as lines
         from work_order w
        where w.deleted_at is null and w.assigned_employee_id = $1
          and w.status = any ($2::text[])
        order by case w.priority when 'urgent' then 0 when 'preferred' then 1 else 2 end,
                 w.promised_at nulls last, w.number`,
      [employeeId, [...statuses]],
    );
    return rows.map((row) => ({
      id: row.id,
      number: formatWorkOrderNumber(row.number),
      title: row.title,
      status: row.status,
      priority: row.priority,
      license_plate: row.license_plate,
      make: row.vehicle_make,
      model: row.vehicle_model,
      customer_name: row.customer_name,
      promised_at: row.promised_at,
      lines: row.lines,
    }));
  }
}
