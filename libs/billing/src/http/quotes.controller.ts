import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { type Command, CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { type Paginated, type QuoteListItem, type QuoteView } from '@px/contracts';
import {
  CurrentPrincipal,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  sendPdf,
} from '@px/platform';
import { BILLING_PERMISSIONS } from '../billing.catalogue';
import { ConvertQuoteCommand } from '../commands/convert-quote.command';
import { CreateQuoteCommand } from '../commands/create-quote.command';
import {
  RecordQuoteApprovalCommand,
  type RequestOrigin,
} from '../commands/record-quote-approval.command';
import { RejectQuoteCommand } from '../commands/reject-quote.command';
import { RevokeQuoteLinkCommand } from '../commands/revoke-quote-link.command';
import { SendQuoteCommand } from '../commands/send-quote.command';
import { UpdateQuoteCommand } from '../commands/update-quote.command';
import { ListQuotesQuery } from '../queries/quote-list.query';
import { GetQuotePdfQuery } from '../queries/quote-pdf.query';
import { GetQuoteQuery } from '../queries/quote.query';
import { documentListFilterOf } from './document-list-filter';
import {
  QuoteDraftDto,
  QuoteListQueryDto,
  QuotePdfQueryDto,
  QuoteRejectionDto,
  QuoteStaffApprovalDto,
  SendQuoteDto,
  UpdateQuoteDto,
} from './quotes.dto';
import { RequestOriginOf } from './request-origin';

/**
 * /api/quotes (presupuestos). Thin: builds a command or query from the DTO and the caller,
 * dispatches it, and answers the quote as it now is.
 */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('quotes')
export class QuotesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(BILLING_PERMISSIONS.quotesRead)
  @ApiOperation({ summary: 'Quotes, newest first, with filters (q: number or plate)' })
  list(@Query() query: QuoteListQueryDto): Promise<Paginated<QuoteListItem>> {
    return this.queries.execute(
      new ListQuotesQuery({
        page: query.page ?? 1,
        limit: query.limit ?? 20,
        status: query.status ?? null,
        ...documentListFilterOf(query),
      }),
    );
  }

  @Get(':id')
  @RequirePermission(BILLING_PERMISSIONS.quotesRead)
  @ApiOperation({ summary: 'One quote: its revisions, the answer per line, its link' })
  get(@Param('id', ParseIdPipe) id: string): Promise<QuoteView> {
    return this.queries.execute(new GetQuoteQuery(id));
  }

  @Get(':id/pdf')
  @RequirePermission(BILLING_PERMISSIONS.quotesRead)
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'A revision of the quote as PDF (the current one by default)' })
  async pdf(
    @Param('id', ParseIdPipe) id: string,
    @Query() query: QuotePdfQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.queries.execute(new GetQuotePdfQuery(id, query.revision ?? null));
    await sendPdf(reply, file.fileName, file.bytes);
  }

  @Post()
  @RequirePermission(BILLING_PERMISSIONS.quotesCreate)
  @ApiOperation({ summary: 'A draft quote, numbered P-YYYY-NNNNN' })
  async create(
    @Body() body: QuoteDraftDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<QuoteView> {
    const id = await this.commands.execute(new CreateQuoteCommand(body, principal));
    return this.queries.execute(new GetQuoteQuery(id));
  }

  @Patch(':id')
  @RequirePermission(BILLING_PERMISSIONS.quotesUpdate)
  @ApiOperation({ summary: 'Edits a quote at its version (a sent one becomes revision n + 1)' })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateQuoteDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<QuoteView> {
    const { version, ...draft } = body;
    return this.viewAfter(new UpdateQuoteCommand(id, draft, version, principal), id);
  }

  @Post(':id/send')
  @HttpCode(200)
  @RequirePermission(BILLING_PERMISSIONS.quotesUpdate)
  @ApiOperation({ summary: 'Sends the revision: frozen, a new link, the e-mail queued' })
  async send(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: SendQuoteDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<QuoteView> {
    return this.viewAfter(new SendQuoteCommand(id, body.version ?? null, principal.userId), id);
  }

  @Post(':id/approval')
  @HttpCode(200)
  @RequirePermission(BILLING_PERMISSIONS.quotesUpdate)
  @ApiOperation({ summary: "Records the customer's answer taken in person or by phone" })
  async approve(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: QuoteStaffApprovalDto,
    @CurrentPrincipal() principal: Principal,
    @RequestOriginOf() origin: RequestOrigin,
  ): Promise<QuoteView> {
    return this.viewAfter(new RecordQuoteApprovalCommand(id, body, principal.userId, origin), id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @RequirePermission(BILLING_PERMISSIONS.quotesUpdate)
  @ApiOperation({ summary: 'The customer declines the whole quote' })
  async reject(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: QuoteRejectionDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<QuoteView> {
    return this.viewAfter(new RejectQuoteCommand(id, body.reason ?? null, principal.userId), id);
  }

  @Post(':id/revoke-link')
  @HttpCode(200)
  @RequirePermission(BILLING_PERMISSIONS.quotesUpdate)
  @ApiOperation({ summary: "Revokes the customer's link at once" })
  async revokeLink(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<QuoteView> {
    return this.viewAfter(new RevokeQuoteLinkCommand(id, principal.userId), id);
  }

  @Post(':id/convert')
  @HttpCode(200)
  @RequirePermission(BILLING_PERMISSIONS.quotesUpdate)
  @ApiOperation({
    summary: 'Accepted lines → a new work order, or the linked order as an approved extension',
  })
  async convert(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<QuoteView> {
    return this.viewAfter(new ConvertQuoteCommand(id, principal), id);
  }

  /** Runs a command on the quote `id`, then answers the quote as it now is. */
  private async viewAfter(command: Command<unknown>, id: string): Promise<QuoteView> {
    await this.commands.execute(command);
    return this.queries.execute(new GetQuoteQuery(id));
  }
}
