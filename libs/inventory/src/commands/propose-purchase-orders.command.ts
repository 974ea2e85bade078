import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PartUnit, type PurchaseProposalReport } from '@px/contracts';
import { CommandTransaction, runSql } from '@px/platform';
import { proposePurchases } from '../domain/purchase-proposal';
import { PurchaseOrderCreated } from '../events/purchase-order.events';
import {
  drawPurchaseOrderNumber,
  purchaseOrderPayload,
  writePurchaseLines,
} from './purchase-order-record';
import { lockRequest, moveRequest } from './spare-part-request-record';

/**
 * POST /api/purchase-orders/proposals: one draft per preferred supplier with the parts at or below
 * their minimum (up to their maximum, counting what is already on order) and the approved requests
 * still to order, which become `ordered` on it. Nothing is sent: the desk reviews the drafts.
 */
export class ProposePurchaseOrdersCommand extends Command<PurchaseProposalReport> {
  constructor(
    readonly actorId: string,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(ProposePurchaseOrdersCommand)
export class ProposePurchaseOrdersHandler implements ICommandHandler<
  ProposePurchaseOrdersCommand,
  PurchaseProposalReport
> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ actorId, at }: ProposePurchaseOrdersCommand): Promise<PurchaseProposalReport> {
    return this.commands.run(async (em, events) => {
      const requests = await runSql<{ id: string; part_id: string; quantity: string }>(
        em,
        `select id, part_id, quantity from spare_part_request
          where status = 'approved' and part_id is not null
          order by approved_at, id for update`,
      );
      const parts = await runSql<{
        id: string;
        reference: string;
        name: string;
        preferred_supplier_id: string | null;
        unit: PartUnit;
        cost_cents: string;
        available: string;
        on_order: string;
        min_stock: string;
        max_stock: string;
      }>(
        em,
        `select p.id, p.reference, p.name, p.preferred_supplier_id, p.unit, p.cost_cents,
                s.on_hand - s.reserved as available, s.on_order, p.min_stock, p.max_stock
           from part p join part_stock s on s.part_id = p.id
          where (p.active and p.min_stock > 0 and s.on_hand - s.reserved + s.on_order <= p.min_stock)
             or p.id = any($1::uuid[])`,
        [`{${[...new Set(requests.map((r) => r.part_id))].join(',')}}`],
      );
      const { proposals, withoutSupplier } = proposePurchases(
        parts.map((part) => ({
          partId: part.id,
          supplierId: part.preferred_supplier_id,
          unit: part.unit,
          costCents: Number(part.cost_cents),
          available: Number(part.available),
          onOrder: Number(part.on_order),
          minStock: Number(part.min_stock),
          maxStock: Number(part.max_stock),
        })),
        requests.map((r) => ({ requestId: r.id, partId: r.part_id, quantity: Number(r.quantity) })),
      );
      const created: PurchaseProposalReport['created'] = [];
      for (const proposal of proposals) {
        const id = randomUUID();
        const number = await drawPurchaseOrderNumber(em, at);
        await runSql(
          em,
          `insert into purchase_order (id, number, supplier_id, notes, created_by, created_at, updated_at)
           values ($1, $2, $3, 'Propuesta automática: bajo mínimo y solicitudes aprobadas', $4, $5, $5)`,
          [id, number, proposal.supplierId, actorId, at],
          'run',
        );
        await writePurchaseLines(
          em,
          id,
          proposal.lines.map((line) => ({
            part_id: line.partId,
            quantity: line.quantity,
            unit_cost_cents: line.unitCostCents,
          })),
        );
        for (const requestId of proposal.lines.flatMap((line) => line.requestIds)) {
          const request = await lockRequest(em, requestId);
          await moveRequest(
            em,
            events,
            request,
            'ordered',
            { actorId, at },
            {
              purchaseOrder: { id, number },
            },
          );
        }
        events.record(
          new PurchaseOrderCreated(
            id,
            purchaseOrderPayload({ id, number, supplierId: proposal.supplierId }, 'draft'),
            actorId,
            at,
          ),
        );
        created.push({
          id,
          number,
          supplier_id: proposal.supplierId,
          lines: proposal.lines.length,
        });
      }
      const byId = new Map(parts.map((part) => [part.id, part]));
      return {
        created,
        without_supplier: withoutSupplier.map((partId) => ({
          part_id: partId,
          reference: byId.get(partId)!.reference,
          name: byId.get(partId)!.name,
        })),
      };
    });
  }
}
