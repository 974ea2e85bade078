import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetCustomerCardQuery } from '@px/customers';
import { GetWorkshopProfileQuery } from '@px/system';
import { GetVehicleRefsQuery } from '@px/vehicles';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { WorkOrdersReader } from '../queries/work-orders-reader';
import { renderRepairOrderPdf } from './repair-order.pdf';

/** GET /api/work-orders/{id}/pdf: gathers what the repair order prints, then renders it. */
@Injectable()
export class RepairOrderDocuments {
  constructor(
    private readonly reader: WorkOrdersReader,
    private readonly queries: QueryBus,
  ) {}

  /** The PDF and its file name, or null for an order the actor cannot see. */
  async render(
    id: string,
    actor: WorkOrderActor,
  ): Promise<{ pdf: Buffer; fileName: string } | null> {
    const order = await this.reader.get(id, actor);
    if (!order) return null;
    const [workshop, customer, vehicles] = await Promise.all([
      this.queries.execute(new GetWorkshopProfileQuery()),
      this.queries.execute(new GetCustomerCardQuery(order.customer_id)),
      order.vehicle_id
        ? this.queries.execute(new GetVehicleRefsQuery([order.vehicle_id]))
        : Promise.resolve([]),
    ]);
    const pdf = await renderRepairOrderPdf({
      order,
      workshop,
      customer,
      vehicle: vehicles[0] ?? null,
      printedAt: new Date(),
    });
    return { pdf, fileName: `orden-reparacion-${order.number}.pdf` };
  }
}
