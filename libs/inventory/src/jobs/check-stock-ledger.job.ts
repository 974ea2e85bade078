import { Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type JobHandler, defineJob } from '@px/platform';
import { ReportStockLedgerDriftCommand } from '../commands/report-stock-ledger-drift.command';
import { FindStockLedgerDriftQuery } from '../queries/stock-ledger-drift.query';

export interface CheckStockLedgerPayload {
  /** What asked for the run (logs only): the nightly schedule, an operator. */
  trigger: string;
}

/** The nightly check of the cached balances against the ledger (scheduled in the manifest). */
export const CHECK_STOCK_LEDGER_JOB = defineJob<CheckStockLedgerPayload>(
  'inventory',
  'check-stock-ledger',
);

/** Every night at 02:45 (Madrid), when nobody moves stock. */
export const CHECK_STOCK_LEDGER_CRON = '45 2 * * *';

/** Finds drift and, if any, reports it (log + StockLedgerDrifted → an alert to the parts desk). */
@Injectable()
export class CheckStockLedgerJob implements JobHandler<CheckStockLedgerPayload> {
  private readonly logger = new Logger('CheckStockLedgerJob');

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async run(payload: CheckStockLedgerPayload): Promise<{ drifted: number }> {
    const drift = await this.queries.execute(new FindStockLedgerDriftQuery());
    if (drift.length > 0) {
      this.logger.error(
        { trigger: payload.trigger, parts: drift.length, sample: drift.slice(0, 5) },
        'Stock balances disagree with the ledger',
      );
      await this.commands.execute(new ReportStockLedgerDriftCommand(drift, new Date()));
    } else {
      this.logger.log({ trigger: payload.trigger }, 'Stock balances match the ledger');
    }
    return { drifted: drift.length };
  }
}
