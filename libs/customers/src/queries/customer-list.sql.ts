import { normalizeTaxId } from '@px/contracts';
import {
  type ListQuery,
  type SortKeys,
  SqlParams,
  escapeLike,
  sortedListQuery,
  walkRowsFor,
} from '@px/platform';
import { phoneDigitsOf } from '../domain/phone-search';

// The customers list's SQL, pure (a validated filter in, statements out): CustomersReader runs it,
// and the bench's floor imports the compiled file to run the very same statements.

export const CUSTOMER_SORTS = ['name', '-name', 'created_at', '-created_at'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export interface CustomerListFilter {
  search?: string;
  type?: 'person' | 'company';
  tag?: string;
  sort: CustomerSort;
  page: number;
  limit: number;
}

/** SPEC's full_name, in SQL (the list sorts on it). */
export const FULL_NAME_SQL = `case when c.type = 'company' then c.company_name
  else trim(c.first_name || ' ' || c.last_name) end`;

export const SUMMARY_COLUMNS = `c.id, c.type, ${FULL_NAME_SQL} as full_name, c.first_name, c.last_name,
  c.company_name, c.nif, c.email, c.phone, c.mobile_phone, c.city, c.tags, c.created_at`;

/**
 * The normalised texts the list and the palette sort and match on, stored as generated columns
 * (Migration20261121040000_search_columns): computing px_unaccent per row made every walk, recheck
 * and sort pay about 3 µs a row. A text typed by the user goes through `lower(px_unaccent(…))`
 * once per query to compare with them.
 *
 * NAME_KEY_SQL: full_name lower-cased without accents; the name sort (customer_full_name_idx).
 */
export const NAME_KEY_SQL = 'c.name_key';
/** Names, company and e-mail, lower-cased without accents (customer_search_idx, trigrams). */
export const SEARCH_TEXT_SQL = 'c.search_text';
/** Both phones, digits and spaces only (customer_phone_idx, trigrams). */
export const PHONE_DIGITS_SQL = 'c.phone_digits';
/**
 * What a walk in name order reads of each customer to match a text: customer_full_name_idx and
 * customer_type_name_idx include these, so a walk of thousands of rows never touches the table.
 */
export const MATCH_COLUMNS = 'c.id, c.nif, c.name_key, c.search_text, c.phone_digits';

/** Live customers: customer_full_name_idx covers exactly these. */
export const LIVE_SQL = 'c.deleted_at is null and c.merged_into_id is null';

/** Each sort's keys, in order (the walk carries them as k1, k2), and its direction. */
const SORT_KEYS: Record<CustomerSort, SortKeys> = {
  name: { keys: [NAME_KEY_SQL, 'c.id'], desc: false },
  '-name': { keys: [NAME_KEY_SQL, 'c.id'], desc: true },
  created_at: { keys: ['c.created_at', 'c.id'], desc: false },
  '-created_at': { keys: ['c.created_at', 'c.id'], desc: true },
};

const CUSTOMER_LIST = {
  table: 'customer',
  alias: 'c',
  columns: SUMMARY_COLUMNS,
  matchColumns: MATCH_COLUMNS,
};

/**
 * A page of the customers list (merged and deleted customers hidden) and its total: a search
 * walks the sort's index first, a deep page without one is read from the nearer end (platform's
 * sortedListQuery).
 */
export function customerListQuery(filter: CustomerListFilter): ListQuery {
  const where = [LIVE_SQL];
  const params = new SqlParams();
  const param = (value: unknown) => params.add(value);
  if (filter.type) where.push(`c.type = ${param(filter.type)}`);
  if (filter.tag) where.push(`c.tags @> array[${param(filter.tag)}::text]`);
  const search = filter.search?.trim();
  let match = '';
  if (search) {
    const text = param(escapeLike(search));
    // The pattern is folded once per statement (an InitPlan), not per row walked: a prepared
    // statement's generic plan would fold it for each of the 10,000 rows of the walk.
    const alternatives = [
      `${SEARCH_TEXT_SQL} like (select '%' || lower(px_unaccent(${text})) || '%')`,
      `c.nif = ${param(normalizeTaxId(search))}`,
    ];
    const phone = phoneDigitsOf(search);
    if (phone) alternatives.push(`${PHONE_DIGITS_SQL} like '%' || ${param(phone)} || '%'`);
    match = `(${alternatives.join(' or ')})`;
  }
  return sortedListQuery('customer', CUSTOMER_LIST, SORT_KEYS[filter.sort], filter, {
    base: where.join(' and '),
    match,
    params,
    walkRows: search ? walkRowsFor(filter, search) : 0,
  });
}
