import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type PartView } from '@px/contracts';
import { NotFoundError, SqlClient } from '@px/platform';
import { PART_NOT_FOUND } from '../domain/part-fields';
import { PART_COLUMNS, PART_FROM, type PartRow, toPartView } from './part-view';

/** GET /api/parts/{id}: the part with its stock. */
export class GetPartQuery extends Query<PartView> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetPartQuery)
export class GetPartHandler implements IQueryHandler<GetPartQuery, PartView> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ id }: GetPartQuery): Promise<PartView> {
    const [row] = await this.sql.query<PartRow>(
      `select ${PART_COLUMNS} from ${PART_FROM} where p.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError(PART_NOT_FOUND);
    return toPartView(row);
  }
}
