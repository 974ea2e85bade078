import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CustomerUpdated, CustomersMerged, GetCustomerRefsQuery } from '@px/customers';
import { OnDomainEvent, type PublishedEvent, runSql } from '@px/platform';
import { GetVehicleRefsQuery, VehicleUpdated } from '@px/vehicles';
import { workOrderSearchSource } from '../domain/work-order-search';

/** Customer fields that make the name an order shows. */
const NAME_FIELDS = new Set(['type', 'first_name', 'last_name', 'company_name']);
/** Vehicle fields an order shows. */
const VEHICLE_FIELDS = new Set(['license_plate', 'make', 'model']);

interface OrderRow {
  id: string;
  number: number;
  title: string;
  customer_id: string;
  vehicle_id: string | null;
}

/**
 * Orders keep up with their customer and vehicle: the labels they keep (customer name, plate, make,
 * model) and their search text follow a rename or a plate correction, and a customer merge moves
 * the duplicate's orders to the customer kept, like their vehicles. Idempotent: each run rewrites
 * the same values.
 */
@Injectable()
export class PartyChangesSubscriber {
  constructor(private readonly queries: QueryBus) {}

  @OnDomainEvent({ name: 'work-orders.customer-changes', events: [CustomerUpdated.TYPE] })
  async onCustomerUpdated(
    event: PublishedEvent<{ changed: string[] }>,
    em: EntityManager,
  ): Promise<void> {
    if (!event.payload.changed.some((field) => NAME_FIELDS.has(field))) return;
    await this.refreshLabels(em, 'customer_id = $1', [event.aggregateId]);
  }

  @OnDomainEvent({ name: 'work-orders.vehicle-changes', events: [VehicleUpdated.TYPE] })
  async onVehicleUpdated(
    event: PublishedEvent<{ changed: string[] }>,
    em: EntityManager,
  ): Promise<void> {
    if (!event.payload.changed.some((field) => VEHICLE_FIELDS.has(field))) return;
    await this.refreshLabels(em, 'vehicle_id = $1', [event.aggregateId]);
  }

  @OnDomainEvent({ name: 'work-orders.customer-merges', events: [CustomersMerged.TYPE] })
  async onCustomersMerged(
    event: PublishedEvent<{ merged_id: string }>,
    em: EntityManager,
  ): Promise<void> {
    await runSql(
      em,
      `update work_order set customer_id = $1, version = version + 1, updated_at = now()
        where customer_id = $2`,
      [event.aggregateId, event.payload.merged_id],
    );
    await this.refreshLabels(em, 'customer_id = $1', [event.aggregateId]);
  }

  private async refreshLabels(em: EntityManager, where: string, params: unknown[]) {
    const orders = await runSql<OrderRow>(
      em,
      `select id, number, title, customer_id, vehicle_id from work_order
        where deleted_at is null and ${where}`,
      params,
    );
    if (!orders.length) return;
    const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => !!id))];
    const [customers, vehicles] = await Promise.all([
      this.queries.execute(
        new GetCustomerRefsQuery(unique(orders.map((o) => o.customer_id)), true),
      ),
      this.queries.execute(new GetVehicleRefsQuery(unique(orders.map((o) => o.vehicle_id)))),
    ]);
    const names = new Map(customers.map((c) => [c.id, c.full_name]));
    const vehicleById = new Map(vehicles.map((v) => [v.id, v]));
    const labels = orders.map((order) => {
      const vehicle = order.vehicle_id ? vehicleById.get(order.vehicle_id) : undefined;
      const customerName = names.get(order.customer_id) ?? '';
      const licensePlate = vehicle?.license_plate ?? null;
      return {
        id: order.id,
        customer_name: customerName,
        license_plate: licensePlate,
        make: vehicle?.make ?? null,
        model: vehicle?.model ?? null,
        search_source: workOrderSearchSource({ ...order, customerName, licensePlate }),
      };
    });
    await runSql(
      em,
      `update work_order w set customer_name = t.customer_name, license_plate = t.license_plate,
              vehicle_make = t.make, vehicle_model = t.model, search_source = t.search_source
         from jsonb_to_recordset($1::jsonb)
           as t(id uuid, customer_name text, license_plate text, make text, model text,
                search_source text)
        where w.id = t.id`,
      [JSON.stringify(labels)],
    );
  }
}
