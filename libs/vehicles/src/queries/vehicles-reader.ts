import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type Paginated,
  type VehicleDetail,
  type VehicleSummary,
  hasValidVinCheckDigit,
  normalizePlate,
} from '@px/contracts';
import { FindCustomerIdsByNameQuery, GetCustomerRefsQuery } from '@px/customers';
import { SqlClient, SqlParams } from '@px/platform';

export const VEHICLE_SORTS = [
  'plate',
  'make',
  '-created_at',
  'created_at',
  'next_itv_date',
] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

export interface VehicleListFilter {
  search?: string;
  customerId?: string;
  make?: string;
  fuel?: string;
  sort: VehicleSort;
  page: number;
  limit: number;
}

const SUMMARY_COLUMNS = `v.id, v.license_plate, v.plate_country, v.make, v.model, v.year, v.vin, v.fuel,
  v.customer_id, v.odometer_km, to_char(v.next_itv_date, 'YYYY-MM-DD') as next_itv_date`;
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, v.plate_format, v.vehicle_version, v.colour, v.engine,
  v.odometer_read_at, v.notes, v.created_at, v.updated_at, v.version`;
const SEARCH_TEXT_SQL = `lower(px_unaccent(v.make || ' ' || v.model || ' ' || v.vehicle_version))`;

const ORDER_BY: Record<VehicleSort, string> = {
  plate: 'v.plate_normalized, v.id',
  make: 'lower(v.make), lower(v.model), v.id',
  created_at: 'v.created_at, v.id',
  '-created_at': 'v.created_at desc, v.id desc',
  next_itv_date: 'v.next_itv_date nulls last, v.id',
};

type VehicleRow = Omit<VehicleSummary, 'customer_name'>;

/** Vehicle lists, detail and the palette source. Owner names come from customers' query. */
@Injectable()
export class VehiclesReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
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

  async list(filter: VehicleListFilter): Promise<Paginated<VehicleSummary>> {
    const where = ['v.deleted_at is null'];
    const params = new SqlParams();
    const param = (value: unknown) => params.add(value);
    const search = filter.search?.trim();
    if (search) {
      const plate = normalizePlate(search);
      const alternatives = [
        `${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent(${param(search.replace(/[\\%_]/g, '\\$&'))})) || '%'`,
      ];
      if (plate.length >= 2) {
        const normalized = param(plate);
        alternatives.push(
          `v.plate_normalized like '%' || ${normalized} || '%'`,
          `v.vin like '%' || ${normalized} || '%'`,
        );
      }
      where.push(`(${alternatives.join(' or ')})`);
    }
    if (filter.customerId) where.push(`v.customer_id = ${param(filter.customerId)}`);
    if (filter.make) where.push(`lower(v.make) = lower(${param(filter.make)})`);
    if (filter.fuel) where.push(`v.fuel = ${param(filter.fuel)}`);
    const clause = where.join(' and ');
    const countParams = params.snapshot();
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<VehicleRow>(
        `select ${SUMMARY_COLUMNS} from vehicle v where ${clause} order by ${ORDER_BY[filter.sort]}
          limit ${param(filter.limit)} offset ${param((filter.page - 1) * filter.limit)}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from vehicle v where ${clause}`,
        countParams,
      ),
    ]);
    return {
      data: await this.withOwners(rows),
      pagination: { page: filter.page, limit: filter.limit, total },
    };
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
   * The vehicle source of the search palette: plate (ignoring spaces and dashes), VIN, make and
   * model, and the owner's name. Exact plate first, then plates starting with the text.
   */
  async search(rawQuery: string, limit: number): Promise<VehicleSummary[]> {
    const q = rawQuery.trim();
    if (q.length < 2) return [];
    const plate = normalizePlate(q);
    const owners = await this.queries.execute(new FindCustomerIdsByNameQuery(q, 50));
    const rows = await this.sql.query<VehicleRow>(
      `select ${SUMMARY_COLUMNS} from vehicle v
        where v.deleted_at is null and (
          ($2 <> '' and (v.plate_normalized like '%' || $2 || '%' or v.vin like '%' || $2 || '%'))
          or ${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent($1)) || '%'
          or v.customer_id = any ($4::uuid[]))
        order by (v.plate_normalized = $2) desc, (v.plate_normalized like $2 || '%') desc,
                 v.plate_normalized
        limit $3`,
      [q.replace(/[\\%_]/g, '\\$&'), plate.length >= 2 ? plate : '', limit, owners],
    );
    return this.withOwners(rows);
  }
}
