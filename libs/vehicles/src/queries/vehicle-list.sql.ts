import { normalizePlate } from '@px/contracts';
import {
  type ListQuery,
  type SortKeys,
  SqlParams,
  escapeLike,
  sortedListQuery,
  walkRowsFor,
} from '@px/platform';

// The vehicles list's SQL, pure (a validated filter in, statements out): VehiclesReader runs it,
// and the bench's floor imports the compiled file to run the very same statements.

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

export const SUMMARY_COLUMNS = `v.id, v.license_plate, v.plate_country, v.make, v.model, v.year, v.vin, v.fuel,
  v.customer_id, v.odometer_km, to_char(v.next_itv_date, 'YYYY-MM-DD') as next_itv_date`;
/** Make, model and version lower-cased without accents: a stored column (vehicle_search_idx). */
export const SEARCH_TEXT_SQL = 'v.search_text';
/**
 * What a walk reads of each vehicle to match a text: vehicle_plate_sort_idx includes these, so a
 * walk in plate order never touches the table.
 */
export const MATCH_COLUMNS = 'v.id, v.plate_normalized, v.vin, v.search_text, v.customer_id';

/**
 * Each sort's keys, in order (the walk carries them as k1, k2, …), and its direction.
 * next_itv_date: no ITV date goes last ascending (the default), so first when read backward.
 */
const SORT_KEYS: Record<VehicleSort, SortKeys> = {
  plate: { keys: ['v.plate_normalized', 'v.id'], desc: false },
  make: { keys: ['lower(v.make)', 'lower(v.model)', 'v.id'], desc: false },
  created_at: { keys: ['v.created_at', 'v.id'], desc: false },
  '-created_at': { keys: ['v.created_at', 'v.id'], desc: true },
  next_itv_date: { keys: ['v.next_itv_date', 'v.id'], desc: false },
};

const VEHICLE_LIST = {
  table: 'vehicle',
  alias: 'v',
  columns: SUMMARY_COLUMNS,
  matchColumns: MATCH_COLUMNS,
  // The page's ids first, from the sort's index alone where it carries the filters
  // (vehicle_plate_sort_idx: make, fuel), then those 20 rows.
  idsFirst: true,
};

/**
 * A page of the vehicles list (deleted ones hidden) and its total: a search walks the sort's index
 * first, a deep page without one is read from the nearer end (platform's sortedListQuery). Rows
 * without the owner's name (VehiclesReader adds it).
 */
export function vehicleListQuery(filter: VehicleListFilter): ListQuery {
  const where = ['v.deleted_at is null'];
  const params = new SqlParams();
  const param = (value: unknown) => params.add(value);
  if (filter.customerId) where.push(`v.customer_id = ${param(filter.customerId)}`);
  if (filter.make) where.push(`lower(v.make) = lower(${param(filter.make)})`);
  if (filter.fuel) where.push(`v.fuel = ${param(filter.fuel)}`);
  const search = filter.search?.trim();
  let match = '';
  if (search) {
    const plate = normalizePlate(search);
    const alternatives = [
      `${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent(${param(escapeLike(search))})) || '%'`,
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
  return sortedListQuery('vehicle', VEHICLE_LIST, SORT_KEYS[filter.sort], filter, {
    base: where.join(' and '),
    match,
    params,
    walkRows: search ? walkRowsFor(filter, search) : 0,
  });
}
