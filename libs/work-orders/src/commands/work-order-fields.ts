import { QueryBus } from '@nestjs/cqrs';
import { type EstimateChannel, type EstimateDecision, type WorkOrderPriority } from '@px/contracts';
import { GetCustomerRefsQuery } from '@px/customers';
import { NotFoundError, ValidationError } from '@px/platform';
import { GetVehicleRefsQuery, type VehicleRef } from '@px/vehicles';
import { GetEmployeeRefsQuery } from '@px/workforce';
import { workOrderSearchSource } from '../domain/work-order-search';
import { type WorkOrder } from '../domain/work-order.entity';

/** The editable fields of an order, as the create and edit forms send them (snake_case). */
export interface WorkOrderFields {
  title?: string;
  complaint?: string;
  requested_work?: string;
  diagnosis?: string;
  priority?: WorkOrderPriority;
  customer_id?: string;
  vehicle_id?: string | null;
  assigned_employee_id?: string | null;
  odometer_in_km?: number | null;
  odometer_out_km?: number | null;
  promised_at?: string | null;
  estimate_decision?: EstimateDecision | null;
  estimate_channel?: EstimateChannel | null;
}

/** Field name → entity property, for the plain fields (customer, vehicle and assignee are checked). */
const PLAIN = {
  title: 'title',
  complaint: 'complaint',
  requested_work: 'requestedWork',
  diagnosis: 'diagnosis',
  priority: 'priority',
  odometer_in_km: 'odometerInKm',
  odometer_out_km: 'odometerOutKm',
} as const satisfies Partial<Record<keyof WorkOrderFields, keyof WorkOrder>>;

export interface OrderParties {
  customerName: string;
  vehicle: VehicleRef | null;
}

/**
 * Checks what an order points to, through the owning modules' queries: the customer exists, the
 * vehicle exists and is that customer's, the assignee is an active employee. Returns the labels
 * the order keeps (customer name, vehicle).
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
  if (!customers.length) throw new NotFoundError('El cliente indicado no existe.');
  const vehicle = vehicles[0] ?? null;
  if (vehicleId && !vehicle) throw new NotFoundError('El vehículo indicado no existe.');
  if (vehicle && vehicle.customer_id !== customerId) {
    throw new ValidationError([
      {
        field: 'vehicle_id',
        code: 'vehicle_not_owned',
        message: `El vehículo ${vehicle.license_plate} no pertenece a este cliente.`,
      },
    ]);
  }
  if (assigneeId && !employees.some((employee) => employee.active)) {
    throw new NotFoundError('El empleado indicado no existe o está de baja.');
  }
  return { customerName: customers[0].full_name, vehicle };
}

/**
 * Applies the fields present in `fields`; returns the names that changed. Customer, vehicle and
 * assignee are applied by the caller after checkParties.
 */
export function applyPlainFields(order: WorkOrder, fields: WorkOrderFields, now: Date): string[] {
  const changed: string[] = [];
  const set = <K extends keyof WorkOrder>(name: string, key: K, value: WorkOrder[K]) => {
    const current = order[key];
    const same =
      current instanceof Date && value instanceof Date
        ? current.getTime() === value.getTime()
        : current === value;
    if (same) return;
    order[key] = value;
    changed.push(name);
  };
  for (const [name, key] of Object.entries(PLAIN) as [keyof typeof PLAIN, keyof WorkOrder][]) {
    const value = fields[name];
    if (value !== undefined) set(name, key, value as never);
  }
  if (fields.promised_at !== undefined) {
    set('promised_at', 'promisedAt', fields.promised_at ? new Date(fields.promised_at) : null);
  }
  if (fields.estimate_decision !== undefined) {
    const before = order.estimateDecision;
    set('estimate_decision', 'estimateDecision', fields.estimate_decision);
    if (before !== order.estimateDecision)
      order.estimateDecidedAt = fields.estimate_decision ? now : null;
  }
  if (fields.estimate_channel !== undefined) {
    set('estimate_channel', 'estimateChannel', fields.estimate_channel);
  }
  if (order.estimateDecision && !order.estimateChannel) order.estimateChannel = 'in_person';
  if (!order.estimateDecision) order.estimateChannel = null;
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
