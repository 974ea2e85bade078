import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type QuoteStaffApprovalInput } from '@px/contracts';
import { CommandTransaction, ValidationError } from '@px/platform';
import { type FieldProblem } from '../domain/field-problem';
import { signaturePngOf } from '../domain/quote-signature';
import { recordQuoteAnswer, signerNameProblems } from './quote-answer';
import { lockQuote } from './quote-record';

/** Where a request came from: kept with an answer as evidence. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/**
 * POST /api/quotes/{id}/approval: the customer's answer taken by staff, at the desk (optionally
 * signed on the tablet) or by phone (no signature: the channel and who took the call say how),
 * line by line, for the revision the customer was shown. Who recorded it, from where and when are
 * kept with it.
 */
export class RecordQuoteApprovalCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly input: QuoteStaffApprovalInput,
    readonly actorId: string,
    readonly origin: RequestOrigin,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(RecordQuoteApprovalCommand)
export class RecordQuoteApprovalHandler implements ICommandHandler<
  RecordQuoteApprovalCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, input, actorId, origin, at }: RecordQuoteApprovalCommand): Promise<void> {
    const problems: FieldProblem[] = signerNameProblems(input.signer_name);
    let png: Buffer | null = null;
    if (input.channel === 'phone' && input.signature_png) {
      problems.push({
        field: 'signature_png',
        code: 'phone',
        message:
          'Una aprobación por teléfono no lleva firma: elige «en persona» si el cliente firma.',
      });
    } else {
      const signature = signaturePngOf(input.signature_png, 'signature_png', false);
      if ('problem' in signature) problems.push(signature.problem);
      else png = signature.png;
    }
    if (problems.length) throw new ValidationError(problems);
    await this.commands.run(async (em, events) => {
      const quote = await lockQuote(em, id);
      await recordQuoteAnswer(em, events, quote, {
        revision: input.revision,
        decisions: input.decisions,
        signerName: input.signer_name,
        signaturePng: png,
        channel: input.channel,
        linkId: null,
        recordedBy: actorId,
        ip: origin.ip,
        userAgent: origin.userAgent,
        at,
      });
    });
  }
}
