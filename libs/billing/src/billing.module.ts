import { Module } from '@nestjs/common';
import { CancelInvoiceHandler } from './commands/cancel-invoice.command';
import { CreateInvoiceHandler } from './commands/create-invoice.command';
import { RectifyInvoiceHandler } from './commands/rectify-invoice.command';
import { InvoiceWorkOrderHandler } from './commands/invoice-work-order.command';
import { InvoiceQuoteHandler } from './commands/invoice-quote.command';
import { IssueInvoiceHandler } from './commands/issue-invoice.command';
import { RegisterPaymentHandler } from './commands/register-payment.command';
import { UpdateInvoiceHandler } from './commands/update-invoice.command';
import { InvoicesController } from './http/invoices.controller';
import { ListInvoicesHandler } from './queries/invoice-list.query';
import { GetInvoiceHandler } from './queries/invoice.query';
import { GetInvoicePdfHandler } from './queries/invoice-pdf.query';
import { GetInvoicesCsvHandler } from './queries/invoices-csv.query';
import { GetPaymentReceiptPdfHandler } from './queries/payment-receipt-pdf.query';
import { GetWorkOrderBillingHandler } from './queries/work-order-billing.query';

// Quotes (presupuestos)
import { ApproveQuoteLinkHandler } from './commands/approve-quote-link.command';
import { ConvertQuoteHandler } from './commands/convert-quote.command';
import { CreateQuoteHandler } from './commands/create-quote.command';
import { ExpireQuotesHandler } from './commands/expire-quotes.command';
import { RecordQuoteApprovalHandler } from './commands/record-quote-approval.command';
import { RejectQuoteHandler } from './commands/reject-quote.command';
import { RevokeQuoteLinkHandler } from './commands/revoke-quote-link.command';
import { SendQuoteHandler } from './commands/send-quote.command';
import { UpdateQuoteHandler } from './commands/update-quote.command';
import { PublicQuotesController } from './http/public-quotes.controller';
import { QuotesController } from './http/quotes.controller';
import { ExpireQuotesJob } from './jobs/expire-quotes.job';
import { QuoteMailJob } from './jobs/quote-mail.job';
import { GetPublicQuoteHandler } from './queries/public-quote.query';
import { ListQuotesHandler } from './queries/quote-list.query';
import { GetQuotePdfHandler } from './queries/quote-pdf.query';
import { GetQuoteHandler } from './queries/quote.query';
import { QuoteMailSubscriber } from './subscribers/quote-mail.subscriber';

// VERI*FACTU: the certificate and the records' submission to the AEAT
import { DeleteBillingCertificateHandler } from './commands/delete-billing-certificate.command';
import { RequestVerifactuSubmissionHandler } from './commands/request-verifactu-submission.command';
import { RetryVerifactuRecordHandler } from './commands/retry-verifactu-record.command';
import { SubmitVerifactuRecordsHandler } from './commands/submit-verifactu-records.command';
import { UploadBillingCertificateHandler } from './commands/upload-billing-certificate.command';
import { WarnCertificateExpiryHandler } from './commands/warn-certificate-expiry.command';
import { BillingCertificateController } from './http/billing-certificate.controller';
import { VerifactuSubmissionController } from './http/verifactu-submission.controller';
import { CertificateExpiryJob } from './jobs/certificate-expiry.job';
import { GetBillingCertificateHandler } from './queries/billing-certificate.query';
import { CheckCertificateConnectionHandler } from './queries/certificate-connection.query';
import { GetSigningCertificateHandler } from './queries/signing-certificate.query';
import { GetVerifactuRecordHandler } from './queries/verifactu-record.query';
import { ListVerifactuRecordsHandler } from './queries/verifactu-records.query';
import { GetVerifactuSummaryHandler } from './queries/verifactu-summary.query';
import { VerifactuSubmissionSubscriber } from './subscribers/verifactu-submission.subscriber';
import { CertificateVault } from './verifactu/certificate-vault';
import { AeatTransport } from './verifactu/submission/aeat-transport';
import { VerifactuSubmissionQueue } from './verifactu/submission/submission-queue';
import { VerifactuSubmissionJob } from './verifactu/submission/verifactu-submission.job';

/** Billing: the controllers, one handler per command and query. */
@Module({
  controllers: [
    InvoicesController,
    QuotesController,
    PublicQuotesController,
    // VERI*FACTU
    BillingCertificateController,
    VerifactuSubmissionController,
  ],
  providers: [
    CreateInvoiceHandler,
    UpdateInvoiceHandler,
    IssueInvoiceHandler,
    InvoiceWorkOrderHandler,
    InvoiceQuoteHandler,
    RectifyInvoiceHandler,
    CancelInvoiceHandler,
    RegisterPaymentHandler,
    ListInvoicesHandler,
    GetInvoiceHandler,
    GetInvoicePdfHandler,
    GetInvoicesCsvHandler,
    GetPaymentReceiptPdfHandler,
    GetWorkOrderBillingHandler,
    // Quotes (presupuestos)
    CreateQuoteHandler,
    UpdateQuoteHandler,
    SendQuoteHandler,
    RecordQuoteApprovalHandler,
    ApproveQuoteLinkHandler,
    RejectQuoteHandler,
    RevokeQuoteLinkHandler,
    ExpireQuotesHandler,
    ConvertQuoteHandler,
    ListQuotesHandler,
    GetQuoteHandler,
    GetQuotePdfHandler,
    GetPublicQuoteHandler,
    QuoteMailSubscriber,
    QuoteMailJob,
    ExpireQuotesJob,
    // VERI*FACTU: the certificate and the records' submission to the AEAT
    CertificateVault,
    AeatTransport,
    VerifactuSubmissionQueue,
    UploadBillingCertificateHandler,
    DeleteBillingCertificateHandler,
    GetBillingCertificateHandler,
    GetSigningCertificateHandler,
    CheckCertificateConnectionHandler,
    WarnCertificateExpiryHandler,
    CertificateExpiryJob,
    SubmitVerifactuRecordsHandler,
    RetryVerifactuRecordHandler,
    RequestVerifactuSubmissionHandler,
    GetVerifactuSummaryHandler,
    ListVerifactuRecordsHandler,
    GetVerifactuRecordHandler,
    VerifactuSubmissionSubscriber,
    VerifactuSubmissionJob,
  ],
})
export class BillingModule {}
