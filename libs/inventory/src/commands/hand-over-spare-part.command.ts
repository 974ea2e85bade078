import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ConflictError, ValidationError, runSql } from '@px/platform';
import { quantityProblems } from '../domain/quantity';
import { type RequestActor } from '../queries/request-actor.query';
import { lockStock, postMovement, saveStock } from './part-stock';
import { lockRequest, moveRequest } from './spare-part-request-record';

/**
 * POST /api/spare-part-requests/{id}/serve (from the shelf, straight from requested or approved)
 * and /deliver (what was received for it): the part is handed to the mechanic for the order. A
 * request for a catalogue part line takes nothing more from the shelf: the line holds its stock
 * and consumes it when the order completes. Any other request is a consumption to the order now
 * (409 when the shelf does not have it). A free-text request is served by naming the part.
 */
export class HandOverSparePartCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly mode: 'serve' | 'deliver',
    readonly partId: string | null,
    readonly actor: RequestActor,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(HandOverSparePartCommand)
export class HandOverSparePartHandler implements ICommandHandler<HandOverSparePartCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, mode, partId, actor, at }: HandOverSparePartCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      const request = await lockRequest(em, id);
      if (mode === 'deliver' && request.status !== 'received') {
        throw new ConflictError(
          'Solo se entrega lo recibido; para darla del almacén, usa «Servir del almacén».',
        );
      }
      if (mode === 'serve' && !['requested', 'approved'].includes(request.status)) {
        throw new ConflictError(
          'La solicitud ya no está pendiente: no se puede servir del almacén.',
        );
      }
      const part = partId ?? request.partId;
      if (!part) {
        throw new ValidationError([
          {
            field: 'part_id',
            code: 'required',
            message: 'Elige la pieza del catálogo que se entrega.',
          },
        ]);
      }
      const context = { actorId: actor.userId, at };
      if (!request.forPartLine) {
        const stock = (await lockStock(em, [part])).get(part)!;
        const problems = quantityProblems(request.quantity, stock.unit);
        if (problems.length) throw new ValidationError(problems);
        await postMovement(em, stock, {
          kind: 'consumption',
          quantity: -request.quantity,
          reason: `Solicitud para ${request.workOrderNumber}`,
          actorId: actor.userId,
          workOrderId: request.workOrderId,
          sparePartRequestId: request.id,
          at,
        });
        await saveStock(em, events, stock, {
          ...context,
          reason: `Orden ${request.workOrderNumber}`,
        });
      }
      if (mode === 'serve' && request.status === 'requested') {
        await runSql(em, 'update spare_part_request set approved_at = $2 where id = $1', [id, at]);
      }
      await moveRequest(em, events, request, 'delivered', context, {
        partId: part,
        decidedBy: mode === 'serve' ? actor.userId : undefined,
      });
    });
  }
}
