import { type EntityManager } from '@mikro-orm/postgresql';
import { type PurchaseOrderStatus } from '@px/contracts';
import { type ApiFieldError, type PartUnit } from '@px/contracts';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  drawYearlyNumber,
  runSql,
} from '@px/platform';
import { quantityProblems } from '../domain/quantity';
import { MAX_PRICE_CENTS } from '../domain/part-fields';
import {
  PURCHASE_ORDER_NOT_FOUND,
  formatPurchaseOrderNumber,
  purchaseOrderRefusal,
} from '../domain/purchase-order-rules';
import { type PurchaseOrderEventPayload } from '../events/purchase-order.events';

/** A purchase order locked for a command, with its lines. */
export interface LockedPurchaseOrder {
  id: string;
  number: string;
  supplierId: string;
  status: PurchaseOrderStatus;
  version: number;
  lines: {
    id: string;
    partId: string;
    quantity: number;
    receivedQuantity: number;
    unitCostCents: number;
  }[];
}

/** A new line as the commands write it. */
export interface PurchaseLineInput {
  part_id: string;
  quantity: number;
  unit_cost_cents?: number;
}

/** The next purchase-order number of the year (gap-free: `drawYearlyNumber`). */
export async function drawPurchaseOrderNumber(em: EntityManager, now: Date): Promise<string> {
  const { year, sequence } = await drawYearlyNumber(em, 'purchase_order_counter', now);
  return formatPurchaseOrderNumber(year, sequence);
}

export async function lockPurchaseOrder(
  em: EntityManager,
  id: string,
): Promise<LockedPurchaseOrder> {
  const [order] = await runSql<{
    id: string;
    number: string;
    supplier_id: string;
    status: PurchaseOrderStatus;
    version: number;
  }>(
    em,
    'select id, number, supplier_id, status, version from purchase_order where id = $1 for update',
    [id],
  );
  if (!order) throw new NotFoundError(PURCHASE_ORDER_NOT_FOUND);
  const lines = await runSql<{
    id: string;
    part_id: string;
    quantity: string;
    received_quantity: string;
    unit_cost_cents: string;
  }>(
    em,
    `select id, part_id, quantity, received_quantity, unit_cost_cents from purchase_order_line
      where purchase_order_id = $1 order by position`,
    [id],
  );
  return {
    id: order.id,
    number: order.number,
    supplierId: order.supplier_id,
    status: order.status,
    version: order.version,
    lines: lines.map((line) => ({
      id: line.id,
      partId: line.part_id,
      quantity: Number(line.quantity),
      receivedQuantity: Number(line.received_quantity),
      unitCostCents: Number(line.unit_cost_cents),
    })),
  };
}

/** 409 unless the order's status allows the action. */
export function assertPurchaseOrderAllows(
  order: LockedPurchaseOrder,
  action: Parameters<typeof purchaseOrderRefusal>[1],
): void {
  const refusal = purchaseOrderRefusal(order.status, action);
  if (refusal) throw new ConflictError(refusal, { status: order.status });
}

/**
 * Replaces a draft's lines (positions 1…n). Costs default to the part's catalogue cost; parts
 * that do not exist are a 404 (lockStock checks them before this runs).
 */
export async function writePurchaseLines(
  em: EntityManager,
  orderId: string,
  lines: readonly PurchaseLineInput[],
): Promise<void> {
  await runSql(
    em,
    'delete from purchase_order_line where purchase_order_id = $1',
    [orderId],
    'run',
  );
  if (lines.length === 0) return;
  await runSql(
    em,
    `insert into purchase_order_line (id, purchase_order_id, position, part_id, quantity,
            unit_cost_cents)
     select gen_random_uuid(), $1, l.position, l.part_id, l.quantity,
            coalesce(l.unit_cost_cents, p.cost_cents)
       from jsonb_to_recordset($2::jsonb)
         as l (position int, part_id uuid, quantity numeric, unit_cost_cents bigint)
       join part p on p.id = l.part_id`,
    [
      orderId,
      JSON.stringify(
        lines.map((line, i) => ({
          position: i + 1,
          part_id: line.part_id,
          quantity: line.quantity,
          unit_cost_cents: line.unit_cost_cents ?? null,
        })),
      ),
    ],
    'run',
  );
}

export function purchaseOrderPayload(
  order: Pick<LockedPurchaseOrder, 'id' | 'number' | 'supplierId'>,
  status: PurchaseOrderStatus,
  received?: PurchaseOrderEventPayload['received'],
): PurchaseOrderEventPayload {
  return {
    id: order.id,
    number: order.number,
    supplier_id: order.supplierId,
    status,
    ...(received ? { received } : {}),
  };
}

/** Records the status change and bumps the version. */
export async function setPurchaseOrderStatus(
  em: EntityManager,
  id: string,
  status: PurchaseOrderStatus,
  at: Date,
): Promise<void> {
  const column = { sent: 'sent_at', received: 'received_at', cancelled: 'cancelled_at' }[
    status as 'sent' | 'received' | 'cancelled'
  ];
  await runSql(
    em,
    `update purchase_order set status = $2, ${column ? `${column} = $3,` : ''}
            updated_at = $3, version = version + 1
      where id = $1`,
    [id, status, at],
    'run',
  );
}

/**
 * The lines' meaning (the DTO checked their shapes): parts that exist, quantities in each part's
 * unit (no half a unit-counted part), costs ≥ 0, each part once. 400 with the line at fault.
 */
export async function checkPurchaseLines(
  em: EntityManager,
  lines: readonly PurchaseLineInput[],
): Promise<void> {
  const problems: ApiFieldError[] = [];
  const ids = [...new Set(lines.map((line) => line.part_id))];
  const parts = ids.length
    ? await runSql<{ id: string; unit: PartUnit }>(
        em,
        'select id, unit from part where id = any($1::uuid[])',
        [`{${ids.join(',')}}`],
      )
    : [];
  const unitOf = new Map(parts.map((part) => [part.id, part.unit]));
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const unit = unitOf.get(line.part_id);
    if (!unit) {
      problems.push({
        field: `lines.${i}.part_id`,
        code: 'exists',
        message: 'La pieza no existe.',
      });
      return;
    }
    if (seen.has(line.part_id)) {
      problems.push({
        field: `lines.${i}.part_id`,
        code: 'unique',
        message: 'La pieza ya está en otra línea del pedido: suma las cantidades.',
      });
    }
    seen.add(line.part_id);
    problems.push(...quantityProblems(line.quantity, unit, `lines.${i}.quantity`));
    const cost = line.unit_cost_cents;
    if (cost !== undefined && (!Number.isInteger(cost) || cost < 0 || cost > MAX_PRICE_CENTS)) {
      problems.push({
        field: `lines.${i}.unit_cost_cents`,
        code: 'min',
        message: 'El coste unitario debe ser un importe en céntimos mayor o igual que cero.',
      });
    }
  });
  if (problems.length) throw new ValidationError(problems);
}

/** The supplier of an order: one that exists and is active (400 otherwise). */
export async function checkSupplier(em: EntityManager, supplierId: string): Promise<void> {
  const [supplier] = await runSql<{ active: boolean }>(
    em,
    'select active from supplier where id = $1',
    [supplierId],
  );
  if (!supplier || !supplier.active) {
    throw new ValidationError([
      {
        field: 'supplier_id',
        code: 'exists',
        message: supplier ? 'El proveedor está dado de baja.' : 'El proveedor no existe.',
      },
    ]);
  }
}
