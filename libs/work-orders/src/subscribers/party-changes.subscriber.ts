import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { formatWorkOrderNumber } from '@px/contracts';
import { CustomerUpdated, CustomersMerged, GetCustomerRefsQuery } from '@px/customers';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';
import { GetVehicleRefsQuery, VehicleUpdated } from '@px/vehicles';

/** Customer fields that are part of an order's search text. */
const NAME_FIELDS = new Set(['type', 'first_name', 'last_name', 'company_name']);

interface OrderRow {
  id: string;
  number: number;
  title: string;
  customer_id: string;
  vehicle_id: string | null;
}

/**
 * Orders keep up with their customer and vehicle: the search text (customer name, plate) follows a
 * rename or a plate correction, and a customer merge moves the duplicate's orders to the customer
 * kept, like their vehicles. Idempotent: each run rewrites the same values.
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
    await this.refreshSearchText(em, 'customer_id = ?', [event.aggregateId]);
  }

  @OnDomainEvent({ name: 'work-orders.vehicle-changes', events: [VehicleUpdated.TYPE] })
  async onVehicleUpdated(
    event: PublishedEvent<{ changed: string[] }>,
    em: EntityManager,
  ): Promise<void> {
    if (!event.payload.changed.includes('license_plate')) return;
    await this.refreshSearchText(em, 'vehicle_id = ?', [event.aggregateId]);
  }

  @OnDomainEvent({ name: 'work-orders.customer-merges', events: [CustomersMerged.TYPE] })
  async onCustomersMerged(
    event: PublishedEvent<{ merged_id: string }>,
    em: EntityManager,
  ): Promise<void> {
    await em.execute(
      `update work_order set customer_id = ?, version = version + 1, updated_at = now()
        where customer_id = ?`,
      [event.aggregateId, event.payload.merged_id],
    );
    await this.refreshSearchText(em, 'customer_id = ?', [event.aggregateId]);
  }

  private async refreshSearchText(em: EntityManager, where: string, params: unknown[]) {
    const orders = await em.execute<OrderRow[]>(
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
    const plates = new Map(vehicles.map((v) => [v.id, v]));
    const texts = orders.map((order) => {
      const vehicle = order.vehicle_id ? plates.get(order.vehicle_id) : undefined;
      return {
        id: order.id,
        text: [
          formatWorkOrderNumber(order.number),
          order.title,
          names.get(order.customer_id) ?? '',
          vehicle?.license_plate ?? '',
          vehicle?.plate_normalized ?? '',
        ].join(' '),
      };
    });
    await em.execute(
      `update work_order w set search_text = lower(px_unaccent(t.text))
         from jsonb_to_recordset(?::jsonb) as t(id uuid, text text) where w.id = t.id`,
      [JSON.stringify(texts)],
    );
  }
}
