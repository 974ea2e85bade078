import { type EstimateChannel, type EstimateDecision, type WorkOrderPriority } from '@px/contracts';
import { type WorkOrderActor } from './work-order-actor';
import { type WorkOrderRefusal } from './work-order-refusal';

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

/** The order's own fields the forms edit (customer, vehicle and assignee are checked apart). */
export interface EditableOrder {
  title: string;
  complaint: string;
  requestedWork: string;
  diagnosis: string;
  priority: WorkOrderPriority;
  odometerInKm: number | null;
  odometerOutKm: number | null;
  promisedAt: Date | null;
  estimateDecision: EstimateDecision | null;
  estimateDecidedAt: Date | null;
  estimateChannel: EstimateChannel | null;
}

/** Only the editable fields of `order` (an entity holds more). */
function editableOf(order: EditableOrder): EditableOrder {
  return {
    title: order.title,
    complaint: order.complaint,
    requestedWork: order.requestedWork,
    diagnosis: order.diagnosis,
    priority: order.priority,
    odometerInKm: order.odometerInKm,
    odometerOutKm: order.odometerOutKm,
    promisedAt: order.promisedAt,
    estimateDecision: order.estimateDecision,
    estimateDecidedAt: order.estimateDecidedAt,
    estimateChannel: order.estimateChannel,
  };
}

/** Field name → property, for the plain fields. */
const PLAIN = {
  title: 'title',
  complaint: 'complaint',
  requested_work: 'requestedWork',
  diagnosis: 'diagnosis',
  priority: 'priority',
  odometer_in_km: 'odometerInKm',
  odometer_out_km: 'odometerOutKm',
} as const satisfies Partial<Record<keyof WorkOrderFields, keyof EditableOrder>>;

/**
 * The estimate's channel follows its decision: a decision recorded without a channel was taken in
 * person, and without a decision there is no channel.
 */
export function estimateChannelOf(
  decision: EstimateDecision | null,
  channel: EstimateChannel | null,
): EstimateChannel | null {
  if (!decision) return null;
  return channel || 'in_person';
}

/**
 * The order's fields after applying those present in `fields`, and the names that changed (the
 * WorkOrderUpdated event's `changed`). A new estimate decision is dated `now`; clearing it clears
 * the date; the channel follows the decision (estimateChannelOf).
 */
export function orderFieldChanges(
  order: EditableOrder,
  fields: WorkOrderFields,
  now: Date,
): { next: EditableOrder; changed: string[] } {
  const next = editableOf(order);
  const changed: string[] = [];
  const set = <K extends keyof EditableOrder>(name: string, key: K, value: EditableOrder[K]) => {
    const current = next[key];
    const same =
      current instanceof Date && value instanceof Date
        ? current.getTime() === value.getTime()
        : current === value;
    if (same) return;
    next[key] = value;
    changed.push(name);
  };
  for (const [name, key] of Object.entries(PLAIN) as [keyof typeof PLAIN, keyof EditableOrder][]) {
    const value = fields[name];
    if (value !== undefined) set(name, key, value as never);
  }
  if (fields.promised_at !== undefined) {
    set('promised_at', 'promisedAt', fields.promised_at ? new Date(fields.promised_at) : null);
  }
  if (fields.estimate_decision !== undefined) {
    set('estimate_decision', 'estimateDecision', fields.estimate_decision);
    if (order.estimateDecision !== next.estimateDecision) {
      next.estimateDecidedAt = next.estimateDecision ? now : null;
    }
  }
  if (fields.estimate_channel !== undefined) {
    set('estimate_channel', 'estimateChannel', fields.estimate_channel);
  }
  next.estimateChannel = estimateChannelOf(next.estimateDecision, next.estimateChannel);
  return { next, changed };
}

/** Assigning an order (on create or later) needs orders.assign. */
export function assignRefusal(
  actor: Pick<WorkOrderActor, 'canAssign'>,
  assigning: boolean,
): WorkOrderRefusal | null {
  if (!assigning || actor.canAssign) return null;
  return { kind: 'forbidden', message: 'No tienes permisos para asignar órdenes.' };
}

/** What a mechanic may change on an order assigned to them; the rest is the service advisor's. */
export const WORKER_FIELDS: ReadonlySet<string> = new Set(['diagnosis', 'odometer_out_km']);

/** Without orders.update, an actor changes only WORKER_FIELDS (and the status). */
export function workerFieldsRefusal(
  actor: Pick<WorkOrderActor, 'canManage'>,
  changed: readonly string[],
): WorkOrderRefusal | null {
  if (actor.canManage || changed.every((name) => WORKER_FIELDS.has(name))) return null;
  return {
    kind: 'forbidden',
    message:
      'En tus órdenes solo puedes cambiar el estado, el diagnóstico y los kilómetros de salida.',
  };
}

/** What the owning modules answered about the parties an order points to. */
export interface PartyAnswers {
  customerId: string;
  /** The customer exists. */
  customerFound: boolean;
  vehicleId: string | null;
  /** The vehicle the id names, null when it does not exist (or none was asked). */
  vehicle: { customer_id: string | null; license_plate: string } | null;
  assigneeId: string | null;
  /** The assignee is an active employee. */
  assigneeActive: boolean;
}

/**
 * What an order points to must exist: the customer, the vehicle (and be that customer's) and the
 * assignee (an active employee).
 */
export function partiesRefusal(parties: PartyAnswers): WorkOrderRefusal | null {
  if (!parties.customerFound) {
    return { kind: 'not_found', message: 'El cliente indicado no existe.' };
  }
  if (parties.vehicleId && !parties.vehicle) {
    return { kind: 'not_found', message: 'El vehículo indicado no existe.' };
  }
  if (parties.vehicle && parties.vehicle.customer_id !== parties.customerId) {
    return {
      kind: 'invalid',
      field: 'vehicle_id',
      code: 'vehicle_not_owned',
      message: `El vehículo ${parties.vehicle.license_plate} no pertenece a este cliente.`,
    };
  }
  if (parties.assigneeId && !parties.assigneeActive) {
    return { kind: 'not_found', message: 'El empleado indicado no existe o está de baja.' };
  }
  return null;
}
