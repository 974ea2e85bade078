import { Injectable } from '@nestjs/common';
import {
  type CustomerDetail,
  type CustomerSummary,
  type Paginated,
  normalizeTaxId,
} from '@px/contracts';
import { ListTotals, SqlClient, SqlParams } from '@px/platform';
import { phoneDigitsOf } from '../domain/phone-search';

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

const SUMMARY_COLUMNS = `c.id, c.type, ${FULL_NAME_SQL} as full_name, c.first_name, c.last_name,
  c.company_name, c.nif, c.email, c.phone, c.mobile_phone, c.city, c.tags, c.created_at`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, c.address, c.postal_code, c.province, c.country, c.notes,
  c.gdpr_consent_at, c.gdpr_consent_channel, c.marketing_consent, c.marketing_consent_at,
  c.marketing_consent_channel, c.merged_into_id, c.updated_at, c.version`;

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
const SORT_KEYS: Record<CustomerSort, { keys: string[]; desc: boolean }> = {
  name: { keys: [NAME_KEY_SQL, 'c.id'], desc: false },
  '-name': { keys: [NAME_KEY_SQL, 'c.id'], desc: true },
  created_at: { keys: ['c.created_at', 'c.id'], desc: false },
  '-created_at': { keys: ['c.created_at', 'c.id'], desc: true },
};

/** ORDER BY for a sort, over its own expressions or over the walk's k1, k2 columns. */
function orderBy(sort: CustomerSort, prefix?: string, reverse = false): string {
  const { keys } = SORT_KEYS[sort];
  const desc = SORT_KEYS[sort].desc !== reverse;
  return keys
    .map((key, i) => {
      const expression = prefix === undefined ? key : `${prefix}k${i + 1}`;
      return desc ? `${expression} desc` : expression;
    })
    .join(', ');
}

/**
 * How many customers, in name order, the palette reads one by one before it asks the trigram
 * indexes for every match instead. A common word (a frequent surname, a city in e-mails) is found
 * in the first few hundred; a rare one (a NIF, a phone, two surnames) is cheaper through the
 * indexes, whose cost grows with the number of matches. Both give the same rows.
 */
export const WALK_ROWS = 2000;
/**
 * The list reads this many rows per row it must skip or show (page 2 of 20: 10,000), up to
 * WALK_ROWS_MAX: enough for a word in 1 row out of 250 or more, below which every match through
 * the trigram indexes costs less than the walk (deeper pages of a search go there too).
 */
const WALK_ROWS_PER_ROW = 250;
const WALK_ROWS_MAX = 20_000;
/** A search with this many digits is an identifier (NIF, phone, plate): few matches, no walk. */
export const IDENTIFIER_DIGITS = 4;

/**
 * From this offset on, a page without a search is read from the nearer end of the list: skipped
 * rows cost a heap fetch and the sort key each (about 3 µs), so the last page of a million would
 * take seconds from the front and takes milliseconds from the back.
 */
const FROM_THE_END_OFFSET = 10_000;

/** `%` and `_` typed by a user are letters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * A page of the list with a search (`match`, trigram LIKEs the planner cannot size): first in the
 * sort's index order over the first `walkRows` customers, stopping at the page's last row; when
 * that does not fill the page, every match through the trigram indexes, then sorted. Same rows
 * either way.
 */
function searchPageSql(
  sort: CustomerSort,
  base: string,
  match: string,
  [limit, offset]: [string, string],
  walkRows: number,
): string {
  const keys = SORT_KEYS[sort].keys.map((key, i) => `${key} as k${i + 1}`).join(', ');
  return `
    with walk as materialized (
      select c.id from (select ${MATCH_COLUMNS}, ${keys} from customer c where ${base}
                         order by ${orderBy(sort)} limit ${walkRows}) c
       where ${match} order by ${orderBy(sort, 'c.')} limit ${limit} offset ${offset}
    ), found as materialized (
      select c.id, ${keys} from customer c
       where (select count(*) from walk) < ${limit} and ${base} and ${match}
    ), page as (
      select id from walk where (select count(*) from walk) >= ${limit}
      union all
      (select id from found order by ${orderBy(sort, '')} limit ${limit} offset ${offset})
    )
    select ${SUMMARY_COLUMNS} from page join customer c on c.id = page.id order by ${orderBy(sort)}`;
}

/** The customers list and detail (read side: SQL, no ORM). Merged and deleted customers are hidden. */
@Injectable()
export class CustomersReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly totals: ListTotals,
  ) {}

  async list(filter: CustomerListFilter): Promise<Paginated<CustomerSummary>> {
    const where = [LIVE_SQL];
    const params = new SqlParams();
    const param = (value: unknown) => params.add(value);
    if (filter.type) where.push(`c.type = ${param(filter.type)}`);
    if (filter.tag) where.push(`c.tags @> array[${param(filter.tag)}::text]`);
    const base = where.join(' and ');
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
    const clause = match ? `${base} and ${match}` : base;
    const countParams = params.snapshot();
    const skip = (filter.page - 1) * filter.limit;
    const page = (rows: CustomerSummary[], total: number) => ({
      data: rows,
      pagination: { page: filter.page, limit: filter.limit, total },
    });
    if (!match && skip >= FROM_THE_END_OFFSET) {
      const total = await this.total(clause, countParams);
      if (skip >= total) return page([], total);
      if (skip > total / 2) {
        // The page read backwards from the end: the rows after it are skipped instead.
        const after = total - skip - filter.limit;
        const rows = await this.sql.query<CustomerSummary>(
          `select ${SUMMARY_COLUMNS} from customer c where ${clause}
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
      this.sql.query<CustomerSummary>(
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
          : `select ${SUMMARY_COLUMNS} from customer c where ${clause}
              order by ${orderBy(filter.sort)} limit ${limit} offset ${offset}`,
        params.values,
      ),
      this.total(clause, countParams),
    ]);
    return page(rows, total);
  }

  /** The number of customers `clause` keeps (exact, cached under the list's version). */
  private total(clause: string, params: unknown[]): Promise<number> {
    return this.totals.count('customer', 'customer c', clause, params);
  }

  get(id: string): Promise<CustomerDetail | null> {
    return this.sql.one<CustomerDetail>(
      `select ${DETAIL_COLUMNS} from customer c where c.id = $1 and c.deleted_at is null`,
      [id],
    );
  }
}
