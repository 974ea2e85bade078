import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type CustomerHistoryEntry,
  type OdometerReading,
  type Paginated,
  type VehicleHistoryEntry,
} from '@px/contracts';
import { GetCustomerRefsQuery } from '@px/customers';
import { GetUserNamesQuery } from '@px/identity';
import { SqlClient, pageOf, skipOf } from '@px/platform';
import { historyTitle } from '../domain/history-titles';

/**
 * Every fact of the vehicles in `$1` (uuid[]), one row each. The vehicle's own tables answer for
 * its creation, readings and owners; `vehicle_history_entry` is the read model other modules'
 * subscribers write (work orders, invoices, inspections), so a new kind needs no change here.
 * `rank` orders facts of the same instant: creation, the old owner leaving, the new one arriving,
 * then readings, then the rest.
 */
const FACTS_SQL = `
  select v.id::text as id, v.id as vehicle_id, v.created_at as occurred_at,
         'vehicle_created' as kind, '' as title,
         jsonb_build_object('license_plate', v.license_plate, 'recorded_by', v.created_by) as details,
         'vehicle' as source_type, v.id as source_id, 0 as rank
    from vehicle v where v.id = any ($1::uuid[])
  union all
  select o.id::text, o.vehicle_id, o.from_at, 'ownership_started', '',
         jsonb_build_object('customer_id', o.customer_id, 'reason', o.reason,
                            'recorded_by', o.recorded_by),
         'vehicle_ownership', o.id, 2
    from vehicle_ownership o where o.vehicle_id = any ($1::uuid[])
  union all
  select o.id::text || ':ended', o.vehicle_id, o.to_at, 'ownership_ended', '',
         jsonb_build_object('customer_id', o.customer_id),
         'vehicle_ownership', o.id, 1
    from vehicle_ownership o where o.vehicle_id = any ($1::uuid[]) and o.to_at is not null
  union all
  select r.id::text, r.vehicle_id, r.read_at,
         case when r.is_correction then 'odometer_correction' else 'odometer_reading' end, '',
         jsonb_build_object('km', r.km, 'reason', r.reason, 'source', r.source,
                            'recorded_by', r.recorded_by),
         'odometer_reading', r.id, 3
    from odometer_reading r where r.vehicle_id = any ($1::uuid[])
  union all
  select h.id::text, h.vehicle_id, h.occurred_at, h.kind, h.title, h.details, h.source_type,
         h.source_id, 4
    from vehicle_history_entry h where h.vehicle_id = any ($1::uuid[])`;

/**
 * The facts of `$1`'s vehicles that happened while customer `$2` owned them; of the ownership
 * facts, only their own (the buyer's start shares the instant of the seller's end).
 */
const CUSTOMER_FACTS_SQL = `
  select f.*, v.license_plate from (${FACTS_SQL}) f
    join vehicle v on v.id = f.vehicle_id
   where exists (select 1 from vehicle_ownership w
                  where w.customer_id = $2 and w.vehicle_id = f.vehicle_id
                    and f.occurred_at between w.from_at and coalesce(w.to_at, 'infinity'))
     and (f.source_type <> 'vehicle_ownership' or f.details ->> 'customer_id' = $2::text)`;

/**
 * `$2` (text[]): empty for a viewer who reads every order, else the one employee whose orders they
 * may read (an empty string for none); other facts are everybody's.
 */
const VISIBLE_TO_VIEWER = `(f.source_type <> 'work_order' or cardinality($2::text[]) = 0
                            or f.details ->> 'assigned_employee_id' = any ($2::text[]))`;

/** Whose work orders a viewer of a history may see (work_orders.orders.read_all, or their own). */
export interface OrderViewer {
  allOrders: boolean;
  employeeId: string | null;
}

interface FactRow {
  id: string;
  vehicle_id: string;
  occurred_at: Date;
  kind: string;
  title: string;
  details: Record<string, unknown>;
  source_type: string;
  source_id: string;
  license_plate?: string;
}

const idsIn = (rows: FactRow[], key: string): string[] => [
  ...new Set(
    rows.map((row) => row.details[key]).filter((id): id is string => typeof id === 'string'),
  ),
];

/** GET /api/vehicles/{id}/history, the odometer readings, and the customer's vehicle history. */
@Injectable()
export class VehicleHistoryReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  /** Names customers and users in the details, and writes each fact's Spanish title. */
  private async describe(rows: FactRow[]): Promise<VehicleHistoryEntry[]> {
    const [customers, users] = await Promise.all([
      this.queries.execute(new GetCustomerRefsQuery(idsIn(rows, 'customer_id'), true)),
      this.queries.execute(new GetUserNamesQuery(idsIn(rows, 'recorded_by'))),
    ]);
    const customerNames = new Map(customers.map((c) => [c.id, c.full_name]));
    const userNames = new Map(users.map((u) => [u.id, u.full_name]));
    return rows.map((row) => {
      const details: Record<string, unknown> = { ...row.details };
      if (typeof details.customer_id === 'string') {
        details.customer_name = customerNames.get(details.customer_id) ?? null;
      }
      if (typeof details.recorded_by === 'string') {
        details.recorded_by_name = userNames.get(details.recorded_by) ?? null;
      }
      return {
        id: row.id,
        vehicle_id: row.vehicle_id,
        occurred_at: row.occurred_at.toISOString(),
        kind: row.kind,
        title: row.title || historyTitle(row.kind, details),
        details,
        source_type: row.source_type,
        source_id: row.source_id,
      };
    });
  }

  /**
   * The vehicle's history, newest first; null for a vehicle that does not exist. Its work orders
   * are those the viewer may read: all of them, or only those assigned to their employee record.
   */
  async history(
    vehicleId: string,
    page: number,
    limit: number,
    viewer: OrderViewer,
  ): Promise<Paginated<VehicleHistoryEntry> | null> {
    const vehicle = await this.sql.one(
      'select 1 from vehicle where id = $1 and deleted_at is null',
      [vehicleId],
    );
    if (!vehicle) return null;
    const seen = viewer.allOrders ? [] : [viewer.employeeId ?? ''];
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<FactRow>(
        `select * from (${FACTS_SQL}) f where ${VISIBLE_TO_VIEWER}
          order by occurred_at desc, rank desc, id desc limit $3 offset $4`,
        [[vehicleId], seen, limit, skipOf({ page, limit })],
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from (${FACTS_SQL}) f where ${VISIBLE_TO_VIEWER}`,
        [[vehicleId], seen],
      ),
    ]);
    return pageOf(await this.describe(rows), { page, limit }, total);
  }

  /**
   * The facts of every vehicle the customer owns or owned, from when they got it to when they
   * passed it on: the previous or next owner's visits are not this customer's history.
   */
  async forCustomer(
    customerId: string,
    take: number,
  ): Promise<{ entries: CustomerHistoryEntry[]; total: number }> {
    const ids = (
      await this.sql.query<{ vehicle_id: string }>(
        'select distinct vehicle_id from vehicle_ownership where customer_id = $1',
        [customerId],
      )
    ).map((row) => row.vehicle_id);
    if (!ids.length) return { entries: [], total: 0 };
    const params = [ids, customerId];
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<FactRow>(
        `${CUSTOMER_FACTS_SQL} order by f.occurred_at desc, f.rank desc, f.id desc limit $3`,
        [...params, take],
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from (${CUSTOMER_FACTS_SQL}) c`,
        params,
      ),
    ]);
    const described = await this.describe(rows);
    return {
      entries: described.map((entry, index) => ({
        id: entry.id,
        occurred_at: entry.occurred_at,
        kind: entry.kind,
        title: entry.title,
        vehicle_id: entry.vehicle_id,
        license_plate: rows[index]?.license_plate ?? null,
        details: entry.details,
      })),
      total,
    };
  }

  /** The vehicle's readings, newest first (the odometer chart); null for an unknown vehicle. */
  async readings(vehicleId: string): Promise<OdometerReading[] | null> {
    const vehicle = await this.sql.one(
      'select 1 from vehicle where id = $1 and deleted_at is null',
      [vehicleId],
    );
    if (!vehicle) return null;
    const rows = await this.sql.query<
      Omit<OdometerReading, 'recorded_by_name'> & {
        recorded_by: string | null;
      }
    >(
      `select id, vehicle_id, km, read_at, source, is_correction, reason, recorded_by, created_at
         from odometer_reading where vehicle_id = $1 order by read_at desc, created_at desc`,
      [vehicleId],
    );
    const users = await this.queries.execute(
      new GetUserNamesQuery([
        ...new Set(rows.map((r) => r.recorded_by).filter((id) => !!id)),
      ] as string[]),
    );
    const names = new Map(users.map((u) => [u.id, u.full_name]));
    return rows.map(({ recorded_by, ...row }) => ({
      ...row,
      recorded_by_name: recorded_by ? (names.get(recorded_by) ?? null) : null,
    }));
  }
}
