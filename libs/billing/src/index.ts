// The public surface of @px/billing: its manifest, Nest module, commands, queries (with their
// answers) and events. Never entities, handlers or readers (CONVENTIONS: other libs go through the
// buses). Export a pure rule from domain/ only once another lib needs it.
export { CreateInvoiceCommand } from './commands/create-invoice.command';
export { UpdateInvoiceCommand } from './commands/update-invoice.command';
export { IssueInvoiceCommand } from './commands/issue-invoice.command';
export { InvoiceWorkOrderCommand } from './commands/invoice-work-order.command';
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
export * from './billing.module';
export * from './billing.manifest';
