import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  type Paginated,
  type SparePartRequestStatus,
  type SparePartRequestView,
} from '@px/contracts';
import { type PageRequest, SqlClient, SqlParams, pageOf, skipOf } from '@px/platform';
import { type RequestActor } from './request-actor.query';
import {
  REQUEST_COLUMNS,
  REQUEST_FROM,
  type RequestRow,
  requestViews,
} from './spare-part-request-view';

export interface RequestFilter extends PageRequest {
  status?: SparePartRequestStatus[];
  workOrderId?: string | null;
  /** Description, part reference, order number (a part of it). */
  q?: string | null;
}

/**
 * GET /api/spare-part-requests: the parts desk's board (every request), a mechanic's own ones;
 * newest first. The board reads one page per column, by status.
 */
export class ListSparePartRequestsQuery extends Query<Paginated<SparePartRequestView>> {
  constructor(
    readonly filter: RequestFilter,
    readonly actor: RequestActor,
  ) {
    super();
  }
}

@QueryHandler(ListSparePartRequestsQuery)
export class ListSparePartRequestsHandler implements IQueryHandler<
  ListSparePartRequestsQuery,
  Paginated<SparePartRequestView>
> {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async execute({
    filter,
    actor,
  }: ListSparePartRequestsQuery): Promise<Paginated<SparePartRequestView>> {
    const params = new SqlParams();
    const where: string[] = [];
    if (!actor.isDesk) where.push(`r.requested_by = ${params.add(actor.userId)}`);
    if (filter.status?.length) {
      where.push(`r.status = any(${params.add(`{${filter.status.join(',')}}`)}::text[])`);
    }
    if (filter.workOrderId) where.push(`r.work_order_id = ${params.add(filter.workOrderId)}`);
    const q = filter.q?.trim();
    if (q) {
      const text = params.add(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
      where.push(
        `(r.description ilike ${text} or r.work_order_number ilike ${text} or p.reference ilike ${text})`,
      );
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const filterValues = [...params.values];
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<RequestRow>(
        `select ${REQUEST_COLUMNS} from ${REQUEST_FROM} ${clause}
          order by r.requested_at desc, r.id desc ${page}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from ${REQUEST_FROM} ${clause}`,
        filterValues,
      ),
    ]);
    return pageOf(await requestViews(this.queries, rows), filter, total);
  }
}
