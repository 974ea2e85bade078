import { Module } from '@nestjs/common';
import { CancelInvoiceHandler } from './commands/cancel-invoice.command';
import { CreateInvoiceHandler } from './commands/create-invoice.command';
import { RectifyInvoiceHandler } from './commands/rectify-invoice.command';
import { InvoiceWorkOrderHandler } from './commands/invoice-work-order.command';
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

/** Billing: the controllers, one handler per command and query. */
@Module({
  controllers: [InvoicesController],
  providers: [
    CreateInvoiceHandler,
    UpdateInvoiceHandler,
    IssueInvoiceHandler,
    InvoiceWorkOrderHandler,
    RectifyInvoiceHandler,
    CancelInvoiceHandler,
    RegisterPaymentHandler,
    ListInvoicesHandler,
    GetInvoiceHandler,
    GetInvoicePdfHandler,
    GetInvoicesCsvHandler,
    GetPaymentReceiptPdfHandler,
    GetWorkOrderBillingHandler,
  ],
})
export class BillingModule {}
