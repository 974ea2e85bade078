import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { __NOUN___COLUMNS, type __Noun__Row, type __Noun__View, to__Noun__View } from './__noun__-view';

/** Every __noun_words__, newest first. */
export class List__Nouns__Query extends Query<__Noun__View[]> {}

@QueryHandler(List__Nouns__Query)
export class List__Nouns__Handler implements IQueryHandler<List__Nouns__Query, __Noun__View[]> {
  constructor(private readonly sql: SqlClient) {}

  async execute(): Promise<__Noun__View[]> {
    // Reads go straight to SQL (no ORM); only this lib's own tables (CONVENTIONS).
    const rows = await this.sql.query<__Noun__Row>(
      `select ${__NOUN___COLUMNS} from __noun_snake__ order by created_at desc, id limit 500`,
    );
    return rows.map(to__Noun__View);
  }
}
