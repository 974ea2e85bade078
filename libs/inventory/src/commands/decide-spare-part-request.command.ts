import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ConflictError, ForbiddenError, ValidationError } from '@px/platform';
import { type RequestActor } from '../queries/request-actor.query';
import { lockRequest, moveRequest } from './spare-part-request-record';

export type RequestDecision =
  { kind: 'approve' } | { kind: 'reject'; reason: string } | { kind: 'cancel' };

/**
 * POST /api/spare-part-requests/{id}/approve | reject | cancel: the parts desk approves or
 * rejects (with the reason the requester reads); the requester may cancel their own request while
 * nothing has been ordered, the desk any open one.
 */
export class DecideSparePartRequestCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly decision: RequestDecision,
    readonly actor: RequestActor,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(DecideSparePartRequestCommand)
export class DecideSparePartRequestHandler implements ICommandHandler<
  DecideSparePartRequestCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, decision, actor, at }: DecideSparePartRequestCommand): Promise<void> {
    const reason = decision.kind === 'reject' ? decision.reason.trim() : '';
    if (decision.kind === 'reject' && !reason) {
      throw new ValidationError([
        { field: 'reason', code: 'required', message: 'Indica por qué se rechaza la solicitud.' },
      ]);
    }
    await this.commands.run(async (em, events) => {
      const request = await lockRequest(em, id);
      const own = request.requestedBy === actor.userId;
      if (decision.kind === 'cancel' && !actor.isDesk && !own) {
        throw new ForbiddenError('Solo quien la pidió o el almacén pueden cancelar la solicitud.');
      }
      if (decision.kind !== 'cancel' && !actor.isDesk) {
        throw new ForbiddenError('Solo el almacén aprueba o rechaza solicitudes de recambios.');
      }
      if (
        decision.kind === 'cancel' &&
        !actor.isDesk &&
        !['requested', 'approved'].includes(request.status)
      ) {
        throw new ConflictError(
          'La solicitud ya está en manos del almacén: pídeles que la cancelen si ya no hace falta.',
        );
      }
      const context = { actorId: actor.userId, at };
      if (decision.kind === 'approve') {
        await moveRequest(em, events, request, 'approved', context, { decidedBy: actor.userId });
      } else if (decision.kind === 'reject') {
        await moveRequest(em, events, request, 'rejected', context, {
          rejectionReason: reason.slice(0, 300),
          decidedBy: actor.userId,
        });
      } else {
        await moveRequest(em, events, request, 'cancelled', context);
      }
    });
  }
}
