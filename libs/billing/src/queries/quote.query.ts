import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type QuoteLinkView, type QuoteLineView, type QuoteView } from '@px/contracts';
import { GetUserNamesQuery } from '@px/identity';
import { APP_CONFIG, type AppConfig, NotFoundError, SqlClient } from '@px/platform';
import { QUOTE_NOT_FOUND } from '../domain/quote-draft';
import { quoteLinkState } from '../domain/quote-link';
import { quoteLinkToken, quoteLinkUrl } from '../commands/quote-link-token';
import {
  APPROVAL_COLUMNS,
  type ApprovalRow,
  LINE_COLUMNS,
  type LineRow,
  QUOTE_COLUMNS,
  QUOTE_FROM,
  type QuoteRow,
  REVISION_COLUMNS,
  type RevisionRow,
  toApproval,
  toQuoteLine,
  toQuoteListItem,
  toRevision,
} from './quote-view';

interface LinkRow {
  id: string;
  revision: number;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/**
 * GET /api/quotes/{id}: the quote, its current revision's lines with the customer's answer per
 * line, every revision (what each customer saw, its approval) and its latest link (with the URL
 * to hand the customer while it is active).
 */
export class GetQuoteQuery extends Query<QuoteView> {
  constructor(
    readonly id: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetQuoteQuery)
export class GetQuoteHandler implements IQueryHandler<GetQuoteQuery, QuoteView> {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ id, now }: GetQuoteQuery): Promise<QuoteView> {
    const [quote, revisions, lines, approvals, [link]] = await Promise.all([
      this.sql.one<QuoteRow>(`select ${QUOTE_COLUMNS} from ${QUOTE_FROM} where q.id = $1`, [id]),
      this.sql.query<RevisionRow>(
        `select ${REVISION_COLUMNS} from quote_revision r where r.quote_id = $1
          order by r.revision`,
        [id],
      ),
      this.sql.query<LineRow>(
        `select ${LINE_COLUMNS} from quote_line l
           join quote_revision r on r.id = l.revision_id
          where r.quote_id = $1 order by r.revision, l.position`,
        [id],
      ),
      this.sql.query<ApprovalRow>(
        `select ${APPROVAL_COLUMNS} from quote_approval a
           join quote_revision r on r.id = a.revision_id
          where a.quote_id = $1`,
        [id],
      ),
      this.sql.query<LinkRow>(
        `select l.id, r.revision, l.created_at, l.expires_at, l.revoked_at
           from quote_link l join quote_revision r on r.id = l.revision_id
          where l.quote_id = $1 order by l.created_at desc, l.id desc limit 1`,
        [id],
      ),
    ]);
    if (!quote) throw new NotFoundError(QUOTE_NOT_FOUND);
    const recorders = [
      ...new Set(approvals.map((a) => a.recorded_by).filter((u): u is string => !!u)),
    ];
    const names = new Map(
      (recorders.length ? await this.queries.execute(new GetUserNamesQuery(recorders)) : []).map(
        (user) => [user.id, user.full_name],
      ),
    );
    const linesOf = new Map<string, QuoteLineView[]>();
    for (const row of lines) {
      linesOf.set(row.revision_id, [...(linesOf.get(row.revision_id) ?? []), toQuoteLine(row)]);
    }
    const revisionViews = revisions.map((revision) => {
      const revisionLines = linesOf.get(revision.id) ?? [];
      const approval = approvals.find((a) => a.revision_id === revision.id);
      return toRevision(
        revision,
        quote,
        revisionLines,
        approval ? toApproval(approval, revisionLines, names) : null,
      );
    });
    const current = revisionViews.find((r) => r.revision === quote.revision);
    return {
      ...toQuoteListItem(quote),
      vehicle_label: quote.vehicle_label,
      odometer_km: quote.odometer_km,
      delivery_days: quote.delivery_days,
      conditions: quote.conditions,
      base_cents: Number(quote.base_cents),
      vat_cents: Number(quote.vat_cents),
      vat_breakdown: quote.vat_breakdown,
      lines: current?.lines ?? [],
      revisions: revisionViews,
      link: link ? this.linkView(link, quote, now) : null,
      rejection_reason: quote.rejection_reason,
      answered_at: quote.answered_at?.toISOString() ?? null,
      converted_at: quote.converted_at?.toISOString() ?? null,
    };
  }

  /** The latest link; its URL only while it works (the office may hand it over again). */
  private linkView(link: LinkRow, quote: QuoteRow, now: Date): QuoteLinkView {
    const expiresAt = new Date(link.expires_at);
    const status = quoteLinkState({ revokedAt: link.revoked_at, expiresAt }, quote.status, now);
    const token =
      status === 'active'
        ? quoteLinkToken(this.config.jwtSecret, { linkId: link.id, quoteId: quote.id, expiresAt })
        : null;
    return {
      revision: link.revision,
      status,
      url: token ? quoteLinkUrl(this.config.publicUrl, token) : null,
      created_at: new Date(link.created_at).toISOString(),
      expires_at: expiresAt.toISOString(),
      revoked_at: link.revoked_at ? new Date(link.revoked_at).toISOString() : null,
    };
  }
}
