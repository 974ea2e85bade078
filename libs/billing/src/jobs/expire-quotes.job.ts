import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type JobHandler, defineJob } from '@px/platform';
import { ExpireQuotesCommand } from '../commands/expire-quotes.command';

export interface ExpireQuotesPayload {
  /** What asked for the run (logs only): the nightly schedule, an operator. */
  trigger: string;
}

/** The nightly expiry of sent quotes past their validity (scheduled in the billing manifest). */
export const EXPIRE_QUOTES_JOB = defineJob<ExpireQuotesPayload>('billing', 'expire-quotes');

/** Every night at 00:15 (Madrid): the first minutes of the day after a quote's last valid day. */
export const EXPIRE_QUOTES_CRON = '15 0 * * *';

/** The worker's run of ExpireQuotesCommand. Idempotent: an expired quote is not expired twice. */
@Injectable()
export class ExpireQuotesJob implements JobHandler<ExpireQuotesPayload> {
  private readonly logger = new Logger('ExpireQuotesJob');

  constructor(private readonly commands: CommandBus) {}

  async run(payload: ExpireQuotesPayload): Promise<{ expired: number }> {
    const expired = await this.commands.execute(new ExpireQuotesCommand(new Date()));
    this.logger.log({ trigger: payload.trigger, expired: expired.length }, 'Quotes expired');
    return { expired: expired.length };
  }
}
