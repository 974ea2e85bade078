import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type JobHandler, defineJob } from '@px/platform';
import { CloseForgottenClockOutsCommand } from '../commands/close-forgotten-clock-outs.command';

export interface CloseForgottenClockOutsPayload {
  /** What asked for the run (logs only): the nightly schedule, an operator. */
  trigger: string;
  /** Only these employees (an operator's run for some workers); everyone's when absent. */
  employee_ids?: string[];
}

/** The nightly closing of forgotten clock-outs (scheduled in the workforce manifest). */
export const CLOSE_FORGOTTEN_CLOCK_OUTS_JOB = defineJob<CloseForgottenClockOutsPayload>(
  'workforce',
  'close-forgotten-clock-outs',
);

/** Every night at 03:30 (Madrid): past any workshop's day plus the largest margin (12 h). */
export const CLOSE_FORGOTTEN_CLOCK_OUTS_CRON = '30 3 * * *';

/**
 * The worker's run of CloseForgottenClockOutsCommand. Idempotent: an entry already closed is left
 * alone, so a retried or repeated run closes nothing twice.
 */
@Injectable()
export class CloseForgottenClockOutsJob implements JobHandler<CloseForgottenClockOutsPayload> {
  private readonly logger = new Logger('CloseForgottenClockOutsJob');

  constructor(private readonly commands: CommandBus) {}

  async run(payload: CloseForgottenClockOutsPayload): Promise<{ closed: string[] }> {
    const closed = await this.commands.execute(
      new CloseForgottenClockOutsCommand(new Date(), payload.employee_ids ?? null),
    );
    this.logger.log(
      { trigger: payload.trigger, closed: closed.length },
      'Forgotten clock-outs closed',
    );
    return { closed };
  }
}
