import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type PartUnit, type WorkOrderStockView } from '@px/contracts';
import { NotFoundError, type Principal, SqlClient } from '@px/platform';
import { GetWorkOrderActorQuery, GetWorkOrderQuery } from '@px/work-orders';
import { roundQuantity } from '../domain/quantity';

export const WORK_ORDER_NOT_FOUND = 'La orden de trabajo no existe.';

interface StockRow {
  part_id: string;
  reference: string;
  name: string;
  unit: PartUnit;
  on_hand: string;
  reserved_total: string;
  line_id: string | null;
  reserved: string | null;
  consumed: string | null;
}

/**
 * GET /api/inventory/work-orders/{id}: each catalogue part line of the order with what the shelf
 * holds, consumed or lacks for it. An order the caller cannot see (a mechanic's colleague's) does
 * not exist, as in work orders themselves.
 */
export class GetWorkOrderStockQuery extends Query<WorkOrderStockView> {
  constructor(
    readonly workOrderId: string,
    readonly principal: Principal,
  ) {
    super();
  }
}

@QueryHandler(GetWorkOrderStockQuery)
export class GetWorkOrderStockHandler implements IQueryHandler<
  GetWorkOrderStockQuery,
  WorkOrderStockView
> {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async execute({ workOrderId, principal }: GetWorkOrderStockQuery): Promise<WorkOrderStockView> {
    const actor = await this.queries.execute(new GetWorkOrderActorQuery(principal));
    const order = await this.queries.execute(new GetWorkOrderQuery(workOrderId, actor));
    if (!order) throw new NotFoundError(WORK_ORDER_NOT_FOUND);
    const lines = order.items.filter((line) => line.type === 'part' && line.part_id);
    if (lines.length === 0) return { work_order_id: order.id, lines: [] };
    const rows = await this.sql.query<StockRow>(
      `select p.id as part_id, p.reference, p.name, p.unit, s.on_hand, s.reserved as reserved_total,
              r.work_order_line_id as line_id, r.reserved, r.consumed
         from part p join part_stock s on s.part_id = p.id
         left join stock_reservation r on r.part_id = p.id and r.work_order_id = $1
        where p.id = any($2::uuid[])`,
      [order.id, `{${[...new Set(lines.map((line) => line.part_id))].join(',')}}`],
    );
    return {
      work_order_id: order.id,
      lines: lines.flatMap((line) => {
        const part = rows.find((row) => row.part_id === line.part_id);
        if (!part) return [];
        const own = rows.find((row) => row.line_id === line.id && row.part_id === line.part_id);
        const reserved = Number(own?.reserved ?? 0);
        const consumed = Number(own?.consumed ?? 0);
        return [
          {
            work_order_line_id: line.id,
            part_id: part.part_id,
            reference: part.reference,
            name: part.name,
            unit: part.unit,
            quantity: line.quantity,
            reserved,
            consumed,
            short: roundQuantity(Math.max(0, line.quantity - reserved - consumed)),
            available: roundQuantity(Number(part.on_hand) - Number(part.reserved_total)),
          },
        ];
      }),
    };
  }
}
