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

/**
 * The fewest letters and digits a text needs to be looked for anywhere in a name, an e-mail or a
 * plate: the trigram indexes answer `like '%text%'` from three characters, and a shorter text
 * would read every row (two letters on 1.2M plates: about 240 ms). A shorter one is matched only
 * at the start of names, surnames and plates, through their sort indexes: what a receptionist who
 * has typed two letters of a name or a plate is after.
 */
export const CONTAINS_MIN_CHARS = 3;

/** Whether `text` is matched only at the start (fewer than CONTAINS_MIN_CHARS letters and digits). */
export const matchesOnlyAtStart = (text: string): boolean =>
  text.replace(/[^\p{L}\p{N}]/gu, '').length < CONTAINS_MIN_CHARS;

/** The rows a list page searching `search` walks (0: an identifier, straight to the indexes). */
export const walkRowsFor = (request: PageRequest, search: string): number =>
  isIdentifierText(search)
    ? 0
    : Math.min(WALK_ROWS_MAX, WALK_ROWS_PER_ROW * request.page * request.limit);

/** A sort: its keys in order (a walk carries them as k1, k2, …; the last is unique) and direction. */
export interface SortKeys {
  keys: readonly string[];
  desc: boolean;
  /**
   * A key can be null (e.g. a date not every row has): such a sort has no page anchors, since a
   * row comparison with a null is never true (its deep pages are read from the nearer end).
   */
  nullable?: boolean;
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

/**
 * Page anchors (docs/performance.md, issue 22): the sort keys of every ANCHOR_ROWS-th row of a
 * list, read once per list version and filter (ListTotals keeps them as it keeps totals). A page
 * deeper than ANCHOR_ROWS from both ends starts right after its anchor (a keyset seek on the
 * sort's index) and skips fewer than ANCHOR_ROWS ids there, from the index alone: page 25,000 of
 * a million costs what page 500 does, instead of skipping 500,000 rows. The list version changes
 * with any write to a column the list filters or sorts on, so the anchors of a version are exact.
 */
export const ANCHOR_ROWS = FROM_THE_END_OFFSET;

/** The anchors' statement of a list (its rows: `keys`, the sort keys as text) under `list`'s version. */
export interface ListAnchors extends SqlStatement {
  list: string;
}

/** One anchor: the sort keys of a row, as text (exact, unlike a Date), in the sort's order. */
export type PageAnchor = readonly string[];

/**
 * The anchors of a list: the keys (as text) of rows ANCHOR_ROWS, 2 × ANCHOR_ROWS, … in the sort's
 * order; one pass over the sort's index.
 */
export function anchorsSql(
  source: Pick<ListTable, 'table' | 'alias'>,
  sort: SortKeys,
  clause: string,
): string {
  const { table, alias: a } = source;
  const keys = sort.keys.map((key, i) => `${key} as k${i + 1}`).join(', ');
  // Only the anchors' keys are turned into text, not the million rows numbered.
  const asText = sort.keys.map((_key, i) => `k${i + 1}::text`).join(', ');
  return `select array[${asText}] as keys from (
      select ${keys}, row_number() over (order by ${orderBy(sort)}) as n
        from ${table} ${a} where ${clause}
    ) numbered
    where n % ${ANCHOR_ROWS} = 0 order by n`;
}

/**
 * Where a page starts among the anchors: after anchor `anchor` (1-based: the row anchor ×
 * ANCHOR_ROWS), `offset` rows further (fewer than ANCHOR_ROWS); null before the first anchor.
 */
export function anchorOf(request: PageRequest): { anchor: number; offset: number } | null {
  const skip = skipOf(request);
  const anchor = Math.floor(skip / ANCHOR_ROWS);
  return anchor > 0 ? { anchor, offset: skip - anchor * ANCHOR_ROWS } : null;
}

/**
 * Whether a page with this plan is read from the anchors: one that would skip ANCHOR_ROWS rows or
 * more from the nearer end (a page near either end skips fewer and needs none).
 */
export const wantsAnchors = (plan: PagePlan): boolean =>
  plan.read !== 'nothing' && plan.offset >= ANCHOR_ROWS;

/**
 * A page read from an anchor: the ids after the anchor's keys (`anchorKeys`: one placeholder per
 * sort key) in the sort's order, `offset` of them skipped from the index alone, then those rows.
 */
export function anchoredPageSql(
  source: ListTable,
  sort: SortKeys,
  clause: string,
  anchorKeys: readonly string[],
  limit: string,
  offset: string,
): string {
  const { table, alias: a, columns } = source;
  const after = `(${sort.keys.join(', ')}) ${sort.desc ? '<' : '>'} (${anchorKeys.join(', ')})`;
  return `select ${columns}
               from (select ${a}.id from ${table} ${a} where ${clause} and ${after}
                      order by ${orderBy(sort)} limit ${limit} offset ${offset}) page
               join ${table} ${a} on ${a}.id = page.id
              order by ${orderBy(sort)}`;
}

/**
 * A deep page's statement from the anchors, or null when they do not reach it (they were read
 * before rows were added: the version says otherwise, but a null is the safe answer).
 */
export function anchoredPage(
  source: ListTable,
  sort: SortKeys,
  clause: string,
  values: unknown[],
  request: PageRequest,
  anchors: readonly PageAnchor[],
): PageStatement | null {
  const start = anchorOf(request);
  const keys = start ? anchors[start.anchor - 1] : undefined;
  if (!start || !keys || keys.length !== sort.keys.length) return null;
  const params = new SqlParams(values);
  const anchorKeys = keys.map((key) => params.add(key));
  const limit = params.add(request.limit);
  const offset = params.add(start.offset);
  return {
    text: anchoredPageSql(source, sort, clause, anchorKeys, limit, offset),
    values: params.values,
    reversed: false,
  };
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
  /**
   * The anchors a deep page is read from, given the total (wantsAnchors); null when it needs none
   * or the list has none (a search, a sort with null keys). Absent: the list has no anchors.
   */
  anchors?(total: number): ListAnchors | null;
  /**
   * The page's statement, given the total when `totalFirst` and the anchors when `anchors` asked
   * for them; null for a page past the end.
   */
  page(total?: number, anchors?: readonly PageAnchor[]): PageStatement | null;
}

/**
 * One page of a list: the page's statement and the total side by side, or the total first when
 * the page's plan needs it. `read` runs them (a connection, a cache of totals).
 */
export async function readListPage<T>(
  query: ListQuery,
  read: {
    rows(statement: SqlStatement): Promise<T[]>;
    total(count: ListCount): Promise<number>;
    /** A list's page anchors (ListTotals keeps them); without it deep pages skip from an end. */
    anchors?(anchors: ListAnchors): Promise<PageAnchor[]>;
  },
): Promise<{ rows: T[]; total: number; capped: boolean }> {
  const { cap } = query.count;
  const capped = (total: number) => cap !== undefined && total >= cap;
  if (query.totalFirst) {
    const total = await read.total(query.count);
    const wanted = query.anchors?.(total);
    const anchors = wanted && read.anchors ? await read.anchors(wanted) : undefined;
    const statement = query.page(total, anchors);
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
 * first (searchPageSql), deep pages without a search are read from their anchor (anchoredPage)
 * when more than ANCHOR_ROWS from both ends, else from the nearer end (planPage).
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
    anchors(total) {
      if (match || sort.nullable || !wantsAnchors(planPage(request, total))) return null;
      return { list, text: anchorsSql(source, sort, clause), values };
    },
    page(total, anchors) {
      const plan = planPage(request, total);
      if (plan.read === 'nothing') return null;
      const anchored = anchors && anchoredPage(source, sort, clause, values, request, anchors);
      if (anchored) return anchored;
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
