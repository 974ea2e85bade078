import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type PublicAppointmentView } from '@px/contracts';
import { APP_CONFIG, type AppConfig, NotFoundError, SqlClient, verifyLink } from '@px/platform';
import { GetWorkshopProfileQuery, workshopAddress } from '@px/system';
import { APPOINTMENT_LINK_PURPOSE } from '../jobs/appointment-reminder.job';

/** The one answer to any link that does not open a booking (forged, expired, revoked, gone). */
export const LINK_NOT_VALID =
  'Este enlace ya no es válido: puede haber caducado o la cita ha cambiado. Llame al taller.';

interface LinkRow {
  id: string;
  status: PublicAppointmentView['status'];
  starts_at: Date;
  ends_at: Date;
  service_type_name: string;
  customer_name: string;
  license_plate: string | null;
  link_nonce: string;
}

/**
 * The booking a reminder's link opens (GET /api/public/appointments/{token}): only what the
 * customer needs to decide, never an id. 404 for every link that does not open one.
 */
export class GetAppointmentLinkQuery extends Query<PublicAppointmentView & { id: string }> {
  constructor(
    readonly token: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetAppointmentLinkQuery)
export class GetAppointmentLinkHandler implements IQueryHandler<
  GetAppointmentLinkQuery,
  PublicAppointmentView & { id: string }
> {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({
    token,
    now,
  }: GetAppointmentLinkQuery): Promise<PublicAppointmentView & { id: string }> {
    const claims = verifyLink(this.config.jwtSecret, APPOINTMENT_LINK_PURPOSE, token, now);
    const row = claims
      ? await this.sql.one<LinkRow>(
          `select id, status, starts_at, ends_at, service_type_name, customer_name, license_plate,
                  link_nonce
             from appointment where id = $1`,
          [claims.id],
        )
      : null;
    if (!claims || !row || row.link_nonce !== claims.nonce) throw new NotFoundError(LINK_NOT_VALID);
    const workshop = await this.queries.execute(new GetWorkshopProfileQuery());
    const coming = row.status === 'scheduled' || row.status === 'confirmed';
    return {
      id: row.id,
      status: row.status,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
      service_type: row.service_type_name,
      customer_name: row.customer_name,
      license_plate: row.license_plate,
      workshop: {
        name: workshop?.name ?? '',
        phone: workshop?.phone ?? null,
        address: workshop ? workshopAddress(workshop) : '',
      },
      can_confirm: row.status === 'scheduled',
      can_cancel: coming,
    };
  }
}
