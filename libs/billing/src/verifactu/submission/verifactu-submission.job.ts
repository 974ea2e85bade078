import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type JobHandler } from '@px/platform';
import {
  type SubmissionOutcome,
  SubmitVerifactuRecordsCommand,
} from '../../commands/submit-verifactu-records.command';
import { VerifactuSubmissionQueue } from './submission-queue';
import { type VerifactuSubmissionPayload } from './verifactu-submission.definition';

/**
 * The worker's run of SubmitVerifactuRecordsCommand. It never fails for the AEAT's sake (an
 * outage leaves the records pending, counted); when records remain or must wait, it asks for the
 * next run at the instant the AEAT allows instead of waiting for the next minute.
 */
@Injectable()
export class VerifactuSubmissionJob implements JobHandler<VerifactuSubmissionPayload> {
  private readonly logger = new Logger('VerifactuSubmissionJob');
  /** The previous run's result: a state that lasts (no certificate yet) is said once, not every minute. */
  private lastResult: SubmissionOutcome['result'] | null = null;

  constructor(
    private readonly commands: CommandBus,
    private readonly queue: VerifactuSubmissionQueue,
  ) {}

  async run(payload: VerifactuSubmissionPayload): Promise<SubmissionOutcome> {
    const outcome = await this.commands.execute(new SubmitVerifactuRecordsCommand(new Date()));
    const log = { trigger: payload.trigger, ...outcome, nextAllowedAt: outcome.nextAllowedAt };
    const repeated = outcome.result === this.lastResult;
    this.lastResult = outcome.result;
    if (outcome.result === 'submitted') {
      this.logger.log(log, 'VERI*FACTU submission');
    } else if (outcome.result === 'nothing_pending' || repeated) {
      // Every minute: only what changes is worth a line at the default level.
      this.logger.debug(log, 'VERI*FACTU submission');
    } else {
      this.logger.warn(log, 'VERI*FACTU records left pending');
    }
    if (outcome.followUpAt) {
      await this.queue
        .at(outcome.followUpAt, 'follow-up')
        .catch((error: unknown) =>
          this.logger.warn(
            { err: error },
            'VERI*FACTU follow-up not queued: the schedule will run it',
          ),
        );
    }
    return outcome;
  }
}
