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
  if (fields.finished !== undefined && fields.finished !== (next.finishedAt !== null)) {
    next.finishedAt = fields.finished ? now : null;
    changed.push('finished');
  }
  if (next.type === 'labor') next.quantity = next.plannedHours;
  else next.plannedHours = 0;
  return { next, changed };
}

/** A new line's fields: labor unless told otherwise, at the default VAT rate. */
export function newLineFields(fields: NewLine, now: Date): EditableLine {
  return lineFieldChanges(
    {
      type: fields.type ?? 'labor',
      name: fields.name,
      plannedHours: 0,
      quantity: 1,
      unitPriceCents: 0,
      discountPercent: 0,
      vatPercent: DEFAULT_VAT_PERCENT,
      finishedAt: null,
    },
    fields,
    now,
  ).next;
}
