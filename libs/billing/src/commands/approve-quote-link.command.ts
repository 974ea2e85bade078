import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PublicQuoteAnswerInput } from '@px/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  CommandTransaction,
  ValidationError,
  runSql,
} from '@px/platform';
import { type FieldProblem } from '../domain/field-problem';
import { signaturePngOf } from '../domain/quote-signature';
import { recordQuoteAnswer, signerNameProblems } from './quote-answer';
import { type QuoteLinkRow, openQuoteLink } from './quote-link-access';
import { lockQuote } from './quote-record';
import { type RequestOrigin } from './record-quote-approval.command';

/**
 * POST /api/public/quotes/{token}: the customer's answer through their link, without a session:
 * each line accepted or rejected, their name and their drawn signature, for the exact revision the
 * link was made for. The link's IP, user agent and time are kept with it. A second answer is a 409
 * (the quote is answered); a revoked or expired link a 410; a token that opens nothing a 404.
 */
export class ApproveQuoteLinkCommand extends Command<void> {
  constructor(
    readonly token: string,
    /** As the DTO let it through: each field checked here, after the link. */
    readonly input: Partial<PublicQuoteAnswerInput>,
    readonly origin: RequestOrigin,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(ApproveQuoteLinkCommand)
export class ApproveQuoteLinkHandler implements ICommandHandler<ApproveQuoteLinkCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token, input, origin, at }: ApproveQuoteLinkCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      // The link first (404 / 410 before anything about the body), its quote locked.
      const link = await openQuoteLink(
        (text, params) => runSql<QuoteLinkRow>(em, text, params),
        this.config.jwtSecret,
        token,
        at,
        true,
      );
      const problems: FieldProblem[] = signerNameProblems(input.signer_name ?? '');
      if (!input.decisions) {
        problems.push({
          field: 'decisions',
          code: 'required',
          message: 'Indica si aceptas o rechazas cada línea del presupuesto.',
        });
      }
      const signature = signaturePngOf(input.signature_png, 'signature_png', true);
      if ('problem' in signature) problems.push(signature.problem);
      if (problems.length) throw new ValidationError(problems);
      const quote = await lockQuote(em, link.quote_id);
      await recordQuoteAnswer(em, events, quote, {
        // The revision the link shows: a newer one would have revoked it.
        revision: link.revision,
        decisions: input.decisions ?? [],
        signerName: input.signer_name ?? '',
        signaturePng: 'png' in signature ? signature.png : null,
        channel: 'link',
        linkId: link.id,
        recordedBy: null,
        ip: origin.ip,
        userAgent: origin.userAgent,
        at,
      });
    });
  }
}
