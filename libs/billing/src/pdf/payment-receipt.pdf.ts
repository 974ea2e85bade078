import { type InvoicePaymentView, type InvoiceView } from '@px/contracts';
import {
  drawLetterhead,
  euros,
  field,
  heading,
  isoDay,
  madrid,
  openPdf,
  paragraph,
  twoColumns,
} from '@px/platform';
import { PAYMENT_METHOD_LABELS } from '../domain/payment-state';

/** Everything a payment receipt prints: the issued invoice and one of its payments. */
export interface PaymentReceiptDocument {
  invoice: InvoiceView & { issuer: NonNullable<InvoiceView['issuer']>; number: string };
  payment: InvoicePaymentView;
  /** What was still owed once this payment was made (later payments not counted). */
  balanceAfterCents: number;
  printedAt: Date;
}

/**
 * A payment receipt (recibo): the workshop acknowledges the amount received, when and how, for
 * which invoice, and what remained owed after it. It is proof of payment for the customer, not a
 * tax document: the invoice is.
 */
export function renderPaymentReceiptPdf(doc: PaymentReceiptDocument): Promise<Buffer> {
  const { invoice, payment } = doc;
  const { issuer } = invoice;
  const title = 'RECIBO DE PAGO';
  const { pdf, done } = openPdf(
    {
      Title: `Recibo de pago de la factura ${invoice.number}`,
      Author: issuer.name,
      Subject: `Recibo ${invoice.number}`,
    },
    doc.printedAt,
  );
  drawLetterhead(
    pdf,
    { name: issuer.name, lines: [`${issuer.legal_name} · NIF ${issuer.tax_id}`, issuer.address] },
    title,
    [`Factura ${invoice.number}`, `Fecha del cobro: ${isoDay(payment.paid_on)}`],
  );

  const payer = invoice.recipient.name ?? 'el cliente';
  paragraph(
    pdf,
    `${issuer.legal_name || issuer.name} ha recibido de ${payer} la cantidad de ` +
      `${euros(payment.amount_cents)} en concepto de ` +
      `${doc.balanceAfterCents === 0 ? 'pago' : 'pago parcial'} de la factura ${invoice.number} ` +
      `de ${isoDay(invoice.issue_date)}.`,
  );

  twoColumns(
    pdf,
    (column) => {
      heading(pdf, 'Cobro', column);
      field(pdf, 'Importe', euros(payment.amount_cents), column);
      field(pdf, 'Forma de pago', PAYMENT_METHOD_LABELS[payment.method], column);
      field(pdf, 'Fecha', isoDay(payment.paid_on), column);
      if (payment.reference) field(pdf, 'Referencia', payment.reference, column);
      field(pdf, 'Registrado', madrid(new Date(payment.recorded_at), true), column);
    },
    (column) => {
      heading(pdf, 'Factura', column);
      field(pdf, 'Número', invoice.number, column);
      field(pdf, 'Cliente', invoice.recipient.name, column);
      field(pdf, 'NIF', invoice.recipient.tax_id, column);
      field(pdf, 'Total de la factura', euros(invoice.total_cents), column);
      field(pdf, 'Pendiente tras este cobro', euros(doc.balanceAfterCents), column);
    },
  );
  pdf.end();
  return done;
}
