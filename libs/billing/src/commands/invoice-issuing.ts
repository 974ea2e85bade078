import {
  type InvoiceIssuer,
  type InvoiceSeries,
  isValidSpanishTaxId,
  localDate,
} from '@px/contracts';
import {
  ConflictError,
  ValidationError,
  VersionConflictError,
  drawYearlyNumber,
  runSql,
} from '@px/platform';
import { type WorkshopProfile } from '@px/system';
import { type EntityManager } from '@mikro-orm/postgresql';
import { formatInvoiceNumber } from '../domain/document-number';
import { dueDateProblems } from '../domain/invoice-draft';
import { invoiceIssueProblems, verifactuInvoiceType } from '../domain/invoice-rules';
import { refuseInvoiceTransition } from '../domain/invoice-status';
import { type InvoiceTotals, type VatRate } from '../domain/invoice-totals';
import { buildRegistroAlta } from '../domain/verifactu/registration-record';
import { InvoiceIssued } from '../events/invoice.events';
import { lockInvoice } from './invoice-record';
import { readRectification } from './rectified-original';
import { refreshRectificationCredit } from './rectification-credit';
import { appendToChain, sistemaInformatico } from './verifactu-chain';

export interface IssueRequest {
  id: string;
  /** The version the office saw; null: whatever it is now. */
  version: number | null;
  actorId: string | null;
  at: Date;
}

interface DraftRow {
  series: InvoiceSeries;
  rectified_invoice_id: string | null;
  customer_id: string | null;
  recipient_name: string | null;
  recipient_tax_id: string | null;
  recipient_address: string | null;
  operation_date: string | null;
  due_date: string | null;
  base_cents: string;
  vat_cents: string;
  total_cents: string;
  vat_breakdown: { vat_percent: number; base_cents: number; vat_cents: number }[];
  descriptions: string[];
}

/**
 * Issuing a draft inside the caller's transaction: the checks of its series, the next number of
 * the series (the counter row locked), the chained VERI*FACTU alta record, and the issuer fixed on
 * the invoice. Answers the event to record. The command runs it; so does the demo seed, so the
 * demo's invoices are numbered and chained exactly as the office's.
 */
export async function issueDraft(
  em: EntityManager,
  { id, version, actorId, at }: IssueRequest,
  workshop: WorkshopProfile,
  appVersion: string,
): Promise<InvoiceIssued> {
  const invoice = await lockInvoice(em, id);
  const refused = refuseInvoiceTransition(invoice.status, 'issued');
  if (refused) throw new ConflictError(refused.message, { status: invoice.status });
  if (version !== null && invoice.version !== version) {
    throw new VersionConflictError(invoice.version);
  }
  const [draft] = await runSql<DraftRow>(
    em,
    `select i.series, i.rectified_invoice_id, i.customer_id, i.recipient_name, i.recipient_tax_id, i.recipient_address,
            i.operation_date::text as operation_date, i.due_date::text as due_date, i.base_cents, i.vat_cents, i.total_cents,
            i.vat_breakdown,
            array(select l.description from invoice_line l where l.invoice_id = i.id
                   order by l.position) as descriptions
       from invoice i where i.id = $1`,
    [id],
  );
  // A rectifying invoice locks its original now, before the counter and the chain (the order
  // every command takes them in): its balance changes with this issue.
  if (draft.rectified_invoice_id) await lockInvoice(em, draft.rectified_invoice_id);
  const rectifying = draft.series === 'R' ? await readRectification(em, id) : null;
  const totals: InvoiceTotals = {
    breakdown: draft.vat_breakdown.map((row) => ({
      vatRate: row.vat_percent as VatRate,
      baseCents: row.base_cents,
      vatCents: row.vat_cents,
    })),
    baseCents: Number(draft.base_cents),
    vatCents: Number(draft.vat_cents),
    totalCents: Number(draft.total_cents),
  };
  const problems = [
    ...invoiceIssueProblems(
      {
        series: draft.series,
        recipient: {
          name: draft.recipient_name,
          taxId: draft.recipient_tax_id,
          address: draft.recipient_address,
        },
        totalCents: totals.totalCents,
        rectification: rectifying?.rule ?? null,
      },
      isValidSpanishTaxId,
    ),
    ...dueDateProblems(draft.due_date, at),
  ];
  if (draft.descriptions.length === 0) {
    problems.push({ field: 'lines', code: 'required', message: 'Añade al menos una línea.' });
  }
  if (problems.length) {
    throw new ValidationError(
      problems,
      'La factura no se puede emitir: revisa los campos indicados.',
    );
  }
  // The number, then the chain: every issue takes the two locks in this order.
  const { year, sequence } = await drawYearlyNumber(em, 'invoice_counter', at, {
    column: 'series',
    value: draft.series,
  });
  const number = formatInvoiceNumber({ series: draft.series, year, sequence });
  const issueDate = localDate(at);
  const type = verifactuInvoiceType(draft.series, rectifying?.rule.reason ?? null);
  const recipient =
    draft.recipient_name && draft.recipient_tax_id
      ? { name: draft.recipient_name, nif: draft.recipient_tax_id }
      : null;
  await appendToChain(
    em,
    workshop.nif,
    { invoiceId: id, invoiceNumber: number, issueDate },
    (previous) =>
      buildRegistroAlta(
        {
          issuer: { nif: workshop.nif, name: workshop.legal_name },
          number,
          issueDate,
          type,
          operationDate: draft.operation_date,
          description: draft.descriptions.join('; '),
          recipient,
          totals,
          rectification: rectifying?.record ?? null,
        },
        previous,
        sistemaInformatico(workshop, appVersion),
        at,
      ),
    at,
  );
  const issuer: InvoiceIssuer = {
    name: workshop.name,
    legal_name: workshop.legal_name,
    tax_id: workshop.nif,
    address: `${workshop.address_line}, ${workshop.postal_code} ${workshop.city} (${workshop.province})`,
    registry_number: workshop.registry_number,
  };
  await runSql(
    em,
    `update invoice
        set status = 'issued', year = $2, sequence = $3, number = $4, issue_date = $5,
            issuer = $6, issued_by = $7, issued_at = $8, updated_at = now(),
            version = version + 1
      where id = $1`,
    [id, year, sequence, number, issueDate, JSON.stringify(issuer), actorId, at],
    'run',
  );
  if (draft.rectified_invoice_id) await refreshRectificationCredit(em, draft.rectified_invoice_id);
  return new InvoiceIssued(
    id,
    {
      id,
      series: draft.series,
      number,
      customer_id: draft.customer_id,
      total_cents: totals.totalCents,
    },
    actorId,
    at,
  );
}
