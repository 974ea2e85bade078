import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConflictError, JobQueues, NotFoundError, SqlClient } from '@px/platform';
import { NO_CUSTOMER_EMAIL, RECEIPT_NOT_FOUND } from '../domain/reception-refusals';
import { RECEIPT_MAIL_JOB } from '../jobs/receipt-mail.job';

/**
 * E-mails the resguardo to the customer (POST /api/customer-receipts/{id}/send): queued for the
 * worker, which retries a failed send. Answers the address it goes to.
 */
export class SendDepositReceiptCommand extends Command<string> {
  constructor(
    readonly id: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(SendDepositReceiptCommand)
export class SendDepositReceiptHandler implements ICommandHandler<
  SendDepositReceiptCommand,
  string
> {
  constructor(
    private readonly sql: SqlClient,
    private readonly jobs: JobQueues,
  ) {}

  async execute({ id }: SendDepositReceiptCommand): Promise<string> {
    const row = await this.sql.one<{ customer_email: string | null }>(
      'select customer_email from customer_receipt where id = $1',
      [id],
    );
    if (!row) throw new NotFoundError(RECEIPT_NOT_FOUND);
    if (!row.customer_email) throw new ConflictError(NO_CUSTOMER_EMAIL);
    // Each request is a send of its own (the customer asked again): its own job id.
    await this.jobs.enqueue(
      RECEIPT_MAIL_JOB,
      { receipt_id: id, kind: 'deposit' },
      { jobId: `receipt-deposit-${id}-${randomUUID()}` },
    );
    return row.customer_email;
  }
}
