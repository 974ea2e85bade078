import { Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ConflictError, NotFoundError, runSql } from '@px/platform';
import { VerifactuSubmissionQueue } from '../verifactu/submission/submission-queue';

export const RECORD_NOT_FOUND = 'El registro VERI*FACTU no existe.';

/**
 * POST /api/billing/verifactu/records/{id}/retry: a rejected (or still pending) record goes back
 * to pending and a submission is asked for. A record the AEAT accepted is not sent again (409).
 * The record's last answer stays until the next one replaces it.
 */
export class RetryVerifactuRecordCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}

@CommandHandler(RetryVerifactuRecordCommand)
export class RetryVerifactuRecordHandler implements ICommandHandler<
  RetryVerifactuRecordCommand,
  void
> {
  private readonly logger = new Logger('RetryVerifactuRecord');

  constructor(
    private readonly commands: CommandTransaction,
    private readonly queue: VerifactuSubmissionQueue,
  ) {}

  async execute({ id }: RetryVerifactuRecordCommand): Promise<void> {
    await this.commands.run(async (em) => {
      const [record] = await runSql<{ submission_status: string }>(
        em,
        'select submission_status from verifactu_record where id = $1 for update',
        [id],
      );
      if (!record) throw new NotFoundError(RECORD_NOT_FOUND);
      if (
        record.submission_status === 'accepted' ||
        record.submission_status === 'accepted_with_errors'
      ) {
        throw new ConflictError('La AEAT ya aceptó este registro: no se vuelve a enviar.', {
          status: record.submission_status,
        });
      }
      if (record.submission_status === 'rejected') {
        await runSql(
          em,
          `update verifactu_record set submission_status = 'pending' where id = $1`,
          [id],
          'run',
        );
      }
    });
    // After the commit; without Redis the minute's schedule sends it all the same.
    await this.queue
      .now('retry')
      .catch((error: unknown) =>
        this.logger.warn(
          { err: error },
          'VERI*FACTU submission not queued: the schedule will run it',
        ),
      );
  }
}
