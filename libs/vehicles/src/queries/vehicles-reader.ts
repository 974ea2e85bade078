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
import { ListTotals, SqlClient, SqlParams } from '@px/platform';

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
/** Make, model and version lower-cased without accents: a stored column (vehicle_search_idx). */
const SEARCH_TEXT_SQL = 'v.search_text';
/**
 * What a walk reads of each vehicle to match a text: vehicle_plate_sort_idx includes these, so a
 * walk in plate order never touches the table.
 */
const MATCH_COLUMNS = 'v.id, v.plate_normalized, v.vin, v.search_text, v.customer_id';

/** Each sort's keys, in order (the walk carries them as k1, k2, …), and its direction. */
const SORT_KEYS: Record<VehicleSort, { keys: string[]; desc: boolean }> = {
  plate: { keys: ['v.plate_normalized', 'v.id'], desc: false },
  make: { keys: ['lower(v.make)', 'lower(v.model)', 'v.id'], desc: false },
  created_at: { keys: ['v.created_at', 'v.id'], desc: false },
  '-created_at': { keys: ['v.created_at', 'v.id'], desc: true },
  next_itv_date: { keys: ['v.next_itv_date', 'v.id'], desc: false },
};

/** ORDER BY for a sort, over its own expressions or over the walk's k1, k2, … columns. */
function orderBy(sort: VehicleSort, prefix?: string, reverse = false): string {
  const { keys } = SORT_KEYS[sort];
  const desc = SORT_KEYS[sort].desc !== reverse;
  return keys
    .map((key, i) => {
      const expression = prefix === undefined ? key : `${prefix}k${i + 1}`;
      // next_itv_date: no ITV date goes last ascending (the default), so first when reversed.
      return desc ? `${expression} desc` : expression;
    })
    .join(', ');
}

/**
 * How many vehicles, in the list's order, a search reads one by one before it asks the trigram
 * indexes for every match instead: a make or model is found in the first few hundred; a plate, a
 * VIN or an owner's vehicles are few and cheaper through the indexes. Both give the same rows.
 */
const WALK_ROWS = 2000;
/**
 * The list reads this many rows per row it must skip or show (page 2 of 20: 10,000), up to
 * WALK_ROWS_MAX: enough for a word in 1 row out of 250 or more, below which every match through
 * the trigram indexes costs less than the walk (deeper pages of a search go there too).
 */
const WALK_ROWS_PER_ROW = 250;
const WALK_ROWS_MAX = 20_000;
/** A text with this many digits is a plate, a VIN or a phone: few matches, no walk. */
const IDENTIFIER_DIGITS = 4;
/**
 * From this offset on, a page without a search is read from the nearer end of the list: skipped
 * rows cost a heap fetch and the sort key each (about 3 µs), so the last page of a million would
 * take seconds from the front and takes milliseconds from the back.
 */
const FROM_THE_END_OFFSET = 10_000;

/**
 * A page of the list with a search (`match`: trigram LIKEs the planner cannot size): first in the
 * sort's index order over the first `walkRows` vehicles, stopping at the page's last row; when that
 * does not fill the page, every match through the trigram indexes, then sorted. Same rows.
 */
function searchPageSql(
  sort: VehicleSort,
  base: string,
  match: string,
  [limit, offset]: [string, string],
  walkRows: number,
): string {
  const keys = SORT_KEYS[sort].keys.map((key, i) => `${key} as k${i + 1}`).join(', ');
  return `
    with walk as materialized (
      select v.id from (select ${MATCH_COLUMNS}, ${keys} from vehicle v where ${base}
                         order by ${orderBy(sort)} limit ${walkRows}) v
       where ${match} order by ${orderBy(sort, 'v.')} limit ${limit} offset ${offset}
    ), found as materialized (
      select v.id, ${keys} from vehicle v
       where (select count(*) from walk) < ${limit} and ${base} and ${match}
    ), page as (
      select id from walk where (select count(*) from walk) >= ${limit}
      union all
      (select id from found order by ${orderBy(sort, '')} limit ${limit} offset ${offset})
    )
    select ${SUMMARY_COLUMNS} from page join vehicle v on v.id = page.id order by ${orderBy(sort)}`;
}

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

  async list(filter: VehicleListFilter): Promise<Paginated<VehicleSummary>> {
    const where = ['v.deleted_at is null'];
    const params = new SqlParams();
    const param = (value: unknown) => params.add(value);
    if (filter.customerId) where.push(`v.customer_id = ${param(filter.customerId)}`);
    if (filter.make) where.push(`lower(v.make) = lower(${param(filter.make)})`);
    if (filter.fuel) where.push(`v.fuel = ${param(filter.fuel)}`);
    const base = where.join(' and ');
    const search = filter.search?.trim();
    let match = '';
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
      match = `(${alternatives.join(' or ')})`;
    }
    const clause = match ? `${base} and ${match}` : base;
    const countParams = params.snapshot();
    const skip = (filter.page - 1) * filter.limit;
    const page = (rows: VehicleRow[], total: number) =>
      this.withOwners(rows).then((data) => ({
        data,
        pagination: { page: filter.page, limit: filter.limit, total },
      }));
    if (!match && skip >= FROM_THE_END_OFFSET) {
      const total = await this.total(clause, countParams);
      if (skip >= total) return page([], total);
      if (skip > total / 2) {
        // The page read backwards from the end: the rows after it are skipped instead.
        const after = total - skip - filter.limit;
        const rows = await this.sql.query<VehicleRow>(
          `select ${SUMMARY_COLUMNS} from vehicle v where ${clause}
            order by ${orderBy(filter.sort, undefined, true)}
            limit ${param(filter.limit + Math.min(0, after))} offset ${param(Math.max(0, after))}`,
          params.values,
        );
        return page(rows.reverse(), total);
      }
    }
    const limit = param(filter.limit);
    const offset = param(skip);
    const [rows, total] = await Promise.all([
      this.sql.query<VehicleRow>(
        match
          ? searchPageSql(
              filter.sort,
              base,
              match,
              [limit, offset],
              (search ?? '').replace(/\D/g, '').length >= IDENTIFIER_DIGITS
                ? 0
                : Math.min(WALK_ROWS_MAX, WALK_ROWS_PER_ROW * filter.page * filter.limit),
            )
          : // The page's ids first, from the sort's index alone where it carries the filters
            // (vehicle_plate_sort_idx: make, fuel), then those 20 rows.
            `select ${SUMMARY_COLUMNS}
               from (select v.id from vehicle v where ${clause}
                      order by ${orderBy(filter.sort)} limit ${limit} offset ${offset}) page
               join vehicle v on v.id = page.id
              order by ${orderBy(filter.sort)}`,
        params.values,
      ),
      this.total(clause, countParams),
    ]);
    return page(rows, total);
  }

  /** The number of vehicles `clause` keeps (exact, cached under the list's version). */
  private total(clause: string, params: unknown[]): Promise<number> {
    return this.totals.count('vehicle', 'vehicle v', clause, params);
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
   * model, and the owner's name. Exact plate first, then plates starting with the text, then the
   * rest by plate, in one statement that never sorts every match of a common word:
   *  - head: plates starting with the text, a range of vehicle_plate_sort_idx (the exact plate
   *    sorts first);
   *  - walk: the other matches among the first WALK_ROWS vehicles in plate order, when the head is
   *    short (a make or model fills the answer there and stops early);
   *  - found: when both are still short, every other match through the trigram and owner indexes
   *    (few rows), sorted by plate.
   */
  async search(rawQuery: string, limit: number): Promise<VehicleSummary[]> {
    const q = rawQuery.trim();
    if (q.length < 2) return [];
    const plate = normalizePlate(q);
    // A text with IDENTIFIER_DIGITS digits is a plate, a VIN or a phone, never a person's name.
    const identifier = q.replace(/\D/g, '').length >= IDENTIFIER_DIGITS;
    const owners = identifier
      ? []
      : await this.queries.execute(new FindCustomerIdsByNameQuery(q, 50));
    const startsWith = `($2 <> '' and v.plate_normalized like $2 || '%')`;
    const match = `(($2 <> '' and (v.plate_normalized like '%' || $2 || '%' or v.vin like '%' || $2 || '%'))
          or ${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent($1)) || '%'
          or v.customer_id = any ($4::uuid[]))`;
    const rows = await this.sql.query<VehicleRow>(
      `with head as materialized (
         select v.id, v.plate_normalized from vehicle v
          where $2 <> '' and v.deleted_at is null
            and v.plate_normalized >= $2 and v.plate_normalized < $2 || U&'\\FFFF' and ${startsWith}
          order by v.plate_normalized, v.id limit $3
       ), walk as materialized (
         select v.id from (select ${MATCH_COLUMNS} from vehicle v where v.deleted_at is null
                            order by v.plate_normalized, v.id limit ${WALK_ROWS}) v
          where $5 and (select count(*) from head) < $3 and not ${startsWith} and ${match}
          order by v.plate_normalized, v.id limit $3
       ), found as materialized (
         select v.id, v.plate_normalized from vehicle v
          where (select count(*) from head) + (select count(*) from walk) < $3
            and v.deleted_at is null and ${match}
       ), ranked as (
         select id, 0 as rank from head
         union all
         select id, 1 from walk where (select count(*) from head) + (select count(*) from walk) >= $3
         union all
         (select v.id, 1 from found v where not ${startsWith} order by v.plate_normalized, v.id limit $3)
       )
       select ${SUMMARY_COLUMNS} from ranked join vehicle v on v.id = ranked.id
        order by ranked.rank, v.plate_normalized, v.id
        limit $3`,
      [q.replace(/[\\%_]/g, '\\$&'), plate.length >= 2 ? plate : '', limit, owners, !identifier],
    );
    return this.withOwners(rows);
  }
}
