import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

/** A part whose cached balance disagrees with its ledger or its reservations. */
export interface StockDrift {
  part_id: string;
  reference: string;
  name: string;
  cached_on_hand: number;
  ledger_on_hand: number;
  cached_reserved: number;
  held_reserved: number;
}

/**
 * The nightly check (DOMAIN: the balance is a cache of the ledger): every part whose cached on
 * hand is not the sum of its movements, or whose reserved is not the sum of its reservations.
 * Empty when the books are right, which is always unless someone wrote around the commands.
 */
export class FindStockLedgerDriftQuery extends Query<StockDrift[]> {}

@QueryHandler(FindStockLedgerDriftQuery)
export class FindStockLedgerDriftHandler implements IQueryHandler<
  FindStockLedgerDriftQuery,
  StockDrift[]
> {
  constructor(private readonly sql: SqlClient) {}

  async execute(): Promise<StockDrift[]> {
    const rows = await this.sql.query<Record<keyof StockDrift, string>>(
      `select p.id as part_id, p.reference, p.name, s.on_hand as cached_on_hand,
              coalesce(m.total, 0) as ledger_on_hand, s.reserved as cached_reserved,
              coalesce(r.total, 0) as held_reserved
         from part_stock s
         join part p on p.id = s.part_id
         left join (select part_id, sum(quantity) as total from stock_movement group by part_id) m
           on m.part_id = s.part_id
         left join (select part_id, sum(reserved) as total from stock_reservation group by part_id) r
           on r.part_id = s.part_id
        where s.on_hand <> coalesce(m.total, 0) or s.reserved <> coalesce(r.total, 0)
        order by p.reference
        limit 1000`,
    );
    return rows.map((row) => ({
      part_id: row.part_id,
      reference: row.reference,
      name: row.name,
      cached_on_hand: Number(row.cached_on_hand),
      ledger_on_hand: Number(row.ledger_on_hand),
      cached_reserved: Number(row.cached_reserved),
      held_reserved: Number(row.held_reserved),
    }));
  }
}
