import {
  type InvoiceIssuer,
  type InvoiceSeries,
  type InvoiceStatus,
  type LocalDate,
  isValidSpanishTaxId,
  localDate,
} from '@px/contracts';
import {
  ConflictError,
  SqlParams,
  ValidationError,
  VersionConflictError,
  runSql,
  yearlyNumberUpsert,
} from '@px/platform';
import { type WorkshopProfile } from '@px/system';
import { type EntityManager } from '@mikro-orm/postgresql';
import { formatInvoiceNumber } from '../domain/document-number';
import { dueDateProblems } from '../domain/invoice-draft';
import {
  type Rectification,
  invoiceIssueProblems,
  verifactuInvoiceType,
} from '../domain/invoice-rules';
import { refuseInvoiceTransition } from '../domain/invoice-status';
import { type InvoiceTotals, type VatRate } from '../domain/invoice-totals';
import {
  type AltaInvoice,
  type SistemaInformatico,
  buildRegistroAlta,
} from '../domain/verifactu/registration-record';
import { InvoiceIssued } from '../events/invoice.events';
import { lockInvoice } from './invoice-record';
import { readRectification } from './rectified-original';
import { refreshRectificationCredit } from './rectification-credit';
import {
  type ChainRow,
  chainAppendCtes,
  chainHeadOf,
  chainLockSql,
  sistemaInformatico,
} from './verifactu-chain';

export interface IssueRequest {
  id: string;
  /** The version the office saw; null: whatever it is now. */
  version: number | null;
  actorId: string | null;
  at: Date;
}

/** What an issue reads of its draft (`readIssueDraft`). */
export interface IssueDraftRow {
  status: InvoiceStatus;
  version: number;
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
  /** Records already in the issuer's chain (0: this one would be its first). */
  chain_records: string;
}

/** The draft with its line descriptions and the issuer's chain length, in one read; null: none. */
export async function readIssueDraft(
  query: (sql: string, params: unknown[]) => Promise<IssueDraftRow[]>,
  id: string,
  issuerNif: string,
): Promise<IssueDraftRow | null> {
  const [row] = await query(
    `select i.status, i.version, i.series, i.rectified_invoice_id, i.customer_id, i.recipient_name,
            i.recipient_tax_id, i.recipient_address, i.operation_date::text as operation_date,
            i.due_date::text as due_date, i.base_cents, i.vat_cents, i.total_cents, i.vat_breakdown,
            array(select l.description from invoice_line l where l.invoice_id = i.id
                   order by l.position) as descriptions,
            coalesce((select c.records from verifactu_chain c where c.issuer_tax_id = $2), 0)
              as chain_records
       from invoice i where i.id = $1`,
    [id, issuerNif],
  );
  return row ?? null;
}

/**
 * Everything an issue needs besides the number and the previous record, checked: the draft's
 * problems (Spanish field details) throw here, before any lock is taken.
 */
export interface PreparedIssue {
  series: InvoiceSeries;
  year: number;
  issueDate: LocalDate;
  issuerJson: string;
  /** The alta record's invoice, given its number. */
  alta(number: string): AltaInvoice;
  system: SistemaInformatico;
  event(number: string): InvoiceIssued;
}

export function prepareIssue(
  id: string,
  draft: IssueDraftRow,
  rectifying: { rule: Rectification; record: AltaInvoice['rectification'] } | null,
  workshop: WorkshopProfile,
  appVersion: string,
  actorId: string | null,
  at: Date,
): PreparedIssue {
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
  const issueDate = localDate(at);
  const type = verifactuInvoiceType(draft.series, rectifying?.rule.reason ?? null);
  const recipient =
    draft.recipient_name && draft.recipient_tax_id
      ? { name: draft.recipient_name, nif: draft.recipient_tax_id }
      : null;
  const description = draft.descriptions.join('; ');
  const issuer: InvoiceIssuer = {
    name: workshop.name,
    legal_name: workshop.legal_name,
    tax_id: workshop.nif,
    address: `${workshop.address_line}, ${workshop.postal_code} ${workshop.city} (${workshop.province})`,
    registry_number: workshop.registry_number,
  };
  return {
    series: draft.series,
    year: Number(issueDate.slice(0, 4)),
    issueDate,
    issuerJson: JSON.stringify(issuer),
    system: sistemaInformatico(workshop, appVersion),
    alta: (number) => ({
      issuer: { nif: workshop.nif, name: workshop.legal_name },
      number,
      issueDate,
      type,
      operationDate: draft.operation_date,
      description,
      recipient,
      totals,
      rectification: rectifying?.record ?? null,
    }),
    event: (number) =>
      new InvoiceIssued(
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
      ),
  };
}

/**
 * Where the issue's outbox row can be written by the issue's own statement (the command's
 * CommandTransaction): without it (the demo seed) the event is only answered, for the caller.
 */
export interface OutboxStatement {
  outboxInsert(event: InvoiceIssued, param: string): { sql: string; json: string };
}

/**
 * Issuing a draft inside the caller's transaction: the checks of its series, the next number of
 * the series (the counter row locked), the chained VERI*FACTU alta record, and the issuer fixed on
 * the invoice. Answers the event to record; given `outbox`, the event's row is written by the issue
 * itself (do not record it again). The command runs it for what the one-statement issue does not
 * take (invoice-issuing-statement.ts: a rectifying invoice, the chain's first record, a draft
 * changed meanwhile); so does the demo seed, so the demo's invoices are numbered and chained
 * exactly as the office's.
 *
 * Everything that needs neither the number nor the previous Huella is done before taking the
 * counter and chain rows; then one statement takes both, the record is built and hashed in
 * memory, one statement writes the record, the chain, the invoice (and the outbox row), and the
 * transaction commits.
 */
export async function issueDraft(
  em: EntityManager,
  { id, version, actorId, at }: IssueRequest,
  workshop: WorkshopProfile,
  appVersion: string,
  outbox?: OutboxStatement,
): Promise<InvoiceIssued> {
  const invoice = await lockInvoice(em, id);
  const refused = refuseInvoiceTransition(invoice.status, 'issued');
  if (refused) throw new ConflictError(refused.message, { status: invoice.status });
  if (version !== null && invoice.version !== version) {
    throw new VersionConflictError(invoice.version);
  }
  const draft = (await readIssueDraft(
    (sql, params) => runSql<IssueDraftRow>(em, sql, params),
    id,
    workshop.nif,
  ))!;
  // A rectifying invoice locks its original now, before the counter and the chain (the order
  // every command takes them in): its balance changes with this issue.
  if (draft.rectified_invoice_id) await lockInvoice(em, draft.rectified_invoice_id);
  const rectifying = draft.series === 'R' ? await readRectification(em, id) : null;
  const issue = prepareIssue(id, draft, rectifying, workshop, appVersion, actorId, at);

  // The number, then the chain, in one statement: the chain's upsert reads the counter's row, so
  // the counter is locked first (the order every command takes them in), and both are held from
  // this round trip on.
  const lockParams: unknown[] = [];
  const counter = yearlyNumberUpsert('invoice_counter', at, lockParams, {
    column: 'series',
    value: issue.series,
  });
  lockParams.push(workshop.nif);
  const [locked] = await runSql<ChainRow & { last_number: number }>(
    em,
    `with counter as (${counter.sql}),
          chain as (${chainLockSql(`$${lockParams.length}`, 'counter')})
     select counter.last_number, chain.* from counter cross join chain`,
    lockParams,
  );
  const sequence = Number(locked.last_number);
  const number = formatInvoiceNumber({ series: issue.series, year: issue.year, sequence });
  const head = chainHeadOf(locked, workshop.nif);
  // In memory, no round trip: the record on the previous one's Huella.
  const record = buildRegistroAlta(issue.alta(number), head.previous, issue.system, at);
  const event = issue.event(number);
  // The record, the chain moved to it, the invoice issued and the outbox row: one statement.
  const params = new SqlParams();
  const { ctes } = chainAppendCtes(
    params.values,
    workshop.nif,
    { invoiceId: id, invoiceNumber: number, issueDate: issue.issueDate },
    head,
    record,
    at,
  );
  const values = [id, issue.year, sequence, number, issue.issueDate, issue.issuerJson, actorId, at];
  ctes.push(`issued as (${issuedUpdateSql(values.map((value) => params.add(value)))})`);
  if (outbox) {
    const row = outbox.outboxInsert(event, `$${params.values.length + 1}`);
    params.add(row.json);
    ctes.push(`outbox as (${row.sql})`);
  }
  await runSql(em, `with ${ctes.join(',\n')} select 1`, params.values);
  // Reads the rectifying invoices issued, this one included: after the statement that issued it.
  if (draft.rectified_invoice_id) await refreshRectificationCredit(em, draft.rectified_invoice_id);
  return event;
}

/**
 * The draft made an issued invoice: `[id, year, sequence, number, issue date, issuer JSON, actor,
 * at]` as SQL (placeholders, or expressions over `from`). Issued rows are immutable from then on
 * (a trigger).
 */
export function issuedUpdateSql(
  [id, year, sequence, number, issueDate, issuer, actor, at]: string[],
  from?: string,
): string {
  return `update invoice
        set status = 'issued', year = ${year}, sequence = ${sequence}, number = ${number},
            issue_date = ${issueDate}, issuer = ${issuer}, issued_by = ${actor},
            issued_at = ${at}, updated_at = now(), version = invoice.version + 1
       ${from ? `from ${from}` : ''}
      where invoice.id = ${id}`;
}
