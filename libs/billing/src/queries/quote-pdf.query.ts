import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCustomerQuery } from '@px/customers';
import { NotFoundError, SqlClient } from '@px/platform';
import { GetWorkshopProfileQuery } from '@px/system';
import { renderQuotePdf } from '../pdf/quote.pdf';
import { GetQuoteQuery } from './quote.query';

export interface QuotePdf {
  fileName: string;
  bytes: Buffer;
}

/**
 * GET /api/quotes/{id}/pdf (?revision=n): one revision of the quote as the customer receives it
 * (the current one by default), with the customer's signature once they answered. The quote's
 * e-mail attaches the same document.
 */
export class GetQuotePdfQuery extends Query<QuotePdf> {
  constructor(
    readonly id: string,
    /** Null: the current revision. */
    readonly revision: number | null = null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetQuotePdfQuery)
export class GetQuotePdfHandler implements IQueryHandler<GetQuotePdfQuery, QuotePdf> {
  constructor(
    private readonly queries: QueryBus,
    private readonly sql: SqlClient,
  ) {}

  async execute({ id, revision: asked, now }: GetQuotePdfQuery): Promise<QuotePdf> {
    const quote = await this.queries.execute(new GetQuoteQuery(id, now));
    const revision = quote.revisions.find((r) => r.revision === (asked ?? quote.revision));
    if (!revision) throw new NotFoundError('Esa revisión del presupuesto no existe.');
    const [workshop, customer, signature] = await Promise.all([
      this.queries.execute(new GetWorkshopProfileQuery()),
      this.queries.execute(new GetCustomerQuery(quote.customer_id)),
      revision.approval?.signed
        ? this.sql.one<{ signature_png: Buffer }>(
            `select a.signature_png from quote_approval a
               join quote_revision r on r.id = a.revision_id
              where r.quote_id = $1 and r.revision = $2`,
            [id, revision.revision],
          )
        : null,
    ]);
    const bytes = await renderQuotePdf({
      quote,
      revision,
      workshop,
      customer,
      signaturePng: signature?.signature_png ?? null,
      printedAt: revision.sent_at ? new Date(revision.sent_at) : now,
    });
    const suffix = revision.revision > 1 ? `-rev${revision.revision}` : '';
    return { fileName: `presupuesto-${quote.number}${suffix}.pdf`, bytes };
  }
}
