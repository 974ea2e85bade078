import { type EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_VAT_PERCENT, type WorkOrderLineType, type WorkOrderStatus } from '@px/contracts';
import { ConflictError } from '@px/platform';
import { linesAreEditable, STATUS_LABELS } from '../domain/work-order-status';
import { type WorkOrder, WorkOrderLineRecord } from '../domain/work-order.entity';

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

/** 409 when the order's lines are frozen (completed or cancelled orders). */
export function assertLinesEditable(order: WorkOrder): void {
  if (!linesAreEditable(order.status)) {
    throw new ConflictError(
      `No se pueden cambiar las líneas de una orden ${STATUS_LABELS[order.status as WorkOrderStatus].toLowerCase()}.`,
      { status: order.status },
    );
  }
}

/** Applies the fields present; returns the names that changed. */
export function applyLineFields(
  line: WorkOrderLineRecord,
  fields: LineFields,
  now: Date,
): string[] {
  const changed: string[] = [];
  const set = <K extends keyof WorkOrderLineRecord>(
    name: string,
    key: K,
    value: WorkOrderLineRecord[K],
  ) => {
    if (line[key] === value) return;
    line[key] = value;
    changed.push(name);
  };
  if (fields.type !== undefined) set('type', 'type', fields.type);
  if (fields.name !== undefined) set('name', 'name', fields.name);
  if (fields.planned_hours !== undefined)
    set('planned_hours', 'plannedHours', fields.planned_hours);
  if (fields.quantity !== undefined) set('quantity', 'quantity', fields.quantity);
  if (fields.unit_price_cents !== undefined) {
    set('unit_price_cents', 'unitPriceCents', fields.unit_price_cents);
  }
  if (fields.discount_percent !== undefined) {
    set('discount_percent', 'discountPercent', fields.discount_percent);
  }
  if (fields.vat_percent !== undefined) set('vat_percent', 'vatPercent', fields.vat_percent);
  if (fields.finished !== undefined && fields.finished !== (line.finishedAt !== null)) {
    line.finishedAt = fields.finished ? now : null;
    changed.push('finished');
  }
  // Labor is sold by its hours: its quantity is those hours; parts and fees have no hours.
  if (line.type === 'labor') line.quantity = line.plannedHours;
  else line.plannedHours = 0;
  return changed;
}

/** A new line of `order` at `position` (not persisted). */
export function buildLine(
  order: WorkOrder,
  fields: NewLine,
  position: number,
  now: Date,
): WorkOrderLineRecord {
  const line = new WorkOrderLineRecord();
  line.workOrderId = order.id;
  line.position = position;
  line.type = fields.type ?? 'labor';
  line.name = fields.name;
  line.vatPercent = DEFAULT_VAT_PERCENT;
  applyLineFields(line, fields, now);
  return line;
}

/** Appends a line to the order (after its last one). */
export async function addLine(
  em: EntityManager,
  order: WorkOrder,
  fields: NewLine,
): Promise<WorkOrderLineRecord> {
  const [{ next }] = await em.execute<{ next: number }[]>(
    'select coalesce(max(position), 0) + 1 as next from work_order_line where work_order_id = ?',
    [order.id],
  );
  const line = buildLine(order, fields, Number(next), new Date());
  em.persist(line);
  await em.flush();
  return line;
}
