import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  CustomerUpdated,
  CustomersMerged,
  GetCustomerCardQuery,
  GetCustomerRefsQuery,
} from '@px/customers';
import { OnDomainEvent, type PublishedEvent, runSql } from '@px/platform';
import { GetVehicleRefsQuery, VehicleUpdated } from '@px/vehicles';
import { appointmentSearchSource } from '../domain/booking-rules';

/** Customer fields a booking shows (its name, and the contact the reminder uses). */
const CUSTOMER_FIELDS = new Set([
  'type',
  'first_name',
  'last_name',
  'company_name',
  'phone',
  'mobile_phone',
  'email',
]);
/** Vehicle fields a booking shows. */
const VEHICLE_FIELDS = new Set(['license_plate', 'make', 'model']);

interface BookingRow {
  id: string;
  customer_id: string;
  vehicle_id: string | null;
  service_type_name: string;
}

/**
 * Bookings keep up with their customer and vehicle: the name, phone, e-mail, plate and vehicle
 * they show (and their search text) follow a change, and a customer merge moves the duplicate's
 * bookings to the customer kept. Only bookings still to happen or in progress: a past booking
 * shows what it was. Idempotent: each run writes the same values.
 */
@Injectable()
export class AppointmentPartyChangesSubscriber {
  constructor(private readonly queries: QueryBus) {}

  @OnDomainEvent({ name: 'appointments.customer-changes', events: [CustomerUpdated.TYPE] })
  async onCustomerUpdated(
    event: PublishedEvent<{ changed: string[] }>,
    em: EntityManager,
  ): Promise<void> {
    if (!event.payload.changed.some((field) => CUSTOMER_FIELDS.has(field))) return;
    await this.refresh(em, 'customer_id = $1', [event.aggregateId]);
  }

  @OnDomainEvent({ name: 'appointments.vehicle-changes', events: [VehicleUpdated.TYPE] })
  async onVehicleUpdated(
    event: PublishedEvent<{ changed: string[] }>,
    em: EntityManager,
  ): Promise<void> {
    if (!event.payload.changed.some((field) => VEHICLE_FIELDS.has(field))) return;
    await this.refresh(em, 'vehicle_id = $1', [event.aggregateId]);
  }

  @OnDomainEvent({ name: 'appointments.customer-merges', events: [CustomersMerged.TYPE] })
  async onCustomersMerged(
    event: PublishedEvent<{ merged_id: string }>,
    em: EntityManager,
  ): Promise<void> {
    await runSql(
      em,
      `update appointment set customer_id = $1, version = version + 1, updated_at = now()
        where customer_id = $2`,
      [event.aggregateId, event.payload.merged_id],
    );
    await this.refresh(em, 'customer_id = $1', [event.aggregateId]);
  }

  private async refresh(em: EntityManager, where: string, params: unknown[]): Promise<void> {
    const bookings = await runSql<BookingRow>(
      em,
      `select id, customer_id, vehicle_id, service_type_name from appointment
        where status in ('scheduled', 'confirmed', 'checked_in') and ${where}`,
      params,
    );
    if (!bookings.length) return;
    const customerIds = [...new Set(bookings.map((b) => b.customer_id))];
    const vehicleIds = [
      ...new Set(bookings.map((b) => b.vehicle_id).filter((id): id is string => !!id)),
    ];
    const [refs, cards, vehicles] = await Promise.all([
      this.queries.execute(new GetCustomerRefsQuery(customerIds, true)),
      Promise.all(customerIds.map((id) => this.queries.execute(new GetCustomerCardQuery(id)))),
      this.queries.execute(new GetVehicleRefsQuery(vehicleIds)),
    ]);
    const names = new Map(refs.map((c) => [c.id, c.full_name]));
    const contact = new Map(
      cards.flatMap((card) =>
        card
          ? [[card.id, { phone: card.mobile_phone || card.phone || null, email: card.email }]]
          : [],
      ),
    );
    const vehicleById = new Map(vehicles.map((v) => [v.id, v]));
    const labels = bookings.map((booking) => {
      const vehicle = booking.vehicle_id ? vehicleById.get(booking.vehicle_id) : undefined;
      const customerName = names.get(booking.customer_id) ?? '';
      const phone = contact.get(booking.customer_id)?.phone ?? null;
      const licensePlate = vehicle?.license_plate ?? null;
      return {
        id: booking.id,
        customer_name: customerName,
        customer_phone: phone,
        customer_email: contact.get(booking.customer_id)?.email ?? null,
        license_plate: licensePlate,
        vehicle_label: vehicle ? `${vehicle.make} ${vehicle.model}`.trim() || null : null,
        search_source: appointmentSearchSource({
          customerName,
          customerPhone: phone,
          licensePlate,
          serviceType: booking.service_type_name,
        }),
      };
    });
    await runSql(
      em,
      `update appointment a
          set customer_name = t.customer_name, customer_phone = t.customer_phone,
              customer_email = t.customer_email, license_plate = t.license_plate,
              vehicle_label = t.vehicle_label, search_source = t.search_source
         from jsonb_to_recordset($1::jsonb)
           as t(id uuid, customer_name text, customer_phone text, customer_email text,
                license_plate text, vehicle_label text, search_source text)
        where a.id = t.id`,
      [JSON.stringify(labels)],
    );
  }
}
