import { DomainEvent } from '@px/platform';
import { type StockDrift } from '../queries/stock-ledger-drift.query';

export interface StockLedgerDriftPayload {
  checked_at: string;
  parts: number;
  /** The first ones, for the alert. */
  sample: StockDrift[];
}

/** The nightly check found parts whose balance disagrees with the ledger. */
export class StockLedgerDrifted extends DomainEvent<StockLedgerDriftPayload> {
  static readonly TYPE = 'StockLedgerDrifted';
  readonly type = StockLedgerDrifted.TYPE;
  readonly aggregateType = 'stock_ledger_check';
}
