// The public surface of @px/reception: its manifest, Nest module, commands, queries (with their
// answers) and events. Never entities, handlers or readers (CONVENTIONS: other libs go through the
// buses).
export { ReceiveVehicleCommand } from './commands/receive-vehicle.command';
export { AddReceiptPhotoCommand } from './commands/add-receipt-photo.command';
export { MarkReceiptReadyCommand } from './commands/mark-receipt-ready.command';
export { DeliverVehicleCommand } from './commands/deliver-vehicle.command';
export { SendDepositReceiptCommand } from './commands/send-deposit-receipt.command';
export {
  ListCustomerReceiptsQuery,
  type ReceiptListFilter,
} from './queries/customer-receipt-list.query';
export { GetCustomerReceiptQuery } from './queries/customer-receipt.query';
export {
  GetReceiptDocumentQuery,
  GetReceiptPhotoQuery,
  GetReceiptSignatureQuery,
  type ReceiptFile,
} from './queries/receipt-files.query';
// The storage clock's rule (the demo's receipts date their storage as the command does).
export { storageChargedFrom } from './domain/reception-rules';
export * from './events/customer-receipt.events';
// The documents as reception issues them (the demo seeder issues its receipts with them).
export { renderDepositReceiptPdf, type DepositReceiptDocument } from './pdf/deposit-receipt.pdf';
export { renderDeliveryRecordPdf, type DeliveryRecordDocument } from './pdf/delivery-record.pdf';
export { signaturePng } from './pdf/sample-signature';
export { RECEIPT_MAIL_JOB, type ReceiptMailPayload } from './jobs/receipt-mail.job';
export * from './reception.module';
export * from './reception.manifest';
