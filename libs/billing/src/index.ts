// The public surface of @px/billing: its manifest, Nest module, commands, queries (with their
// answers) and events. Never entities, handlers or readers (CONVENTIONS: other libs go through the
// buses). Export a pure rule from domain/ only once another lib needs it.
export { CreateInvoiceCommand } from './commands/create-invoice.command';
export { UpdateInvoiceCommand } from './commands/update-invoice.command';
export { IssueInvoiceCommand } from './commands/issue-invoice.command';
export { InvoiceWorkOrderCommand } from './commands/invoice-work-order.command';
export { InvoiceQuoteCommand } from './commands/invoice-quote.command';
export { RectifyInvoiceCommand } from './commands/rectify-invoice.command';
export { CancelInvoiceCommand } from './commands/cancel-invoice.command';
export { RegisterPaymentCommand } from './commands/register-payment.command';
export { ListInvoicesQuery, type InvoiceFilter } from './queries/invoice-list.query';
export { GetInvoiceQuery } from './queries/invoice.query';
export { GetWorkOrderBillingQuery } from './queries/work-order-billing.query';
export { type OrderBilling, type OrderBillingState } from './domain/order-billing-state';
export {
  InvoiceDrafted,
  InvoiceDraftEdited,
  InvoiceIssued,
  InvoiceCancelled,
  InvoicePaymentRegistered,
  type InvoiceEventPayload,
  type InvoicePaymentPayload,
} from './events/invoice.events';
// Transaction steps the demo seed runs with its own EntityManager (no Nest container there), so
// its invoices are drafted, numbered, chained and paid exactly as the office's.
export { invoiceDraftOf } from './domain/invoice-draft';
export { insertDraft } from './commands/invoice-record';
export { issueDraft } from './commands/invoice-issuing';
export { recordPayment } from './commands/payment-recording';
// Quotes (presupuestos)
export { CreateQuoteCommand } from './commands/create-quote.command';
export { UpdateQuoteCommand } from './commands/update-quote.command';
export { SendQuoteCommand } from './commands/send-quote.command';
export { RecordQuoteApprovalCommand } from './commands/record-quote-approval.command';
export { ApproveQuoteLinkCommand } from './commands/approve-quote-link.command';
export { RejectQuoteCommand } from './commands/reject-quote.command';
export { RevokeQuoteLinkCommand } from './commands/revoke-quote-link.command';
export { ExpireQuotesCommand } from './commands/expire-quotes.command';
export { ConvertQuoteCommand } from './commands/convert-quote.command';
export { ListQuotesQuery, type QuoteFilter } from './queries/quote-list.query';
export { GetQuoteQuery } from './queries/quote.query';
export { GetQuotePdfQuery, type QuotePdf } from './queries/quote-pdf.query';
export { GetPublicQuoteQuery } from './queries/public-quote.query';
export * from './events/quote.events';
// VERI*FACTU: the workshop's certificate and the records' submission (GetSigningCertificateQuery,
// which answers the decrypted key, stays internal).
export { UploadBillingCertificateCommand } from './commands/upload-billing-certificate.command';
export { DeleteBillingCertificateCommand } from './commands/delete-billing-certificate.command';
export { RetryVerifactuRecordCommand } from './commands/retry-verifactu-record.command';
export { RequestVerifactuSubmissionCommand } from './commands/request-verifactu-submission.command';
export { GetBillingCertificateQuery } from './queries/billing-certificate.query';
export { GetVerifactuSummaryQuery } from './queries/verifactu-summary.query';
export { ListVerifactuRecordsQuery } from './queries/verifactu-records.query';
export {
  BillingCertificateUploaded,
  BillingCertificateDeleted,
  type BillingCertificatePayload,
} from './events/billing-certificate.events';
export * from './billing.module';
export * from './billing.manifest';
