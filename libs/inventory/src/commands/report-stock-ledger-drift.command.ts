import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '@px/platform';
import { StockLedgerDrifted } from '../events/stock-ledger.events';
import { type StockDrift } from '../queries/stock-ledger-drift.query';

/**
 * Records what the nightly check found (the alert goes out after the commit). The balances are
 * not "fixed" here: a drift means something wrote around the ledger, and the parts desk decides
 * the correcting count (an adjustment), so the ledger keeps saying what happened.
 */
export class ReportStockLedgerDriftCommand extends Command<void> {
  constructor(
    readonly drift: StockDrift[],
    readonly at: Date,
  ) {
    super();
  }
}

@CommandHandler(ReportStockLedgerDriftCommand)
export class ReportStockLedgerDriftHandler implements ICommandHandler<
  ReportStockLedgerDriftCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ drift, at }: ReportStockLedgerDriftCommand): Promise<void> {
    await this.commands.run(async (_em, events) => {
      events.record(
        // Each check is its own aggregate: one alert per run that found drift.
        new StockLedgerDrifted(
          randomUUID(),
          { checked_at: at.toISOString(), parts: drift.length, sample: drift.slice(0, 10) },
          null,
          at,
        ),
      );
    });
  }
}
