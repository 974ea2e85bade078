import { type Paginated } from '@px/contracts';
import { SqlParams } from './sql-params';

// The one way lists page (docs/decisions.md, "One paging helper"): the page request and its
// answer, how a page is read (from the front, from the nearer end, or not at all past the end),
// LIKE escaping, how far a search walks in the sort's order before asking the trigram indexes, and
// the statements of a sorted list and of a newest-first walk. Pure: no Nest, no connection. The
// lists' SQL builders (`libs/<lib>/src/queries/*.sql.ts`) are built on these, and the bench's
// floors import the compiled builders, so the floor runs the production statements.

/** A validated page request: `page` from 1, `limit` rows per page. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** The rows before the page. */
export const skipOf = ({ page, limit }: PageRequest): number => (page - 1) * limit;

/** The contracts' `{ data, pagination: { page, limit, total } }`. */
export function pageOf<T>(
  rows: T[],
  { page, limit }: PageRequest,
  total: number,
  capped = false,
): Paginated<T> {
  return { data: rows, pagination: { page, limit, total, ...(capped ? { capped: true } : {}) } };
}

/**
 * A search's total is counted up to here and no further: a search matching most of a million rows
 * would otherwise count them all, and each new search text would count again (a cheap way to keep
 * the database busy). Past it the answer says "more than" (`pagination.capped`).
 */
export const SEARCH_TOTAL_CAP = 10_000;

/** `%` and `_` typed by a user are letters, not wildcards (LIKE's default escape, `\`). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * From this offset on, a page without a search is read from the nearer end of the list: skipped
 * rows cost a heap fetch and the sort key each (about 3 µs), so the last page of a million would
 * take seconds from the front and takes milliseconds from the back.
 */
export const FROM_THE_END_OFFSET = 10_000;

/**
 * How a page is read: `forward` (the sort's order, `offset` rows skipped), `backward` (the reverse
 * order with the rows after the page skipped; the rows come last first and are turned around), or
 * `nothing` (past the end: an empty page, no statement).
 */
export type PagePlan =
  | { read: 'forward'; limit: number; offset: number }
  | { read: 'backward'; limit: number; offset: number }
  | { read: 'nothing' };

/** Whether the page's plan needs the list's total first: a deep page of a list without a search. */
export const needsTotalFirst = (request: PageRequest, searching: boolean): boolean =>
  !searching && skipOf(request) >= FROM_THE_END_OFFSET;

/**
 * The plan of a page. Without `total` (or before FROM_THE_END_OFFSET) it is read forward; with it,
 * a deep page past the end is `nothing`, and one past the middle is read backward (the last page
 * may be partial: only the rows that exist are asked for).
 */
export function planPage(request: PageRequest, total?: number): PagePlan {
  const skip = skipOf(request);
  if (total !== undefined && skip >= FROM_THE_END_OFFSET) {
    if (skip >= total) return { read: 'nothing' };
    if (skip > total / 2) {
      const after = total - skip - request.limit;
      return {
        read: 'backward',
        limit: request.limit + Math.min(0, after),
        offset: Math.max(0, after),
      };
    }
  }
  return { read: 'forward', limit: request.limit, offset: skip };
}

/**
 * How many rows, in the sort's order, a short search answer (a palette) reads one by one before it
 * asks the trigram indexes for every match instead. A common word is found in the first few
 * hundred; a rare one is cheaper through the indexes, whose cost grows with the number of matches.
 * Both give the same rows.
 */
export const WALK_ROWS = 2000;
/**
 * A list page with a search reads this many rows per row it must skip or show (page 2 of 20:
 * 10,000), up to WALK_ROWS_MAX: enough for a word in 1 row out of 250 or more, below which every
 * match through the trigram indexes costs less than the walk (deeper pages of a search go there).
 */
export const WALK_ROWS_PER_ROW = 250;
export const WALK_ROWS_MAX = 20_000;
/** A search text with this many digits is an identifier: few matches, no walk. */
export const IDENTIFIER_DIGITS = 4;

/** Whether `text` is an identifier (IDENTIFIER_DIGITS digits or more, wherever they are). */
export const isIdentifierText = (text: string): boolean =>
  text.replace(/\D/g, '').length >= IDENTIFIER_DIGITS;

/** The rows a list page searching `search` walks (0: an identifier, straight to the indexes). */
export const walkRowsFor = (request: PageRequest, search: string): number =>
  isIdentifierText(search)
    ? 0
    : Math.min(WALK_ROWS_MAX, WALK_ROWS_PER_ROW * request.page * request.limit);

/** A sort: its keys in order (a walk carries them as k1, k2, …; the last is unique) and direction. */
export interface SortKeys {
  keys: readonly string[];
  desc: boolean;
}

/** ORDER BY for a sort, over its own expressions or over a walk's `${prefix}k1, k2, …` columns. */
export function orderBy(sort: SortKeys, prefix?: string, reverse = false): string {
  const desc = sort.desc !== reverse;
  return sort.keys
    .map((key, i) => {
      const expression = prefix === undefined ? key : `${prefix}k${i + 1}`;
      return desc ? `${expression} desc` : expression;
    })
    .join(', ');
}

/** The table a sorted list reads. */
export interface ListTable {
  table: string;
  alias: string;
  /** The page's select list. */
  columns: string;
  /** What a search walk reads of each row to match it (an index-only walk: the sort's index has them). */
  matchColumns: string;
  /**
   * The page's ids first, from the sort's index alone where it carries the filters, then those
   * rows; otherwise the page's rows straight away.
   */
  idsFirst?: boolean;
}

/** A page read forward in the sort's order. */
export function forwardPageSql(
  source: ListTable,
  sort: SortKeys,
  clause: string,
  limit: string,
  offset: string,
): string {
  const { table, alias: a, columns } = source;
  return source.idsFirst
    ? `select ${columns}
               from (select ${a}.id from ${table} ${a} where ${clause}
                      order by ${orderBy(sort)} limit ${limit} offset ${offset}) page
               join ${table} ${a} on ${a}.id = page.id
              order by ${orderBy(sort)}`
    : `select ${columns} from ${table} ${a} where ${clause}
              order by ${orderBy(sort)} limit ${limit} offset ${offset}`;
}

/** A page read backward (PagePlan `backward`): its rows come last first. */
export function backwardPageSql(
  source: ListTable,
  sort: SortKeys,
  clause: string,
  limit: string,
  offset: string,
): string {
  return `select ${source.columns} from ${source.table} ${source.alias} where ${clause}
            order by ${orderBy(sort, undefined, true)}
            limit ${limit} offset ${offset}`;
}

/**
 * A page of a list with a search (`match`: trigram LIKEs the planner cannot size): first in the
 * sort's index order over the first `walkRows` rows `base` keeps, stopping at the page's last row;
 * when that does not fill the page, every match through the trigram indexes, then sorted. Same
 * rows either way.
 */
export function searchPageSql(
  source: ListTable,
  sort: SortKeys,
  base: string,
  match: string,
  [limit, offset]: [string, string],
  walkRows: number,
): string {
  const { table, alias: a, columns, matchColumns } = source;
  const keys = sort.keys.map((key, i) => `${key} as k${i + 1}`).join(', ');
  return `
    with walk as materialized (
      select ${a}.id from (select ${matchColumns}, ${keys} from ${table} ${a} where ${base}
                         order by ${orderBy(sort)} limit ${walkRows}) ${a}
       where ${match} order by ${orderBy(sort, `${a}.`)} limit ${limit} offset ${offset}
    ), found as materialized (
      select ${a}.id, ${keys} from ${table} ${a}
       where (select count(*) from walk) < ${limit} and ${base} and ${match}
    ), page as (
      select id from walk where (select count(*) from walk) >= ${limit}
      union all
      (select id from found order by ${orderBy(sort, '')} limit ${limit} offset ${offset})
    )
    select ${columns} from page join ${table} ${a} on ${a}.id = page.id order by ${orderBy(sort)}`;
}

/** A statement and its values. */
export interface SqlStatement {
  text: string;
  values: unknown[];
}

/** A list's total: `select count(*) from <from> where <clause>`, kept under `list`'s version. */
export interface ListCount {
  list: string;
  from: string;
  clause: string;
  values: unknown[];
  /** Counted up to this many rows (SEARCH_TOTAL_CAP for a search); absent: every row. */
  cap?: number;
}

/** A page's statement; `reversed`: its rows come last first (read backward). */
export type PageStatement = SqlStatement & { reversed: boolean };

/** Everything one page of a list asks the database, built from a validated filter. */
export interface ListQuery {
  request: PageRequest;
  count: ListCount;
  /** Whether `page` needs the total (needsTotalFirst): then it is counted before the rows. */
  totalFirst: boolean;
  /** The page's statement, given the total when `totalFirst`; null for a page past the end. */
  page(total?: number): PageStatement | null;
}

/**
 * One page of a list: the page's statement and the total side by side, or the total first when
 * the page's plan needs it. `read` runs them (a connection, a cache of totals).
 */
export async function readListPage<T>(
  query: ListQuery,
  read: { rows(statement: SqlStatement): Promise<T[]>; total(count: ListCount): Promise<number> },
): Promise<{ rows: T[]; total: number; capped: boolean }> {
  const { cap } = query.count;
  const capped = (total: number) => cap !== undefined && total >= cap;
  if (query.totalFirst) {
    const total = await read.total(query.count);
    const statement = query.page(total);
    if (!statement) return { rows: [], total, capped: capped(total) };
    const rows = await read.rows(statement);
    return { rows: statement.reversed ? rows.reverse() : rows, total, capped: capped(total) };
  }
  const statement = query.page();
  if (!statement) throw new Error('a page without the total always has a statement');
  const [rows, total] = await Promise.all([read.rows(statement), read.total(query.count)]);
  return { rows: statement.reversed ? rows.reverse() : rows, total, capped: capped(total) };
}

/** What a sorted list's filter makes of its WHERE (the values of both are in `params`). */
export interface ListWhere {
  /** The filters (an index range or a plain condition). */
  base: string;
  /** The search's alternatives in parentheses, or '' without a search. */
  match: string;
  params: SqlParams;
  /** How many rows a search walks first (walkRowsFor); ignored without `match`. */
  walkRows: number;
}

/**
 * A page of a sorted list (`list`: its `list_version` name) over `source`: searched pages walk
 * first (searchPageSql), deep pages without a search are read from the nearer end (planPage).
 */
export function sortedListQuery(
  list: string,
  source: ListTable,
  sort: SortKeys,
  request: PageRequest,
  { base, match, params, walkRows }: ListWhere,
): ListQuery {
  const clause = match ? `${base} and ${match}` : base;
  const values = params.snapshot();
  return {
    request,
    count: {
      list,
      from: `${source.table} ${source.alias}`,
      clause,
      values,
      ...(match ? { cap: SEARCH_TOTAL_CAP } : {}),
    },
    totalFirst: needsTotalFirst(request, !!match),
    page(total) {
      const plan = planPage(request, total);
      if (plan.read === 'nothing') return null;
      const page = new SqlParams(values);
      const limit = page.add(plan.limit);
      const offset = page.add(plan.offset);
      if (plan.read === 'backward') {
        return {
          text: backwardPageSql(source, sort, clause, limit, offset),
          values: page.values,
          reversed: true,
        };
      }
      return {
        text: match
          ? searchPageSql(source, sort, base, match, [limit, offset], walkRows)
          : forwardPageSql(source, sort, clause, limit, offset),
        values: page.values,
        reversed: false,
      };
    },
  };
}

/** A list whose searches walk its front first (walkedSearchPageSql). */
export interface WalkedList {
  table: string;
  alias: string;
  /** The page's select list. */
  columns: string;
  /** What the walk reads of each row (all in the walk's index: it never touches the table). */
  walkColumns: string;
  /** The condition the walk's index carries (its partial index predicate). */
  walkCondition: string;
  /** The walk's order (the index's), unique. */
  order: string;
  /** How many rows of the front of the list the walk reads. */
  walkRows: number;
}

/**
 * One page of a search over a list read in the walk's order (a keyset walk from the front). A
 * common word has too many matches to sort and the planner cannot tell it from a rare one, so
 * first the front `walkRows` rows are walked in list order through the walk's index: if they hold
 * the whole page, no later row can come before it and the page is theirs. Otherwise (a rare word)
 * every match is found through the trigram index and sorted, as without the walk. `where` is the
 * list's conditions (`walkCondition` among them is left to the index); `needed` is offset + limit.
 */
export function walkedSearchPageSql(
  source: WalkedList,
  where: readonly string[],
  limit: string,
  offset: string,
  needed: string,
): string {
  const { table, alias: a, columns, walkColumns, walkCondition, order, walkRows } = source;
  const walkClause =
    where.filter((condition) => condition !== walkCondition).join(' and ') || 'true';
  return `with walk as materialized (
      select ${a}.id from (select ${walkColumns} from ${table} ${a} where ${walkCondition}
                         order by ${order} limit ${walkRows}) ${a}
       where ${walkClause} order by ${order} limit ${needed}
    ), page as (
      select id from walk where (select count(*) from walk) >= ${needed}
      union all
      (select ${a}.id from ${table} ${a} where (select count(*) from walk) < ${needed}
          and ${where.join(' and ')}
        order by ${order} limit ${needed})
    )
    select ${columns} from page join ${table} ${a} on ${a}.id = page.id
     order by ${order} limit ${limit} offset ${offset}`;
}
