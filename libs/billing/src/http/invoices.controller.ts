import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { type Command, CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { type InvoiceListItem, type InvoiceView, type Paginated } from '@px/contracts';
import {
  CurrentPrincipal,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  sendPdf,
} from '@px/platform';
import { BILLING_PERMISSIONS } from '../billing.catalogue';
import { CreateInvoiceCommand } from '../commands/create-invoice.command';
import { CancelInvoiceCommand } from '../commands/cancel-invoice.command';
import { InvoiceQuoteCommand } from '../commands/invoice-quote.command';
import { InvoiceWorkOrderCommand } from '../commands/invoice-work-order.command';
import { RectifyInvoiceCommand } from '../commands/rectify-invoice.command';
import { IssueInvoiceCommand } from '../commands/issue-invoice.command';
import { RegisterPaymentCommand } from '../commands/register-payment.command';
import { UpdateInvoiceCommand } from '../commands/update-invoice.command';
import { GetInvoiceQuery } from '../queries/invoice.query';
import { GetInvoicePdfQuery } from '../queries/invoice-pdf.query';
import { type InvoiceFilter } from '../queries/invoice-filter';
import { ListInvoicesQuery } from '../queries/invoice-list.query';
import { GetInvoicesCsvQuery } from '../queries/invoices-csv.query';
import { GetPaymentReceiptPdfQuery } from '../queries/payment-receipt-pdf.query';
import { documentListFilterOf } from './document-list-filter';
import {
  InvoiceDraftDto,
  InvoiceListQueryDto,
  InvoiceCancellationDto,
  InvoicePaymentDto,
  InvoiceRectificationDto,
  InvoiceQuoteDto,
  InvoiceWorkOrderDto,
  IssueInvoiceDto,
  UpdateInvoiceDto,
} from './invoices.dto';

const filterOf = (query: InvoiceListQueryDto): InvoiceFilter => ({
  series: query.series ?? null,
  status: query.status ?? null,
  payment: query.payment ?? null,
  ...documentListFilterOf(query),
});

/**
 * /api/invoices. Thin: builds a command or query from the DTO and the caller, dispatches it, and
 * answers the invoice as it now is.
 */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('invoices')
export class InvoicesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(BILLING_PERMISSIONS.invoicesRead)
  @ApiOperation({ summary: 'Invoices, newest first, with filters' })
  list(@Query() query: InvoiceListQueryDto): Promise<Paginated<InvoiceListItem>> {
    return this.queries.execute(
      new ListInvoicesQuery({
        page: query.page ?? 1,
        limit: query.limit ?? 20,
        ...filterOf(query),
      }),
    );
  }

  /** Raw CSV (no envelope), streamed as it is read. */
  @Get('export.csv')
  @RequirePermission(BILLING_PERMISSIONS.invoicesRead)
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: "The accountant's CSV: issued and cancelled invoices, one row per VAT rate",
  })
  async export(@Query() query: InvoiceListQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const chunks = await this.queries.execute(new GetInvoicesCsvQuery(filterOf(query)));
    const date = new Date().toISOString().slice(0, 10);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="facturas-${date}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks));
  }

  @Get(':id')
  @RequirePermission(BILLING_PERMISSIONS.invoicesRead)
  @ApiOperation({ summary: 'One invoice with its lines and VERI*FACTU record' })
  get(@Param('id', ParseIdPipe) id: string): Promise<InvoiceView> {
    return this.queries.execute(new GetInvoiceQuery(id));
  }

  @Get(':id/pdf')
  @RequirePermission(BILLING_PERMISSIONS.invoicesRead)
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The invoice as PDF (issued: with the VERI*FACTU QR)' })
  async pdf(@Param('id', ParseIdPipe) id: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.queries.execute(new GetInvoicePdfQuery(id));
    await sendPdf(reply, file.fileName, file.bytes);
  }

  @Get(':id/payments/:paymentId/receipt')
  @RequirePermission(BILLING_PERMISSIONS.paymentsRead)
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: "A payment's receipt (PDF), with what remained owed after it" })
  async receipt(
    @Param('id', ParseIdPipe) id: string,
    @Param('paymentId', ParseIdPipe) paymentId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.queries.execute(new GetPaymentReceiptPdfQuery(id, paymentId));
    await sendPdf(reply, file.fileName, file.bytes);
  }

  @Post()
  @RequirePermission(BILLING_PERMISSIONS.invoicesCreate)
  @ApiOperation({ summary: 'A draft invoice (numbered when issued)' })
  async create(
    @Body() body: InvoiceDraftDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<InvoiceView> {
    return this.viewOfCreated(new CreateInvoiceCommand(body, principal.userId));
  }

  @Post('from-work-order')
  @RequirePermission(BILLING_PERMISSIONS.invoicesCreate)
  @ApiOperation({ summary: "A draft invoicing a completed work order's lines not invoiced yet" })
  async fromWorkOrder(
    @Body() body: InvoiceWorkOrderDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<InvoiceView> {
    return this.viewOfCreated(
      new InvoiceWorkOrderCommand(
        body.work_order_id,
        body.series ?? 'F',
        body.line_ids ?? null,
        principal,
      ),
    );
  }

  @Post('from-quote')
  @RequirePermission(BILLING_PERMISSIONS.invoicesCreate)
  @ApiOperation({ summary: 'A draft invoicing the lines the customer accepted in a quote' })
  async fromQuote(
    @Body() body: InvoiceQuoteDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<InvoiceView> {
    return this.viewOfCreated(
      new InvoiceQuoteCommand(body.quote_id, body.series ?? 'F', principal.userId),
    );
  }

  @Patch(':id')
  @RequirePermission(BILLING_PERMISSIONS.invoicesCreate)
  @ApiOperation({ summary: 'Edits a draft, whole, at the version the office saw' })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateInvoiceDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<InvoiceView> {
    const { version, ...draft } = body;
    return this.viewAfter(new UpdateInvoiceCommand(id, draft, version, principal.userId), id);
  }

  @Post(':id/issue')
  @HttpCode(200)
  @RequirePermission(BILLING_PERMISSIONS.invoicesIssue)
  @ApiOperation({
    summary: 'Issues a draft: its number, the VERI*FACTU record, immutable from now',
  })
  async issue(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: IssueInvoiceDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<InvoiceView> {
    return this.viewAfter(new IssueInvoiceCommand(id, body.version ?? null, principal.userId), id);
  }

  @Post(':id/payments')
  @RequirePermission(BILLING_PERMISSIONS.paymentsCreate)
  @ApiOperation({ summary: 'Registers a payment (partial or the rest) of an issued invoice' })
  async pay(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: InvoicePaymentDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<InvoiceView> {
    return this.viewAfter(new RegisterPaymentCommand(id, body, principal.userId), id);
  }

  @Post(':id/rectify')
  @RequirePermission(BILLING_PERMISSIONS.invoicesRectify)
  @ApiOperation({ summary: 'A draft rectifying invoice (series R) of an issued invoice' })
  async rectify(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: InvoiceRectificationDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<InvoiceView> {
    return this.viewOfCreated(new RectifyInvoiceCommand(id, body, principal.userId));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequirePermission(BILLING_PERMISSIONS.invoicesRectify)
  @ApiOperation({ summary: 'Cancels an invoice issued by mistake (VERI*FACTU anulación)' })
  async cancel(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: InvoiceCancellationDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<InvoiceView> {
    return this.viewAfter(new CancelInvoiceCommand(id, body.reason, principal.userId), id);
  }

  /** Runs a command on the invoice `id`, then answers the invoice as it now is. */
  private async viewAfter(command: Command<unknown>, id: string): Promise<InvoiceView> {
    await this.commands.execute(command);
    return this.queries.execute(new GetInvoiceQuery(id));
  }

  /** Runs a command that creates an invoice, then answers the new invoice. */
  private async viewOfCreated(command: Command<string>): Promise<InvoiceView> {
    const id = await this.commands.execute(command);
    return this.queries.execute(new GetInvoiceQuery(id));
  }
}
