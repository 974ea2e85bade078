import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AppointmentSearchResult } from '@px/contracts';
import { SqlClient, escapeLike } from '@px/platform';

/**
 * SPEC §7's GET /api/appointments/search: appointments whose customer, phone or plate (or service
 * type) contain the text, the next ones first and then the most recent past ones, as a plain array
 * the palette shows as "Cita - {service_type}" / "{date} - {customer}".
 */
export class SearchAppointmentsQuery extends Query<AppointmentSearchResult[]> {
  constructor(
    readonly q: string,
    readonly limit: number,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(SearchAppointmentsQuery)
export class SearchAppointmentsHandler implements IQueryHandler<
  SearchAppointmentsQuery,
  AppointmentSearchResult[]
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ q, limit, now }: SearchAppointmentsQuery): Promise<AppointmentSearchResult[]> {
    const text = q.trim();
    if (text.length < 2) return [];
    // Phone numbers are stored as digits: "600 12 34 56" finds "600123456".
    const digits = text.replace(/[\s.-]+/g, '');
    const needle = /^\+?\d+$/.test(digits) ? digits.replace('+', '') : text;
    // The next matches walking forward from now and the latest walking back, each in the time
    // index's order: a frequent name stops after a few rows instead of sorting thousands (the
    // planner takes the trigram index for a rare one).
    const rows = await this.sql.query<{
      id: string;
      service_type: string;
      starts_at: Date;
      customer_name: string;
    }>(
      `select id, service_type, starts_at, customer_name from (
         (select id, service_type_name as service_type, starts_at, customer_name, 0 as past
            from appointment
           where search_text like '%' || lower(px_unaccent($1)) || '%' and starts_at >= $2
           order by starts_at, id limit $3)
         union all
         (select id, service_type_name, starts_at, customer_name, 1
            from appointment
           where search_text like '%' || lower(px_unaccent($1)) || '%' and starts_at < $2
           order by starts_at desc, id limit $3)) as found
        order by past, abs(extract(epoch from starts_at - $2)), id
        limit $3`,
      [escapeLike(needle), now, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      service_type: row.service_type,
      appointment_date: row.starts_at.toISOString(),
      customer_name: row.customer_name,
    }));
  }
}
