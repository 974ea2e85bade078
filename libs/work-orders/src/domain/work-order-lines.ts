import { type WorkOrderActor } from './work-order-actor';
import { DEFAULT_VAT_PERCENT, type WorkOrderLineType, type WorkOrderStatus } from '@px/contracts';
import { type WorkOrderRefusal } from './work-order-refusal';
import { STATUS_LABELS, linesAreEditable } from './work-order-status';

export const LINE_NOT_FOUND = 'La línea de la orden no existe.';

/** A line's fields as POST/PUT /api/work-order-items send them. */
export interface LineFields {
  type?: WorkOrderLineType;
  name?: string;
  planned_hours?: number;
  quantity?: number;
  unit_price_cents?: number;
  discount_percent?: number;
  vat_percent?: number;
  finished?: boolean;
  /** A part line's catalogue part (inventory), or null for a free-text part. */
  part_id?: string | null;
}

export interface NewLine extends LineFields {
  name: string;
}

/** A line's own fields, as the rules read and write them. */
export interface EditableLine {
  type: WorkOrderLineType;
  name: string;
  plannedHours: number;
  quantity: number;
  unitPriceCents: number;
  discountPercent: number;
  vatPercent: number;
  finishedAt: Date | null;
  partId: string | null;
}

/** The lines of completed and cancelled orders are frozen (409). */
export function frozenLinesRefusal(status: WorkOrderStatus): WorkOrderRefusal | null {
  if (linesAreEditable(status)) return null;
  return {
    kind: 'conflict',
    message: `No se pueden cambiar las líneas de una orden ${STATUS_LABELS[status].toLowerCase()}.`,
    details: { status },
  };
}

/** A line changed through the order it belongs to: another order named in the body is a 400. */
export function lineOrderRefusal(
  lineOrderId: string,
  namedOrderId: string | null | undefined,
): WorkOrderRefusal | null {
  if (!namedOrderId || namedOrderId === lineOrderId) return null;
  return {
    kind: 'invalid',
    field: 'work_order_id',
    code: 'mismatch',
    message: 'La línea no pertenece a la orden indicada.',
  };
}

/**
 * The line's fields after applying those present in `fields`, and the names that changed. Marking
 * it finished dates it `now`. Labor is sold by its hours: its quantity is those hours; parts and
 * fees have no hours.
 */
export function lineFieldChanges(
  line: EditableLine,
  fields: LineFields,
  now: Date,
): { next: EditableLine; changed: string[] } {
  const next: EditableLine = {
    type: line.type,
    name: line.name,
    plannedHours: line.plannedHours,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    discountPercent: line.discountPercent,
    vatPercent: line.vatPercent,
    finishedAt: line.finishedAt,
    partId: line.partId,
  };
  const changed: string[] = [];
  const set = <K extends keyof EditableLine>(name: string, key: K, value: EditableLine[K]) => {
    if (next[key] === value) return;
    next[key] = value;
    changed.push(name);
  };
  if (fields.type !== undefined) set('type', 'type', fields.type);
  if (fields.name !== undefined) set('name', 'name', fields.name);
  if (fields.planned_hours !== undefined) {
    set('planned_hours', 'plannedHours', fields.planned_hours);
  }
  if (fields.quantity !== undefined) set('quantity', 'quantity', fields.quantity);
  if (fields.unit_price_cents !== undefined) {
    set('unit_price_cents', 'unitPriceCents', fields.unit_price_cents);
  }
  if (fields.discount_percent !== undefined) {
    set('discount_percent', 'discountPercent', fields.discount_percent);
  }
  if (fields.vat_percent !== undefined) set('vat_percent', 'vatPercent', fields.vat_percent);
  if (fields.part_id !== undefined) set('part_id', 'partId', fields.part_id);
  if (fields.finished !== undefined && fields.finished !== (next.finishedAt !== null)) {
    next.finishedAt = fields.finished ? now : null;
    changed.push('finished');
  }
  if (next.type === 'labor') next.quantity = next.plannedHours;
  else next.plannedHours = 0;
  // Only a part line takes from the shelf: a line turned into labor or a fee lets its part go.
  if (next.type !== 'part' && next.partId !== null) {
    next.partId = null;
    if (!changed.includes('part_id')) changed.push('part_id');
  }
  return { next, changed };
}

/** What a new line starts from: labor unless told otherwise, no price, the default VAT rate. */
function blankLine(fields: NewLine): EditableLine {
  return {
    type: fields.type ?? 'labor',
    name: fields.name,
    plannedHours: 0,
    quantity: 1,
    unitPriceCents: 0,
    discountPercent: 0,
    vatPercent: DEFAULT_VAT_PERCENT,
    finishedAt: null,
    partId: null,
  };
}

/** A new line's fields, and the names `fields` set away from a blank line's. */
export function newLineFields(
  fields: NewLine,
  now: Date,
): { next: EditableLine; changed: string[] } {
  return lineFieldChanges(blankLine(fields), fields, now);
}

/** The fields that make a line's price: the front office's, not the mechanic's. */
export const PRICE_FIELDS: readonly string[] = [
  'unit_price_cents',
  'discount_percent',
  'vat_percent',
];

/**
 * A change of price, discount or VAT needs items.price (403): a mechanic marks lines done and logs
 * hours but does not set what the customer pays. Sending a line back with its prices unchanged is
 * no change.
 */
export function pricingRefusal(
  actor: Pick<WorkOrderActor, 'canPrice'>,
  changed: readonly string[],
): WorkOrderRefusal | null {
  if (actor.canPrice || !changed.some((name) => PRICE_FIELDS.includes(name))) return null;
  return {
    kind: 'forbidden',
    message: 'No tienes permiso para cambiar el precio, el descuento ni el IVA de una línea.',
  };
}
