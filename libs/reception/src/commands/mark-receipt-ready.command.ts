import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type HolidayCalendarView, localDate } from '@px/contracts';
import { CommandTransaction, ConflictError, runSql } from '@px/platform';
import { GetHolidaysQuery } from '@px/workforce';
import { ALREADY_DELIVERED, ALREADY_READY } from '../domain/reception-refusals';
import { storageChargedFrom } from '../domain/reception-rules';
import { CustomerReceiptReady } from '../events/customer-receipt.events';
import { lockReceipt, receiptEventPayload } from './receipt-record';

/**
 * "Marcar listo" (POST /api/customer-receipts/{id}/ready): the work is done and the customer is
 * told (the e-mail goes out after the commit, see ReceiptMailSubscriber). The storage clock starts
 * now: charges only from the fourth working day after today (DOMAIN).
 */
export class MarkReceiptReadyCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actorId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(MarkReceiptReadyCommand)
export class MarkReceiptReadyHandler implements ICommandHandler<MarkReceiptReadyCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id, actorId, now }: MarkReceiptReadyCommand): Promise<void> {
    const today = localDate(now);
    const year = Number(today.slice(0, 4));
    // Three working days can cross into January: both years' holidays.
    const calendars: HolidayCalendarView[] = await Promise.all(
      [year, year + 1].map((y) => this.queries.execute(new GetHolidaysQuery(y, null))),
    );
    const holidays = new Set(calendars.flatMap((c) => c.holidays.map((h) => h.date)));
    const chargedFrom = storageChargedFrom(today, holidays);
    await this.commands.run(async (em, events) => {
      const receipt = await lockReceipt(em, id);
      if (receipt.status === 'delivered') throw new ConflictError(ALREADY_DELIVERED);
      if (receipt.status === 'ready') throw new ConflictError(ALREADY_READY);
      await runSql(
        em,
        `update customer_receipt set status = 'ready', ready_at = $2, storage_charged_from = $3,
                updated_at = $2, version = version + 1
          where id = $1`,
        [id, now, chargedFrom],
        'run',
      );
      events.record(
        new CustomerReceiptReady(
          id,
          receiptEventPayload(receipt, 'ready', receipt.odometer_km),
          actorId,
          now,
        ),
      );
    });
  }
}
