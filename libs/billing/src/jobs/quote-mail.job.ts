import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  APP_CONFIG,
  type AppConfig,
  type JobHandler,
  Mailer,
  SqlClient,
  defineJob,
} from '@px/platform';
import { GetWorkshopProfileQuery, workshopAddress } from '@px/system';
import { quoteMail } from '../domain/quote-mail';
import { quoteLinkToken, quoteLinkUrl } from '../commands/quote-link-token';
import { GetQuotePdfQuery } from '../queries/quote-pdf.query';

export interface QuoteMailPayload {
  quote_id: string;
  /** The link this e-mail carries (one e-mail per sending). */
  link_id: string;
  /** The address the sending named. */
  to: string;
}

/** The quote's e-mail to the customer, sent by the worker with retries (queue `mail`). */
export const QUOTE_MAIL_JOB = defineJob<QuoteMailPayload>('mail', 'quote-mail');

interface LinkRow {
  quote_id: string;
  number: string;
  revision: number;
  customer_name: string;
  license_plate: string | null;
  vehicle_label: string | null;
  total_cents: string;
  valid_until: string;
  expires_at: Date;
  usable: boolean;
}

/**
 * Sends one quote e-mail: the PDF of the revision sent, and the link to answer it (rebuilt from
 * the link's row and the secret: the queue never holds a usable link). A failed send throws, so
 * BullMQ retries it with the queue's backoff. A link revoked or expired meanwhile (sent again,
 * revised) is not mailed: the customer must not receive a link that no longer works.
 */
@Injectable()
export class QuoteMailJob implements JobHandler<QuoteMailPayload> {
  private readonly logger = new Logger('QuoteMailJob');

  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run({
    quote_id: quoteId,
    link_id: linkId,
    to,
  }: QuoteMailPayload): Promise<{ sent: boolean }> {
    const row = await this.sql.one<LinkRow>(
      `select l.quote_id, q.number, r.revision, q.customer_name, q.license_plate, q.vehicle_label,
              r.total_cents, r.valid_until::text as valid_until, l.expires_at,
              (l.revoked_at is null and l.expires_at > now() and q.status = 'sent') as usable
         from quote_link l
         join quote q on q.id = l.quote_id
         join quote_revision r on r.id = l.revision_id
        where l.id = $1 and l.quote_id = $2`,
      [linkId, quoteId],
    );
    if (!row?.usable) {
      this.logger.warn({ quoteId, linkId }, 'Quote e-mail skipped: its link no longer works');
      return { sent: false };
    }
    const [workshop, pdf] = await Promise.all([
      this.queries.execute(new GetWorkshopProfileQuery()),
      this.queries.execute(new GetQuotePdfQuery(quoteId, row.revision)),
    ]);
    const token = quoteLinkToken(this.config.jwtSecret, {
      linkId,
      quoteId,
      expiresAt: new Date(row.expires_at),
    });
    const content = quoteMail(
      {
        number: row.number,
        revision: row.revision,
        customerName: row.customer_name,
        vehicle: [row.vehicle_label, row.license_plate].filter(Boolean).join(' · ') || null,
        totalCents: Number(row.total_cents),
        validUntil: row.valid_until,
        link: quoteLinkUrl(this.config.publicUrl, token),
      },
      {
        name: workshop?.name ?? 'El taller',
        phone: workshop?.phone ?? null,
        email: workshop?.email ?? null,
        address: workshop ? workshopAddress(workshop) : '',
      },
    );
    await this.mailer.send({
      to,
      ...content,
      attachments: [{ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' }],
    });
    return { sent: true };
  }
}
