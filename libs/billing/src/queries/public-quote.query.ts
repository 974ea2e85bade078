import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type PublicQuoteView, type QuoteStatus } from '@px/contracts';
import { APP_CONFIG, type AppConfig, SqlClient } from '@px/platform';
import { GetWorkshopProfileQuery, workshopAddress } from '@px/system';
import { type QuoteLinkRow, openQuoteLink } from '../commands/quote-link-access';
import {
  LINE_COLUMNS,
  type LineRow,
  REVISION_COLUMNS,
  type RevisionRow,
  toQuoteLine,
} from './quote-view';

interface QuoteFacts {
  number: string;
  customer_name: string;
  license_plate: string | null;
  vehicle_label: string | null;
  status: QuoteStatus;
}

interface AnswerRow {
  signer_name: string;
  approved_at: Date;
  status: QuoteStatus;
}

/**
 * GET /api/public/quotes/{token}: what the customer's link shows, in Spanish on their phone: the
 * exact revision it was sent for, the workshop, and their answer once given. Only reads: opening
 * the link (or a mail scanner following it) changes nothing. 404 for a token that opens nothing,
 * 410 once revoked or expired. Never an internal id but the lines' (which the answer names).
 */
export class GetPublicQuoteQuery extends Query<PublicQuoteView> {
  constructor(
    readonly token: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetPublicQuoteQuery)
export class GetPublicQuoteHandler implements IQueryHandler<GetPublicQuoteQuery, PublicQuoteView> {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token, now }: GetPublicQuoteQuery): Promise<PublicQuoteView> {
    const link = await openQuoteLink(
      (text, params) => this.sql.query<QuoteLinkRow>(text, params),
      this.config.jwtSecret,
      token,
      now,
    );
    const [quote, revision, lines, answer, workshop] = await Promise.all([
      this.sql.one<QuoteFacts>(
        `select number, customer_name, license_plate, vehicle_label, status from quote
          where id = $1`,
        [link.quote_id],
      ),
      this.sql.one<RevisionRow>(
        `select ${REVISION_COLUMNS} from quote_revision r where r.id = $1`,
        [link.revision_id],
      ),
      this.sql.query<LineRow>(
        `select ${LINE_COLUMNS} from quote_line l where l.revision_id = $1 order by l.position`,
        [link.revision_id],
      ),
      this.sql.one<AnswerRow>(
        'select signer_name, approved_at, status from quote_approval where revision_id = $1',
        [link.revision_id],
      ),
      this.queries.execute(new GetWorkshopProfileQuery()),
    ]);
    const facts = quote!;
    const sent = revision!;
    return {
      number: facts.number,
      revision: link.revision,
      status: facts.status,
      workshop: {
        name: workshop?.name ?? 'El taller',
        phone: workshop?.phone ?? null,
        email: workshop?.email ?? null,
        address: workshop ? workshopAddress(workshop) : '',
      },
      customer_name: facts.customer_name,
      vehicle: facts.license_plate
        ? { license_plate: facts.license_plate, label: facts.vehicle_label ?? '' }
        : null,
      odometer_km: sent.odometer_km,
      sent_at: new Date(sent.sent_at!).toISOString(),
      valid_until: sent.valid_until,
      delivery_days: sent.delivery_days,
      conditions: sent.conditions,
      lines: lines.map((row) => {
        const { part_id: _partId, ...line } = toQuoteLine(row);
        return line;
      }),
      vat_breakdown: sent.vat_breakdown,
      base_cents: Number(sent.base_cents),
      vat_cents: Number(sent.vat_cents),
      total_cents: Number(sent.total_cents),
      can_answer: facts.status === 'sent' && !answer,
      answer: answer
        ? {
            signer_name: answer.signer_name,
            approved_at: new Date(answer.approved_at).toISOString(),
            status: answer.status,
          }
        : null,
    };
  }
}
