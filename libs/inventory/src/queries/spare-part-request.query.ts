import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type SparePartRequestView } from '@px/contracts';
import { NotFoundError, SqlClient } from '@px/platform';
import { REQUEST_NOT_FOUND } from '../domain/spare-part-request-status';
import { type RequestActor } from './request-actor.query';
import {
  REQUEST_COLUMNS,
  REQUEST_FROM,
  type RequestRow,
  requestViews,
} from './spare-part-request-view';

/** GET /api/spare-part-requests/{id}: a mechanic reads only their own (others' do not exist). */
export class GetSparePartRequestQuery extends Query<SparePartRequestView> {
  constructor(
    readonly id: string,
    readonly actor: RequestActor,
  ) {
    super();
  }
}

@QueryHandler(GetSparePartRequestQuery)
export class GetSparePartRequestHandler implements IQueryHandler<
  GetSparePartRequestQuery,
  SparePartRequestView
> {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id, actor }: GetSparePartRequestQuery): Promise<SparePartRequestView> {
    const [row] = await this.sql.query<RequestRow>(
      `select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where r.id = $1`,
      [id],
    );
    if (!row || (!actor.isDesk && row.requested_by !== actor.userId)) {
      throw new NotFoundError(REQUEST_NOT_FOUND);
    }
    const [view] = await requestViews(this.queries, [row]);
    return view;
  }
}
