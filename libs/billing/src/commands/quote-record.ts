import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type QueryBus } from '@nestjs/cqrs';
import { type QuoteStatus } from '@px/contracts';
import { GetCustomerRefsQuery } from '@px/customers';
import { GetPartQuery } from '@px/inventory';
import { NotFoundError, type Principal, ValidationError, runSql } from '@px/platform';
import { GetVehicleRefsQuery } from '@px/vehicles';
import { GetWorkOrderActorQuery, GetWorkOrderQuery } from '@px/work-orders';
import { type FieldProblem } from '../domain/field-problem';
import { QUOTE_NOT_FOUND, type QuoteDraft } from '../domain/quote-draft';
import { type QuoteEventPayload } from '../events/quote.events';

/** The labels a quote keeps of what it names (as they were when it was written). */
export interface QuoteParties {
  customerName: string;
  licensePlate: string | null;
  plateSearch: string | null;
  vehicleLabel: string | null;
}

/**
 * Checks what a draft names through the owning modules' queries (400 on the field, never a foreign
 * key's 500): a live customer, their vehicle, the open order it would extend (one the caller can
 * see, of the same customer, still taking lines) and the catalogue parts of its part lines.
 */
export async function checkQuoteParties(
  queries: QueryBus,
  draft: QuoteDraft,
  principal: Principal,
): Promise<QuoteParties> {
  const problems: FieldProblem[] = [];
  const [customers, vehicles] = await Promise.all([
    queries.execute(new GetCustomerRefsQuery([draft.customerId])),
    draft.vehicleId ? queries.execute(new GetVehicleRefsQuery([draft.vehicleId])) : [],
  ]);
  if (!customers.length) {
    problems.push({
      field: 'customer_id',
      code: 'exists',
      message: 'El cliente indicado no existe.',
    });
  }
  const vehicle = vehicles[0] ?? null;
  if (draft.vehicleId && !vehicle) {
    problems.push({
      field: 'vehicle_id',
      code: 'exists',
      message: 'El vehículo indicado no existe.',
    });
  } else if (vehicle && vehicle.customer_id !== draft.customerId) {
    problems.push({
      field: 'vehicle_id',
      code: 'owner',
      message: 'El vehículo no es de este cliente.',
    });
  }
  if (draft.workOrderId) {
    const actor = await queries.execute(new GetWorkOrderActorQuery(principal));
    const order = await queries.execute(new GetWorkOrderQuery(draft.workOrderId, actor));
    const problem = !order
      ? 'La orden de trabajo indicada no existe.'
      : order.customer_id !== draft.customerId
        ? 'La orden de trabajo es de otro cliente.'
        : order.status === 'completed' || order.status === 'cancelled'
          ? 'La orden de trabajo está terminada o cancelada: ya no admite más trabajos.'
          : null;
    if (problem) problems.push({ field: 'work_order_id', code: 'workOrder', message: problem });
  }
  for (const [i, line] of draft.lines.entries()) {
    if (!line.partId) continue;
    const found = await queries.execute(new GetPartQuery(line.partId)).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (!found) {
      problems.push({
        field: `lines.${i}.part_id`,
        code: 'exists',
        message: 'La pieza indicada no está en el almacén.',
      });
    }
  }
  if (problems.length) throw new ValidationError(problems);
  return {
    customerName: customers[0].full_name,
    licensePlate: vehicle?.license_plate ?? null,
    plateSearch: vehicle?.plate_normalized ?? null,
    vehicleLabel: vehicle ? [vehicle.make, vehicle.model].filter(Boolean).join(' ') || null : null,
  };
}

/** The quote's row as the commands read it, locked until they commit. */
export interface LockedQuote {
  id: string;
  number: string;
  status: QuoteStatus;
  revision: number;
  revision_id: string;
  revision_sent_at: Date | null;
  customer_id: string;
  customer_name: string;
  vehicle_id: string | null;
  license_plate: string | null;
  vehicle_label: string | null;
  odometer_km: number | null;
  work_order_id: string | null;
  valid_until: string | null;
  delivery_days: number | null;
  conditions: string | null;
  converted_work_order_id: string | null;
  total_cents: string;
  version: number;
}

/** The quote (404 when it does not exist) and its current revision, the quote's row locked. */
export async function lockQuote(em: EntityManager, id: string): Promise<LockedQuote> {
  const [row] = await runSql<LockedQuote>(
    em,
    `select q.id, q.number, q.status, q.revision, r.id as revision_id,
            r.sent_at as revision_sent_at, q.customer_id, q.customer_name, q.vehicle_id,
            q.license_plate, q.vehicle_label, q.odometer_km, q.work_order_id,
            q.valid_until::text as valid_until, q.delivery_days, q.conditions,
            q.converted_work_order_id, r.total_cents, q.version
       from quote q join quote_revision r on r.quote_id = q.id and r.revision = q.revision
      where q.id = $1
        for update of q`,
    [id],
  );
  if (!row) throw new NotFoundError(QUOTE_NOT_FOUND);
  return row;
}

/** What every quote event carries. */
export function quotePayload(
  quote: Pick<
    LockedQuote,
    'id' | 'number' | 'status' | 'revision' | 'customer_id' | 'work_order_id' | 'total_cents'
  >,
): QuoteEventPayload {
  return {
    id: quote.id,
    number: quote.number,
    status: quote.status,
    revision: quote.revision,
    customer_id: quote.customer_id,
    work_order_id: quote.work_order_id,
    total_cents: Number(quote.total_cents),
  };
}

/** The quote's own columns a draft sets, in the order `quoteDraftValues` gives them. */
export const QUOTE_DRAFT_COLUMNS = [
  'customer_id',
  'customer_name',
  'vehicle_id',
  'license_plate',
  'plate_search',
  'vehicle_label',
  'odometer_km',
  'work_order_id',
  'valid_until',
  'delivery_days',
  'conditions',
] as const;

export function quoteDraftValues(draft: QuoteDraft, parties: QuoteParties): unknown[] {
  return [
    draft.customerId,
    parties.customerName,
    draft.vehicleId,
    parties.licensePlate,
    parties.plateSearch,
    parties.vehicleLabel,
    draft.odometerKm,
    draft.workOrderId,
    draft.validUntil,
    draft.deliveryDays,
    draft.conditions,
  ];
}

/** A new draft revision with the draft's totals and lines; its id. */
export async function insertRevision(
  em: EntityManager,
  quoteId: string,
  revision: number,
  draft: QuoteDraft,
): Promise<string> {
  const id = randomUUID();
  await runSql(
    em,
    `insert into quote_revision (id, quote_id, revision, base_cents, vat_cents, total_cents,
                                 vat_breakdown)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [id, quoteId, revision, ...totalsValues(draft)],
    'run',
  );
  await writeQuoteLines(em, id, draft);
  return id;
}

/** A draft revision rewritten whole (the database refuses it once sent). */
export async function rewriteRevision(
  em: EntityManager,
  revisionId: string,
  draft: QuoteDraft,
): Promise<void> {
  await runSql(
    em,
    `update quote_revision set base_cents = $2, vat_cents = $3, total_cents = $4,
            vat_breakdown = $5, updated_at = now()
      where id = $1`,
    [revisionId, ...totalsValues(draft)],
    'run',
  );
  await runSql(em, 'delete from quote_line where revision_id = $1', [revisionId], 'run');
  await writeQuoteLines(em, revisionId, draft);
}

function totalsValues(draft: QuoteDraft): unknown[] {
  return [
    draft.totals.baseCents,
    draft.totals.vatCents,
    draft.totals.totalCents,
    JSON.stringify(
      draft.totals.breakdown.map((row) => ({
        vat_percent: row.vatRate,
        base_cents: row.baseCents,
        vat_cents: row.vatCents,
      })),
    ),
  ];
}

async function writeQuoteLines(
  em: EntityManager,
  revisionId: string,
  draft: QuoteDraft,
): Promise<void> {
  if (!draft.lines.length) return;
  // One statement for all the lines (a quote may have a couple of hundred).
  const rows = draft.lines.map((line, position) => ({
    id: randomUUID(),
    position: position + 1,
    type: line.type,
    description: line.description,
    quantity: line.quantity,
    unit_price_cents: line.unitPriceCents,
    discount_percent: line.discountPercent,
    vat_percent: line.vatRate,
    base_cents: line.baseCents,
    part_id: line.partId,
  }));
  await runSql(
    em,
    `insert into quote_line (id, revision_id, position, type, description, quantity,
                             unit_price_cents, discount_percent, vat_percent, base_cents, part_id)
     select l.id, $1, l.position, l.type, l.description, l.quantity, l.unit_price_cents,
            l.discount_percent, l.vat_percent, l.base_cents, l.part_id
       from jsonb_to_recordset($2::jsonb) as l (id uuid, position int, type text,
            description text, quantity numeric, unit_price_cents bigint,
            discount_percent numeric, vat_percent numeric, base_cents bigint, part_id uuid)`,
    [revisionId, JSON.stringify(rows)],
    'run',
  );
}
