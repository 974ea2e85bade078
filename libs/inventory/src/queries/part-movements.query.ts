import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type Paginated, type StockMovementKind, type StockMovementView } from '@px/contracts';
import { GetUserNamesQuery, type UserName } from '@px/identity';
import { NotFoundError, type PageRequest, SqlClient, pageOf, skipOf } from '@px/platform';
import { PART_NOT_FOUND } from '../domain/part-fields';

interface MovementRow {
  id: string;
  kind: StockMovementKind;
  quantity: string;
  unit_cost_cents: string;
  balance_after: string;
  reason: string | null;
  actor_id: string | null;
  work_order_id: string | null;
  purchase_order_id: string | null;
  purchase_order_number: string | null;
  spare_part_request_id: string | null;
  occurred_at: Date;
}

/** GET /api/parts/{id}/movements: the part's ledger, newest first, with who and which document. */
export class GetPartMovementsQuery extends Query<Paginated<StockMovementView>> {
  constructor(
    readonly partId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(GetPartMovementsQuery)
export class GetPartMovementsHandler implements IQueryHandler<
  GetPartMovementsQuery,
  Paginated<StockMovementView>
> {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async execute({ partId, page }: GetPartMovementsQuery): Promise<Paginated<StockMovementView>> {
    const [rows, [part]] = await Promise.all([
      this.sql.query<MovementRow>(
        `select m.id, m.kind, m.quantity, m.unit_cost_cents, m.balance_after, m.reason, m.actor_id,
                m.work_order_id, m.purchase_order_id, po.number as purchase_order_number,
                m.spare_part_request_id, m.occurred_at
           from stock_movement m left join purchase_order po on po.id = m.purchase_order_id
          where m.part_id = $1
          order by m.occurred_at desc, m.id desc
          limit $2 offset $3`,
        [partId, page.limit, skipOf(page)],
      ),
      // The count is the rollup's: one row per month instead of every movement.
      this.sql.query<{ total: number }>(
        `select coalesce(sum(movements), 0)::int as total from part_stock_month where part_id = $1
           having exists (select 1 from part where id = $1)`,
        [partId],
      ),
    ]);
    if (!part) throw new NotFoundError(PART_NOT_FOUND);
    const actorIds = [...new Set(rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])))];
    const names: UserName[] = actorIds.length
      ? await this.queries.execute(new GetUserNamesQuery(actorIds))
      : [];
    const nameOf = new Map(names.map((user) => [user.id, user.full_name]));
    return pageOf(
      rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        quantity: Number(row.quantity),
        unit_cost_cents: Number(row.unit_cost_cents),
        balance_after: Number(row.balance_after),
        reason: row.reason,
        actor_id: row.actor_id,
        actor_name: row.actor_id ? (nameOf.get(row.actor_id) ?? null) : null,
        work_order_id: row.work_order_id,
        purchase_order_id: row.purchase_order_id,
        purchase_order_number: row.purchase_order_number,
        spare_part_request_id: row.spare_part_request_id,
        occurred_at: row.occurred_at.toISOString(),
      })),
      page,
      part.total,
    );
  }
}
