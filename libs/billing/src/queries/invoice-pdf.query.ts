import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetWorkshopProfileQuery } from '@px/system';
import QRCode from 'qrcode';
import { renderInvoicePdf } from '../pdf/invoice.pdf';
import { GetInvoiceQuery } from './invoice.query';

export interface InvoicePdf {
  fileName: string;
  bytes: Buffer;
}

/**
 * GET /api/invoices/{id}/pdf: the invoice as the customer receives it; once issued, with the
 * VERI*FACTU QR (error correction M, the AEAT's check URL of its record).
 */
export class GetInvoicePdfQuery extends Query<InvoicePdf> {
  constructor(
    readonly id: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetInvoicePdfQuery)
export class GetInvoicePdfHandler implements IQueryHandler<GetInvoicePdfQuery, InvoicePdf> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ id, now }: GetInvoicePdfQuery): Promise<InvoicePdf> {
    const invoice = await this.queries.execute(new GetInvoiceQuery(id, now));
    const workshop =
      invoice.issuer === null ? await this.queries.execute(new GetWorkshopProfileQuery()) : null;
    const qrUrl = invoice.verifactu?.qr_url ?? null;
    const qrPng = qrUrl
      ? await QRCode.toBuffer(qrUrl, { errorCorrectionLevel: 'M', margin: 1, width: 300 })
      : null;
    const bytes = await renderInvoicePdf({ invoice, workshop, qrPng, printedAt: now });
    return { fileName: `${invoice.number ?? `borrador-${invoice.id.slice(0, 8)}`}.pdf`, bytes };
  }
}
