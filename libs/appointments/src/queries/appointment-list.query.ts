import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AppointmentStatus, type AppointmentView, type Paginated } from '@px/contracts';
import {
  type PageRequest,
  SqlClient,
  SqlParams,
  ValidationError,
  pageOf,
  skipOf,
} from '@px/platform';
import {
  APPOINTMENT_COLUMNS,
  APPOINTMENT_FROM,
  type AppointmentRow,
  toAppointmentView,
} from './appointment-view';

export interface AppointmentListFilter extends PageRequest {
  /** ISO instants: appointments starting from `from` (included) to `to` (excluded). */
  from?: string | null;
  to?: string | null;
  status?: AppointmentStatus | null;
  employeeId?: string | null;
  customerId?: string | null;
  vehicleId?: string | null;
}

/**
 * A page of appointments in time order (GET /api/appointments): the calendar asks a week or a
 * month, the list view a page with its filters.
 */
export class ListAppointmentsQuery extends Query<Paginated<AppointmentView>> {
  constructor(readonly filter: AppointmentListFilter) {
    super();
  }
}

@QueryHandler(ListAppointmentsQuery)
export class ListAppointmentsHandler implements IQueryHandler<
  ListAppointmentsQuery,
  Paginated<AppointmentView>
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ filter }: ListAppointmentsQuery): Promise<Paginated<AppointmentView>> {
    const from = filter.from ? new Date(filter.from) : null;
    const to = filter.to ? new Date(filter.to) : null;
    if (from && to && to <= from) {
      throw new ValidationError([
        {
          field: 'to',
          code: 'dateOrder',
          message: 'El final del periodo debe ser posterior a su inicio.',
        },
      ]);
    }
    const params = new SqlParams();
    const where: string[] = [];
    if (from) where.push(`a.starts_at >= ${params.add(from)}`);
    if (to) where.push(`a.starts_at < ${params.add(to)}`);
    if (filter.status) where.push(`a.status = ${params.add(filter.status)}`);
    if (filter.employeeId) where.push(`a.employee_id = ${params.add(filter.employeeId)}`);
    if (filter.customerId) where.push(`a.customer_id = ${params.add(filter.customerId)}`);
    if (filter.vehicleId) where.push(`a.vehicle_id = ${params.add(filter.vehicleId)}`);
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const filterValues = [...params.values];
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<AppointmentRow>(
        `select ${APPOINTMENT_COLUMNS} from ${APPOINTMENT_FROM} ${clause}
          order by a.starts_at, a.id ${page}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from appointment a ${clause}`,
        filterValues,
      ),
    ]);
    return pageOf(rows.map(toAppointmentView), filter, total);
  }
}
