import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { LIVE_SQL, SEARCH_TEXT_SQL, escapeLike } from './customers-reader';

/** Live customers whose name or company contains `text` (accent- and case-insensitive). */
export class FindCustomerIdsByNameQuery extends Query<string[]> {
  constructor(
    readonly text: string,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(FindCustomerIdsByNameQuery)
export class FindCustomerIdsByNameHandler implements IQueryHandler<
  FindCustomerIdsByNameQuery,
  string[]
> {
  constructor(private readonly sql: SqlClient) {}

  /**
   * Customers whose name or surnames start with the text (two index ranges), and only when there
   * are none, those with it anywhere in their names or e-mail (the trigram index, slow for the
   * commonest words: it intersects the posting lists of their trigrams).
   */
  async execute({ text, limit }: FindCustomerIdsByNameQuery): Promise<string[]> {
    const q = text.trim();
    const starting = await this.sql.query<{ id: string }>(
      `select id from (
         (select c.id from customer c where ${LIVE_SQL}
             and c.name_key >= lower(px_unaccent($1))
             and c.name_key < lower(px_unaccent($1)) || U&'\\FFFF' limit $2)
         union
         (select c.id from customer c where ${LIVE_SQL}
             and c.last_name_key >= lower(px_unaccent($1))
             and c.last_name_key < lower(px_unaccent($1)) || U&'\\FFFF' limit $2)
       ) owners limit $2`,
      [q, limit],
    );
    if (starting.length > 0) return starting.map((row) => row.id);
    const rows = await this.sql.query<{ id: string }>(
      `select c.id from customer c
        where ${LIVE_SQL} and ${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent($1)) || '%'
        limit $2`,
      [escapeLike(q), limit],
    );
    return rows.map((row) => row.id);
  }
}
