import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@px/platform';
import { renderPaymentReceiptPdf } from '../pdf/payment-receipt.pdf';
import { type InvoicePdf } from './invoice-pdf.query';
import { GetInvoiceQuery } from './invoice.query';

/**
 * GET /api/invoices/{id}/payments/{paymentId}/receipt: one payment's receipt, with what remained
 * owed right after it (the payments before it and itself, in the order they were recorded).
 */
export class GetPaymentReceiptPdfQuery extends Query<InvoicePdf> {
  constructor(
    readonly invoiceId: string,
    readonly paymentId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetPaymentReceiptPdfQuery)
export class GetPaymentReceiptPdfHandler implements IQueryHandler<
  GetPaymentReceiptPdfQuery,
  InvoicePdf
> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ invoiceId, paymentId, now }: GetPaymentReceiptPdfQuery): Promise<InvoicePdf> {
    const invoice = await this.queries.execute(new GetInvoiceQuery(invoiceId, now));
    const index = invoice.payments.findIndex((payment) => payment.id === paymentId);
    // Payments exist only on issued invoices, which always carry their number and issuer.
    if (index < 0 || !invoice.number || !invoice.issuer) {
      throw new NotFoundError('El cobro no existe.');
    }
    const paidUpTo = invoice.payments
      .slice(0, index + 1)
      .reduce((sum, payment) => sum + payment.amount_cents, 0);
    const bytes = await renderPaymentReceiptPdf({
      invoice: { ...invoice, number: invoice.number, issuer: invoice.issuer },
      payment: invoice.payments[index],
      balanceAfterCents: Math.max(0, invoice.total_cents - paidUpTo),
      printedAt: now,
    });
    return { fileName: `recibo-${invoice.number}-${index + 1}.pdf`, bytes };
  }
}
