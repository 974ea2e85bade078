import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type JobHandler, Mailer, SqlClient, defineJob } from '@px/platform';
import { GetWorkshopProfileQuery, type WorkshopProfile, workshopAddress } from '@px/system';
import {
  type MailWorkshop,
  type ReceiptMailFacts,
  depositReceiptMail,
  vehicleReadyMail,
} from '../domain/receipt-mails';

export interface ReceiptMailPayload {
  receipt_id: string;
  /** The resguardo (PDF attached) or the "ready to collect" notice. */
  kind: 'deposit' | 'ready';
}

/** Customer e-mails of a receipt, sent by the worker with retries (queue `mail`). */
export const RECEIPT_MAIL_JOB = defineJob<ReceiptMailPayload>('mail', 'receipt-mail');

interface ReceiptMailRow {
  number: string;
  customer_name: string;
  customer_email: string | null;
  license_plate: string;
  vehicle_label: string;
  work_order_number: string;
  expected_delivery_date: string;
  storage_charged_from: string | null;
  pdf: Buffer | null;
}

/**
 * Sends one receipt e-mail. A failure throws, so BullMQ retries it with the queue's backoff; a
 * receipt without e-mail (removed since) is skipped, not failed.
 */
@Injectable()
export class ReceiptMailJob implements JobHandler<ReceiptMailPayload> {
  private readonly logger = new Logger('ReceiptMailJob');

  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    private readonly mailer: Mailer,
  ) {}

  async run({ receipt_id: id, kind }: ReceiptMailPayload): Promise<{ sent: boolean }> {
    const row = await this.sql.one<ReceiptMailRow>(
      `select r.number, r.customer_name, r.customer_email, r.license_plate, r.vehicle_label,
              r.work_order_number, r.expected_delivery_date::text as expected_delivery_date,
              r.storage_charged_from::text as storage_charged_from,
              (select d.pdf from customer_receipt_document d
                where d.receipt_id = r.id and d.kind = 'deposit' and $2) as pdf
         from customer_receipt r where r.id = $1`,
      [id, kind === 'deposit'],
    );
    if (!row?.customer_email) {
      this.logger.warn({ receiptId: id, kind }, 'Receipt e-mail skipped: no customer e-mail');
      return { sent: false };
    }
    const workshop = mailWorkshop(await this.queries.execute(new GetWorkshopProfileQuery()));
    const facts: ReceiptMailFacts = {
      number: row.number,
      customerName: row.customer_name,
      licensePlate: row.license_plate,
      vehicleLabel: row.vehicle_label,
      workOrderNumber: row.work_order_number,
      expectedDeliveryDate: row.expected_delivery_date,
      storageChargedFrom: row.storage_charged_from,
    };
    const content =
      kind === 'deposit' ? depositReceiptMail(facts, workshop) : vehicleReadyMail(facts, workshop);
    await this.mailer.send({
      to: row.customer_email,
      ...content,
      attachments:
        kind === 'deposit' && row.pdf
          ? [
              {
                filename: `resguardo-${row.number}.pdf`,
                content: row.pdf,
                contentType: 'application/pdf',
              },
            ]
          : [],
    });
    return { sent: true };
  }
}

export function mailWorkshop(profile: WorkshopProfile | null): MailWorkshop {
  if (!profile) return { name: 'El taller', phone: null, email: null, address: '' };
  return {
    name: profile.name,
    phone: profile.phone,
    email: profile.email,
    address: workshopAddress(profile),
  };
}
