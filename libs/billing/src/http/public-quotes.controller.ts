import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type PublicQuoteView } from '@px/contracts';
import { Public, SensitiveRateLimit } from '@px/platform';
import { ApproveQuoteLinkCommand } from '../commands/approve-quote-link.command';
import { type RequestOrigin } from '../commands/record-quote-approval.command';
import { GetPublicQuoteQuery } from '../queries/public-quote.query';
import { PublicQuoteAnswerDto } from './quotes.dto';
import { RequestOriginOf } from './request-origin';

/**
 * /api/public/quotes/{token}: the customer's link (/q/{token}), without a session. GET only shows
 * (a mail scanner following the link approves nothing); POST records the answer with the
 * request's IP, user agent and time. A token that opens nothing is a 404; a revoked or expired
 * link a 410 with a Spanish sentence. Rate-limited as the sensitive routes are.
 */
@ApiTags('billing')
@Controller('public/quotes')
@Public()
@SensitiveRateLimit()
export class PublicQuotesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':token')
  @ApiOperation({ summary: 'The quote revision a customer link opens' })
  show(@Param('token') token: string): Promise<PublicQuoteView> {
    return this.queries.execute(new GetPublicQuoteQuery(token));
  }

  @Post(':token')
  @HttpCode(200)
  @ApiOperation({
    summary: "The customer's answer: each line accepted or rejected, name, signature",
  })
  async answer(
    @Param('token') token: string,
    @Body() body: PublicQuoteAnswerDto,
    @RequestOriginOf() origin: RequestOrigin,
  ): Promise<PublicQuoteView> {
    await this.commands.execute(new ApproveQuoteLinkCommand(token, body, origin));
    return this.queries.execute(new GetPublicQuoteQuery(token));
  }
}
