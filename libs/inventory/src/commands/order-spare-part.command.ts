import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  CommandTransaction,
  ConflictError,
  type EventRecorder,
  ValidationError,
  runSql,
} from '@px/platform';
import { PurchaseOrderCreated, PurchaseOrderUpdated } from '../events/purchase-order.events';
import { type RequestActor } from '../queries/request-actor.query';
import {
  assertPurchaseOrderAllows,
  checkSupplier,
  drawPurchaseOrderNumber,
  lockPurchaseOrder,
  purchaseOrderPayload,
} from './purchase-order-record';
import { lockRequest, moveRequest } from './spare-part-request-record';

export interface OrderSparePartInput {
  /** Required for a free-text request: the catalogue part to order. */
  part_id?: string | null;
  /** Default: the part's preferred supplier. */
  supplier_id?: string | null;
  /** A draft to add it to; default: the supplier's latest draft, or a new one. */
  purchase_order_id?: string | null;
  unit_cost_cents?: number | null;
}

/**
 * POST /api/spare-part-requests/{id}/order: the parts desk orders the part from a supplier (a
 * requested one is approved on the way). It goes on a draft purchase order (the supplier's open
 * draft, or a new one), adding to the part's line; the request waits on that order until it is
 * received. The number of the order it is on.
 */
export class OrderSparePartCommand extends Command<string> {
  constructor(
    readonly id: string,
    readonly input: OrderSparePartInput,
    readonly actor: RequestActor,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(OrderSparePartCommand)
export class OrderSparePartHandler implements ICommandHandler<OrderSparePartCommand, string> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ id, input, actor, at }: OrderSparePartCommand): Promise<string> {
    return this.commands.run(async (em, events) => {
      const request = await lockRequest(em, id);
      const partId = input.part_id ?? request.partId;
      if (!partId) {
        throw new ValidationError([
          {
            field: 'part_id',
            code: 'required',
            message: 'Elige la pieza del catálogo que se pide.',
          },
        ]);
      }
      const [part] = await runSql<{ preferred_supplier_id: string | null; cost_cents: string }>(
        em,
        'select preferred_supplier_id, cost_cents from part where id = $1',
        [partId],
      );
      if (!part) {
        throw new ValidationError([
          { field: 'part_id', code: 'exists', message: 'La pieza no existe.' },
        ]);
      }
      const supplierId = input.supplier_id ?? part.preferred_supplier_id;
      if (!supplierId && !input.purchase_order_id) {
        throw new ValidationError([
          {
            field: 'supplier_id',
            code: 'required',
            message: 'La pieza no tiene proveedor habitual: elige a quién se pide.',
          },
        ]);
      }
      const context = { actorId: actor.userId, at };
      if (request.status === 'requested') {
        await moveRequest(em, events, request, 'approved', context, { decidedBy: actor.userId });
      }
      const order = await draftFor(
        em,
        events,
        input.purchase_order_id ?? null,
        supplierId,
        actor.userId,
        at,
      );
      const cost = input.unit_cost_cents ?? Number(part.cost_cents);
      await runSql(
        em,
        `with bumped as (
           update purchase_order_line set quantity = quantity + $3
            where purchase_order_id = $1 and part_id = $2
           returning id)
         insert into purchase_order_line (id, purchase_order_id, position, part_id, quantity,
                unit_cost_cents)
         select gen_random_uuid(), $1,
                (select coalesce(max(position), 0) + 1 from purchase_order_line
                  where purchase_order_id = $1),
                $2, $3, $4
          where not exists (select 1 from bumped)`,
        [order.id, partId, request.quantity, cost],
        'run',
      );
      await moveRequest(em, events, request, 'ordered', context, {
        purchaseOrder: { id: order.id, number: order.number },
        partId,
      });
      return order.number;
    });
  }
}

/** The draft the request goes on: the one named (a draft), the supplier's latest, or a new one. */
async function draftFor(
  em: EntityManager,
  events: EventRecorder,
  purchaseOrderId: string | null,
  supplierId: string | null,
  actorId: string,
  at: Date,
): Promise<{ id: string; number: string }> {
  if (purchaseOrderId) {
    const named = await lockPurchaseOrder(em, purchaseOrderId);
    assertPurchaseOrderAllows(named, 'edit_lines');
    if (supplierId && named.supplierId !== supplierId) {
      throw new ConflictError('El pedido elegido es de otro proveedor.');
    }
    events.record(
      new PurchaseOrderUpdated(named.id, purchaseOrderPayload(named, 'draft'), actorId, at),
    );
    return named;
  }
  await checkSupplier(em, supplierId!);
  const [draft] = await runSql<{ id: string; number: string }>(
    em,
    `select id, number from purchase_order where supplier_id = $1 and status = 'draft'
      order by created_at desc limit 1 for update`,
    [supplierId],
  );
  if (draft) {
    events.record(
      new PurchaseOrderUpdated(
        draft.id,
        purchaseOrderPayload({ ...draft, supplierId: supplierId! }, 'draft'),
        actorId,
        at,
      ),
    );
    return draft;
  }
  const id = randomUUID();
  const number = await drawPurchaseOrderNumber(em, at);
  await runSql(
    em,
    `insert into purchase_order (id, number, supplier_id, created_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)`,
    [id, number, supplierId, actorId, at],
    'run',
  );
  events.record(
    new PurchaseOrderCreated(
      id,
      purchaseOrderPayload({ id, number, supplierId: supplierId! }, 'draft'),
      actorId,
      at,
    ),
  );
  return { id, number };
}
