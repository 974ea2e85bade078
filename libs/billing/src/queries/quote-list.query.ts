import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  type Paginated,
  type QuoteListItem,
  type QuoteStatus,
  localDayEnd,
  localDayStart,
  normalizePlate,
} from '@px/contracts';
import { type PageRequest, SqlClient, SqlParams, escapeLike, pageOf, skipOf } from '@px/platform';
import { QUOTE_COLUMNS, QUOTE_FROM, type QuoteRow, toQuoteListItem } from './quote-view';

/** What the office filters the quotes by (every filter in the screen's URL). */
export interface QuoteFilter {
  status?: QuoteStatus | null;
  customerId?: string | null;
  /** Creation days, 'YYYY-MM-DD' (Madrid), both included. */
  from?: string | null;
  to?: string | null;
  /** A quote number (or part of it) or a plate (written any way: 1234-bcd). */
  q?: string | null;
}

/** GET /api/quotes: newest first. */
export class ListQuotesQuery extends Query<Paginated<QuoteListItem>> {
  constructor(readonly filter: QuoteFilter & PageRequest) {
    super();
  }
}

@QueryHandler(ListQuotesQuery)
export class ListQuotesHandler implements IQueryHandler<ListQuotesQuery, Paginated<QuoteListItem>> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ filter }: ListQuotesQuery): Promise<Paginated<QuoteListItem>> {
    const params = new SqlParams();
    const where: string[] = [];
    if (filter.status) where.push(`q.status = ${params.add(filter.status)}`);
    if (filter.customerId) where.push(`q.customer_id = ${params.add(filter.customerId)}`);
    if (filter.from) where.push(`q.created_at >= ${params.add(localDayStart(filter.from))}`);
    if (filter.to) where.push(`q.created_at < ${params.add(localDayEnd(filter.to))}`);
    const q = filter.q?.trim();
    if (q) {
      const number = params.add(`%${escapeLike(q)}%`);
      const plate = normalizePlate(q);
      where.push(
        plate
          ? `(q.number ilike ${number} or q.plate_search like ${params.add(`${escapeLike(plate)}%`)})`
          : `q.number ilike ${number}`,
      );
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const filterValues = [...params.values];
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<QuoteRow>(
        `select ${QUOTE_COLUMNS} from ${QUOTE_FROM} ${clause}
          order by q.created_at desc, q.id desc ${page}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from quote q ${clause}`,
        filterValues,
      ),
    ]);
    return pageOf(rows.map(toQuoteListItem), filter, total);
  }
}
