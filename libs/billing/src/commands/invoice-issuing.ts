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
  runSql,
  yearlyNumberUpsert,
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
 * itself (do not record it again). The command runs it; so does the demo seed, so the demo's
 * invoices are numbered and chained exactly as the office's.
 *
 * Every issue of the workshop waits on the same two rows (its series' counter, then the issuer's
 * chain) until commit, so the time they are held is what bounds issuing under load: each round
 * trip made while holding them also waits its turn on the event loop. Everything that needs
 * neither the number nor the previous Huella is therefore done before taking them; then one
 * statement takes both, the record is built and hashed in memory, one statement writes the
 * record, the chain, the invoice (and the outbox row), and the transaction commits.
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
  // All that needs neither the number nor the previous record, before the locks.
  const issueDate = localDate(at);
  const type = verifactuInvoiceType(draft.series, rectifying?.rule.reason ?? null);
  const recipient =
    draft.recipient_name && draft.recipient_tax_id
      ? { name: draft.recipient_name, nif: draft.recipient_tax_id }
      : null;
  const description = draft.descriptions.join('; ');
  const system = sistemaInformatico(workshop, appVersion);
  const issuer: InvoiceIssuer = {
    name: workshop.name,
    legal_name: workshop.legal_name,
    tax_id: workshop.nif,
    address: `${workshop.address_line}, ${workshop.postal_code} ${workshop.city} (${workshop.province})`,
    registry_number: workshop.registry_number,
  };
  const issuerJson = JSON.stringify(issuer);

  // The number, then the chain, in one statement: the chain's upsert reads the counter's row, so
  // the counter is locked first (the order every command takes them in), and both are held from
  // this round trip on.
  const lockParams: unknown[] = [];
  const counter = yearlyNumberUpsert('invoice_counter', at, lockParams, {
    column: 'series',
    value: draft.series,
  });
  lockParams.push(workshop.nif);
  const [locked] = await runSql<ChainRow & { last_number: number }>(
    em,
    `with counter as (${counter.sql}),
          chain as (${chainLockSql(`$${lockParams.length}`, 'counter')})
     select counter.last_number, chain.* from counter cross join chain`,
    lockParams,
  );
  const year = counter.year;
  const sequence = Number(locked.last_number);
  const number = formatInvoiceNumber({ series: draft.series, year, sequence });
  const head = chainHeadOf(locked, workshop.nif);
  // In memory, no round trip (a fraction of a millisecond): the record on the previous one's
  // Huella; its XML and the outbox row's JSON follow in chainAppendCtes and outboxInsert.
  const record = buildRegistroAlta(
    {
      issuer: { nif: workshop.nif, name: workshop.legal_name },
      number,
      issueDate,
      type,
      operationDate: draft.operation_date,
      description,
      recipient,
      totals,
      rectification: rectifying?.record ?? null,
    },
    head.previous,
    system,
    at,
  );
  const event = new InvoiceIssued(
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
  // The record, the chain moved to it, the invoice issued and the outbox row: one statement.
  const params: unknown[] = [];
  const { ctes } = chainAppendCtes(
    params,
    workshop.nif,
    { invoiceId: id, invoiceNumber: number, issueDate },
    head,
    record,
    at,
  );
  const values = [id, year, sequence, number, issueDate, issuerJson, actorId, at].map((value) => {
    params.push(value);
    return `$${params.length}`;
  });
  ctes.push(`issued as (
     update invoice
        set status = 'issued', year = ${values[1]}, sequence = ${values[2]}, number = ${values[3]},
            issue_date = ${values[4]}, issuer = ${values[5]}, issued_by = ${values[6]},
            issued_at = ${values[7]}, updated_at = now(), version = version + 1
      where id = ${values[0]})`);
  if (outbox) {
    const row = outbox.outboxInsert(event, `$${params.length + 1}`);
    params.push(row.json);
    ctes.push(`outbox as (${row.sql})`);
  }
  await runSql(em, `with ${ctes.join(',\n')} select 1`, params);
  // Reads the rectifying invoices issued, this one included: after the statement that issued it.
  if (draft.rectified_invoice_id) await refreshRectificationCredit(em, draft.rectified_invoice_id);
  return event;
}
