import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { customerIdsByNameStatements } from './customer-search.sql';

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
   * commonest words: it intersects the posting lists of their trigrams); a text shorter than
   * CONTAINS_MIN_CHARS only at the start.
   */
  async execute({ text, limit }: FindCustomerIdsByNameQuery): Promise<string[]> {
    const { starting, anywhere } = customerIdsByNameStatements(text.trim(), limit);
    const first = await this.sql.query<{ id: string }>(starting.text, starting.values);
    if (first.length > 0 || !anywhere) return first.map((row) => row.id);
    const rows = await this.sql.query<{ id: string }>(anywhere.text, anywhere.values);
    return rows.map((row) => row.id);
  }
}
