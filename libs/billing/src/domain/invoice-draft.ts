import { type InvoiceDraftInput, isLocalDate, localDate } from '@px/contracts';
import { type DraftLine, draftLineOf, draftLineProblems } from './draft-lines';
import { trimmedOrNull } from './draft-text';
import { type FieldProblem } from './field-problem';
import { type InvoiceTotals, invoiceTotals, lineBaseCents } from './invoice-totals';

export const INVOICE_NOT_FOUND = 'La factura no existe.';

/** Series R is born from the invoice it corrects (POST /api/invoices/{id}/rectify), never blank. */
export const RECTIFYING_ONLY_FROM_ORIGINAL: FieldProblem = {
  field: 'series',
  code: 'rectifyingFromOriginal',
  message: 'Una factura rectificativa se crea desde la factura que corrige («Rectificar»).',
};

/** A draft's lines and totals as they are stored (bases rounded once per line). */
export interface InvoiceDraft {
  series: InvoiceDraftInput['series'];
  customerId: string | null;
  recipient: { name: string | null; taxId: string | null; address: string | null };
  operationDate: string | null;
  dueDate: string | null;
  paymentTerms: string | null;
  notes: string | null;
  lines: (DraftLine & {
    baseCents: number;
    /** The work-order line it invoices (an order is invoiced once, line by line). */
    workOrderLineId?: string | null;
  })[];
  totals: InvoiceTotals;
}

/**
 * A draft as the office typed it, checked (Spanish field details) and priced: every line's base
 * and the VAT per rate. Negative quantities only on a rectifying invoice (series R). What the
 * series needs to be issued (recipient, 400 € limit) is checked at issue, not here: a draft may
 * be incomplete.
 */
export function invoiceDraftOf(
  input: InvoiceDraftInput,
): { draft: InvoiceDraft } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const lines = input.lines.map(draftLineOf);
  problems.push(...draftLineProblems(lines, { allowNegative: input.series === 'R' }));
  lines.forEach((line, i) => {
    if (!line.description) {
      problems.push({
        field: `lines.${i}.description`,
        code: 'required',
        message: 'Describe lo que se factura en la línea.',
      });
    }
  });
  for (const field of ['operation_date', 'due_date'] as const) {
    const value = input[field];
    if (value && !isLocalDate(value)) {
      problems.push({ field, code: 'date', message: 'Indica una fecha válida (AAAA-MM-DD).' });
    }
  }
  if (problems.length) return { problems };
  const priced = lines.map((line) => ({ ...line, baseCents: lineBaseCents(line) }));
  return {
    draft: {
      series: input.series,
      customerId: input.customer_id ?? null,
      recipient: {
        name: trimmedOrNull(input.recipient?.name),
        taxId: trimmedOrNull(input.recipient?.tax_id)?.toUpperCase().replace(/[\s-]/g, '') ?? null,
        address: trimmedOrNull(input.recipient?.address),
      },
      operationDate: input.operation_date ?? null,
      dueDate: input.due_date ?? null,
      paymentTerms: trimmedOrNull(input.payment_terms),
      notes: trimmedOrNull(input.notes),
      lines: priced,
      totals: invoiceTotals(priced),
    },
  };
}

/** A due date before the issue date is a typing mistake the office wants to hear about. */
export function dueDateProblems(dueDate: string | null, issuedAt: Date): FieldProblem[] {
  if (dueDate && dueDate < localDate(issuedAt)) {
    return [
      {
        field: 'due_date',
        code: 'min',
        message: 'El vencimiento no puede ser anterior a la fecha de emisión.',
      },
    ];
  }
  return [];
}
