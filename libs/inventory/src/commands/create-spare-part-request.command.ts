import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type PartUnit } from '@px/contracts';
import {
  CommandTransaction,
  ConflictError,
  NotFoundError,
  ValidationError,
  runSql,
} from '@px/platform';
import { GetWorkOrderActorQuery, GetWorkOrderQuery } from '@px/work-orders';
import { quantityProblems } from '../domain/quantity';
import { SparePartRequested } from '../events/spare-part-request.events';
import { type RequestActor } from '../queries/request-actor.query';
import { WORK_ORDER_NOT_FOUND } from '../queries/work-order-stock.query';
import { lockRequest, requestPayload } from './spare-part-request-record';

export interface NewSparePartRequest {
  work_order_id: string;
  work_order_line_id?: string | null;
  /** A catalogue part; without one, `description` says what is needed. */
  part_id?: string | null;
  description?: string | null;
  quantity: number;
  note?: string | null;
}

/**
 * POST /api/spare-part-requests: a mechanic asks the parts desk for a part for one of their
 * orders (the desk for any open order), from the catalogue or in their own words. A request for a
 * part line takes the line's part and name unless it says otherwise. Its id.
 */
export class CreateSparePartRequestCommand extends Command<string> {
  constructor(
    readonly request: NewSparePartRequest,
    readonly actor: RequestActor,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(CreateSparePartRequestCommand)
export class CreateSparePartRequestHandler implements ICommandHandler<
  CreateSparePartRequestCommand,
  string
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ request, actor, at }: CreateSparePartRequestCommand): Promise<string> {
    const orderActor = await this.queries.execute(new GetWorkOrderActorQuery(actor.principal));
    const order = await this.queries.execute(
      new GetWorkOrderQuery(request.work_order_id, orderActor),
    );
    if (!order) throw new NotFoundError(WORK_ORDER_NOT_FOUND);
    if (!['open', 'in_progress', 'on_hold'].includes(order.status)) {
      throw new ConflictError('La orden está cerrada: no admite solicitudes de recambios.');
    }
    const line = request.work_order_line_id
      ? order.items.find((item) => item.id === request.work_order_line_id)
      : undefined;
    if (request.work_order_line_id && !line) {
      throw new ValidationError([
        { field: 'work_order_line_id', code: 'exists', message: 'La línea no es de esta orden.' },
      ]);
    }
    const partId = request.part_id ?? line?.part_id ?? null;
    return this.commands.run(async (em, events) => {
      let unit: PartUnit = 'ud';
      let description = request.description?.trim() || line?.name || '';
      if (partId) {
        const [part] = await runSql<{ name: string; reference: string; unit: PartUnit }>(
          em,
          'select name, reference, unit from part where id = $1',
          [partId],
        );
        if (!part) {
          throw new ValidationError([
            { field: 'part_id', code: 'exists', message: 'La pieza no existe.' },
          ]);
        }
        unit = part.unit;
        description = request.description?.trim() || part.name;
      }
      const problems = quantityProblems(request.quantity, unit);
      if (!description) {
        problems.push({
          field: 'description',
          code: 'required',
          message: 'Elige una pieza del catálogo o describe la que necesitas.',
        });
      }
      if (problems.length) throw new ValidationError(problems);
      const id = randomUUID();
      await runSql(
        em,
        `insert into spare_part_request (id, work_order_id, work_order_number, work_order_line_id,
                part_id, description, quantity, note, requested_by, requested_at, created_at,
                updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $10)`,
        [
          id,
          order.id,
          order.number,
          line?.id ?? null,
          partId,
          description.slice(0, 200),
          request.quantity,
          request.note?.trim() || null,
          actor.userId,
          at,
        ],
        'run',
      );
      const created = await lockRequest(em, id);
      events.record(new SparePartRequested(id, requestPayload(created), actor.userId, at));
      return id;
    });
  }
}
