import { Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { VerifactuSubmissionQueue } from '../verifactu/submission/submission-queue';

/**
 * POST /api/billing/verifactu/submit ("Enviar ahora"): asks the worker for a submission now.
 * Answers how many records are pending (what it will try to send, 1,000 per message, as the
 * AEAT's waiting time allows).
 */
export class RequestVerifactuSubmissionCommand extends Command<number> {}

@CommandHandler(RequestVerifactuSubmissionCommand)
export class RequestVerifactuSubmissionHandler implements ICommandHandler<
  RequestVerifactuSubmissionCommand,
  number
> {
  private readonly logger = new Logger('RequestVerifactuSubmission');

  constructor(
    private readonly sql: SqlClient,
    private readonly queue: VerifactuSubmissionQueue,
  ) {}

  async execute(): Promise<number> {
    const [{ pending }] = await this.sql.query<{ pending: number }>(
      `select count(*)::int as pending from verifactu_record where submission_status = 'pending'`,
    );
    if (pending > 0) {
      await this.queue
        .now('operator')
        .catch((error: unknown) =>
          this.logger.warn(
            { err: error },
            'VERI*FACTU submission not queued: the schedule will run it',
          ),
        );
    }
    return pending;
  }
}
