import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AppointmentView } from '@px/contracts';
import { NotFoundError, SqlClient } from '@px/platform';
import { APPOINTMENT_NOT_FOUND } from '../domain/appointment-refusals';
import {
  APPOINTMENT_COLUMNS,
  APPOINTMENT_FROM,
  type AppointmentRow,
  toAppointmentView,
} from './appointment-view';

/** One appointment (GET /api/appointments/{id}); 404 when there is none. */
export class GetAppointmentQuery extends Query<AppointmentView> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetAppointmentQuery)
export class GetAppointmentHandler implements IQueryHandler<GetAppointmentQuery, AppointmentView> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ id }: GetAppointmentQuery): Promise<AppointmentView> {
    const [row] = await this.sql.query<AppointmentRow>(
      `select ${APPOINTMENT_COLUMNS} from ${APPOINTMENT_FROM} where a.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    return toAppointmentView(row);
  }
}
