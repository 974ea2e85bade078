import { QueryBus } from '@nestjs/cqrs';
import { GetCustomerRefsQuery } from '@px/customers';
import { GetVehicleRefsQuery, type VehicleRef } from '@px/vehicles';
import { GetEmployeeRefsQuery } from '@px/workforce';
import {
  type WorkOrderFields,
  orderFieldChanges,
  partiesRefusal,
} from '../domain/work-order-fields';
import { workOrderSearchSource } from '../domain/work-order-search';
import { type WorkOrder } from '../domain/work-order.entity';
import { assertAllowed } from './work-order-refusals';

export interface OrderParties {
  customerName: string;
  vehicle: VehicleRef | null;
}

/**
 * Checks what an order points to (partiesRefusal), asking the owning modules' queries. Returns the
 * labels the order keeps (customer name, vehicle).
 */
export async function checkParties(
  queries: QueryBus,
  customerId: string,
  vehicleId: string | null,
  assigneeId: string | null,
): Promise<OrderParties> {
  const [customers, vehicles, employees] = await Promise.all([
    queries.execute(new GetCustomerRefsQuery([customerId])),
    vehicleId ? queries.execute(new GetVehicleRefsQuery([vehicleId])) : Promise.resolve([]),
    assigneeId ? queries.execute(new GetEmployeeRefsQuery([assigneeId])) : Promise.resolve([]),
  ]);
  const vehicle = vehicles[0] ?? null;
  assertAllowed(
    partiesRefusal({
      customerId,
      customerFound: customers.length > 0,
      vehicleId,
      vehicle,
      assigneeId,
      assigneeActive: employees.some((employee) => employee.active),
    }),
  );
  return { customerName: customers[0].full_name, vehicle };
}

/**
 * Applies the fields present in `fields` (orderFieldChanges); returns the names that changed.
 * Customer, vehicle and assignee are applied by the caller after checkParties.
 */
export function applyPlainFields(order: WorkOrder, fields: WorkOrderFields, now: Date): string[] {
  const { next, changed } = orderFieldChanges(order, fields, now);
  Object.assign(order, next);
  return changed;
}

/** The customer's and vehicle's labels the order keeps, and the search text they make. */
export function applyPartyLabels(order: WorkOrder, parties: OrderParties): void {
  order.customerName = parties.customerName;
  order.licensePlate = parties.vehicle?.license_plate ?? null;
  order.vehicleMake = parties.vehicle?.make ?? null;
  order.vehicleModel = parties.vehicle?.model ?? null;
  refreshSearchSource(order);
}

/** After a change of the number, title or labels. */
export function refreshSearchSource(order: WorkOrder): void {
  order.searchSource = workOrderSearchSource(order);
}
