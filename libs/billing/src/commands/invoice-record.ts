import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type QueryBus } from '@nestjs/cqrs';
import { type InvoiceSeries, type InvoiceStatus } from '@px/contracts';
import { GetCustomerQuery } from '@px/customers';
import { NotFoundError, ValidationError, runSql } from '@px/platform';
import { type InvoiceDraft, INVOICE_NOT_FOUND } from '../domain/invoice-draft';
import { InvoiceDrafted } from '../events/invoice.events';

/** The draft's own columns, in the order `draftValues` gives them (from $2 on). */
export const DRAFT_COLUMNS = `series, customer_id, recipient_name, recipient_tax_id, recipient_address,
  operation_date, due_date, payment_terms, notes, base_cents, vat_cents, total_cents, vat_breakdown`;

export function draftValues(draft: InvoiceDraft): unknown[] {
  return [
    draft.series,
    draft.customerId,
    draft.recipient.name,
    draft.recipient.taxId,
    draft.recipient.address,
    draft.operationDate,
    draft.dueDate,
    draft.paymentTerms,
    draft.notes,
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

/** What else a new draft links to: the work order or quote it invoices, or the invoice it rectifies. */
export interface DraftLinks {
  work_order_id?: string;
  quote_id?: string;
  rectified_invoice_id?: string;
  rectification_reason?: string;
  rectification_kind?: string;
}

/**
 * A new draft with its lines, inside the caller's transaction (blank, from a work order, or
 * rectifying an issued invoice); answers its id and the event to record.
 */
export async function insertDraft(
  em: EntityManager,
  draft: InvoiceDraft,
  actorId: string | null,
  links: DraftLinks = {},
): Promise<{ id: string; event: InvoiceDrafted }> {
  const id = randomUUID();
  const linked = Object.entries(links).filter(([, value]) => value !== undefined);
  const values = [id, ...draftValues(draft), actorId, ...linked.map(([, value]) => value)];
  await runSql(
    em,
    `insert into invoice (id, ${DRAFT_COLUMNS}, created_by${linked.map(([column]) => `, ${column}`).join('')})
     values (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
    values,
    'run',
  );
  await writeInvoiceLines(em, id, draft);
  const event = new InvoiceDrafted(
    id,
    {
      id,
      series: draft.series,
      number: null,
      customer_id: draft.customerId,
      total_cents: draft.totals.totalCents,
    },
    actorId,
  );
  return { id, event };
}

/** A customer the draft names must exist (400 on the field, not a foreign-key 500). */
export async function assertCustomerExists(
  queries: QueryBus,
  customerId: string | null,
): Promise<void> {
  if (!customerId) return;
  if (!(await queries.execute(new GetCustomerQuery(customerId)))) {
    throw new ValidationError([
      { field: 'customer_id', code: 'exists', message: 'El cliente indicado no existe.' },
    ]);
  }
}

/** The draft's lines replace whatever it had (a draft is edited whole). */
export async function writeInvoiceLines(
  em: EntityManager,
  invoiceId: string,
  draft: InvoiceDraft,
): Promise<void> {
  await runSql(em, 'delete from invoice_line where invoice_id = $1', [invoiceId], 'run');
  for (const [position, line] of draft.lines.entries()) {
    await runSql(
      em,
      `insert into invoice_line (id, invoice_id, position, type, description, quantity,
              unit_price_cents, discount_percent, vat_percent, base_cents, work_order_line_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        randomUUID(),
        invoiceId,
        position + 1,
        line.type,
        line.description,
        line.quantity,
        line.unitPriceCents,
        line.discountPercent,
        line.vatRate,
        line.baseCents,
        line.workOrderLineId ?? null,
      ],
      'run',
    );
  }
}

export interface LockedInvoice {
  id: string;
  series: InvoiceSeries;
  status: InvoiceStatus;
  number: string | null;
  version: number;
}

/** The invoice's row, locked for the command (404 when it does not exist). */
export async function lockInvoice(em: EntityManager, id: string): Promise<LockedInvoice> {
  const [row] = await runSql<LockedInvoice>(
    em,
    'select id, series, status, number, version from invoice where id = $1 for update',
    [id],
  );
  if (!row) throw new NotFoundError(INVOICE_NOT_FOUND);
  return row;
}
