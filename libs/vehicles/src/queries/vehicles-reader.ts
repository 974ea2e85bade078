import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type Paginated,
  type VehicleDetail,
  type VehicleSummary,
  hasValidVinCheckDigit,
} from '@px/contracts';
import { FindCustomerIdsByNameQuery, GetCustomerRefsQuery } from '@px/customers';
import { ListTotals, SqlClient, pageOf, readListPage } from '@px/platform';
import { SUMMARY_COLUMNS, type VehicleListFilter, vehicleListQuery } from './vehicle-list.sql';
import { paletteAsksOwners, vehicleSearchStatement } from './vehicle-search.sql';

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, v.plate_format, v.vehicle_version, v.colour, v.engine,
  v.odometer_read_at, v.notes, v.created_at, v.updated_at, v.version`;

type VehicleRow = Omit<VehicleSummary, 'customer_name'>;

/** Vehicle lists, detail and the palette source. Owner names come from customers' query. */
@Injectable()
export class VehiclesReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    private readonly totals: ListTotals,
  ) {}

  /** Adds customer_name (SPEC §3) to rows: one query for the page's owners. */
  private async withOwners<T extends VehicleRow>(
    rows: T[],
  ): Promise<(T & { customer_name: string | null })[]> {
    const ids = [...new Set(rows.map((row) => row.customer_id).filter((id): id is string => !!id))];
    const owners = new Map(
      (await this.queries.execute(new GetCustomerRefsQuery(ids))).map((o) => [o.id, o.full_name]),
    );
    return rows.map((row) => ({
      ...row,
      customer_name: row.customer_id ? (owners.get(row.customer_id) ?? null) : null,
    }));
  }

  /** A page (vehicle-list.sql.ts) and its exact total, cached under the list's version. */
  async list(filter: VehicleListFilter): Promise<Paginated<VehicleSummary>> {
    const { rows, total, capped } = await readListPage(vehicleListQuery(filter), {
      rows: (statement) => this.sql.query<VehicleRow>(statement.text, statement.values),
      total: (count) => this.totals.countOf(count),
      anchors: (anchors) => this.totals.anchorsOf(anchors),
    });
    return pageOf(await this.withOwners(rows), filter, total, capped);
  }

  async get(id: string): Promise<VehicleDetail | null> {
    const row = await this.sql.one<Omit<VehicleDetail, 'customer_name' | 'vin_check_digit_ok'>>(
      `select ${DETAIL_COLUMNS} from vehicle v where v.id = $1 and v.deleted_at is null`,
      [id],
    );
    if (!row) return null;
    const [withOwner] = await this.withOwners([row]);
    return { ...withOwner, vin_check_digit_ok: row.vin ? hasValidVinCheckDigit(row.vin) : null };
  }

  /**
   * The vehicle source of the search palette (vehicleSearchStatement): plate, VIN, make and model,
   * and the vehicles of customers named like the text (customers' FindCustomerIdsByNameQuery).
   */
  async search(rawQuery: string, limit: number): Promise<VehicleSummary[]> {
    const q = rawQuery.trim();
    if (q.length < 2) return [];
    const owners = paletteAsksOwners(q)
      ? await this.queries.execute(new FindCustomerIdsByNameQuery(q, 50))
      : [];
    const { text, values } = vehicleSearchStatement(q, limit, owners);
    return this.withOwners(await this.sql.query<VehicleRow>(text, values));
  }
}
