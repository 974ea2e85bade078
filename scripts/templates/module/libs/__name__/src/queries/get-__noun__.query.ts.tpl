import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError, SqlClient } from '@px/platform';
import { __NOUN___NOT_FOUND } from '../domain/__noun__-rules';
import { __NOUN___COLUMNS, type __Noun__Row, type __Noun__View, to__Noun__View } from './__noun__-view';

/** One __noun_words__; a missing one is a NotFoundError (404). */
export class Get__Noun__Query extends Query<__Noun__View> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(Get__Noun__Query)
export class Get__Noun__Handler implements IQueryHandler<Get__Noun__Query, __Noun__View> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ id }: Get__Noun__Query): Promise<__Noun__View> {
    const row = await this.sql.one<__Noun__Row>(
      `select ${__NOUN___COLUMNS} from __noun_snake__ where id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError(__NOUN___NOT_FOUND);
    return to__Noun__View(row);
  }
}
