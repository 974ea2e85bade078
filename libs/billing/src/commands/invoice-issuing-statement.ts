import { randomUUID } from 'node:crypto';
import { type OneStatement, SqlParams, yearlyNumberUpsert } from '@px/platform';
import { invoiceNumberPrefix, invoiceNumberSql } from '../domain/document-number';
import { altaHashTemplate } from '../domain/verifactu/huella';
import { buildRegistroAlta } from '../domain/verifactu/registration-record';
import { type IssueDraftRow, type PreparedIssue, issuedUpdateSql } from './invoice-issuing';

/**
 * Whether a draft read without locks can be issued by `issueInOneStatement`: an ordinary or
 * simplified invoice (a rectifying one also locks and updates its original), continuing a chain
 * that already has a record (the first record's Encadenamiento is another element), still a draft
 * at the version the office saw. Anything else goes through `issueDraft`'s transaction, which
 * answers the same errors.
 */
export function issuableInOneStatement(draft: IssueDraftRow, version: number | null): boolean {
  return (
    draft.status === 'draft' &&
    draft.series !== 'R' &&
    Number(draft.chain_records) > 0 &&
    (version === null || version === draft.version)
  );
}

/** Issued, edited or deleted between the read and the statement: `issueDraft` answers why. */
export class DraftChangedMeanwhile extends Error {
  constructor() {
    super('The draft changed between its read and its issue.');
  }
}

/**
 * Issues a draft in one statement, which is its own transaction (CommandTransaction.runStatement):
 * the draft locked if it is still at the version read, the next number of its series (the counter
 * row), the issuer's chain row locked, the alta record's Huella computed by PostgreSQL over the
 * previous one (`sha256`, the input cut by `altaHashTemplate`), the record, the chain moved, the
 * invoice issued and the outbox row. Every issue of the workshop waits on the counter and chain
 * rows, and ten desks issuing at once queue on them: here they are held for this statement and its
 * commit only, no round trip of ours in between (`issueDraft` holds them for three), and the
 * transaction's begin and commit round trips are gone as well. The locks are taken in the order
 * every command takes them (invoice, counter, chain): each CTE reads the one before.
 *
 * The record is built in memory as `issueDraft` builds it, then the statement sets what only it
 * knows (the number, the previous record, the Huella) at their paths in the record's JSON; the
 * API tests compare both ways' records field by field. Answers the number; throws
 * `DraftChangedMeanwhile` when the statement found the draft no longer a draft at that version
 * (nothing was written: every write reads the locked draft), so its event is not published.
 */
export async function issueInOneStatement(
  unit: OneStatement,
  issue: PreparedIssue,
  request: { id: string; version: number; actorId: string | null; at: Date },
  issuerNif: string,
): Promise<string> {
  const { id, version, actorId, at } = request;
  const record = buildRegistroAlta(issue.alta(''), null, issue.system, at);
  const { IDEmisorFactura, FechaExpedicionFactura } = record.IDFactura;
  const hash = altaHashTemplate({
    IDEmisorFactura,
    FechaExpedicionFactura,
    TipoFactura: record.TipoFactura,
    CuotaTotal: record.CuotaTotal,
    ImporteTotal: record.ImporteTotal,
    FechaHoraHusoGenRegistro: record.FechaHoraHusoGenRegistro,
  });
  const event = issue.event('');

  const params = new SqlParams();
  const [invoiceId, nif, prefix] = [
    id,
    issuerNif,
    invoiceNumberPrefix({ series: issue.series, year: issue.year }),
  ].map((value) => params.add(value));
  const counter = yearlyNumberUpsert(
    'invoice_counter',
    at,
    params.values,
    { column: 'series', value: issue.series },
    'draft',
  );
  const recordId = params.add(randomUUID());
  const issueDate = params.add(issue.issueDate);
  const huella = `upper(encode(sha256(convert_to(
      ${params.add(hash.beforeNumber)} || n.number || ${params.add(hash.beforePrevious)} ||
      p.last_huella::text || ${params.add(hash.after)}, 'UTF8')), 'hex'))`;
  const recordJson = `jsonb_set(jsonb_set(jsonb_set(${params.add(JSON.stringify(record))}::jsonb,
        '{IDFactura,NumSerieFactura}', to_jsonb(a.number)),
        '{Encadenamiento}', jsonb_build_object('RegistroAnterior', jsonb_build_object(
          'IDEmisorFactura', ${nif}::text, 'NumSerieFactura', a.previous_number,
          'FechaExpedicionFactura', to_char(a.previous_issue_date, 'DD-MM-YYYY'),
          'Huella', a.previous_huella))),
        '{Huella}', to_jsonb(a.huella))`;
  const issued = issuedUpdateSql(
    [
      invoiceId,
      params.add(issue.year),
      'a.sequence',
      'a.number',
      issueDate,
      params.add(issue.issuerJson),
      params.add(actorId),
      params.add(at),
    ],
    'appended a',
  );
  const outbox = unit.outboxInsert(event, params.values, {
    where: 'exists (select 1 from appended)',
    values: {
      payload: `jsonb_set(r.payload, '{number}', to_jsonb((select number from appended)))`,
    },
  });

  const [row] = await unit.query<{ number: string }>(
    `with draft as (
       select id from invoice
        where id = ${invoiceId} and status = 'draft' and version = ${params.add(version)}
          for update),
     counter as (${counter.sql}),
     numbered as (
       select last_number, ${invoiceNumberSql(prefix, 'last_number')} as number from counter),
     previous as (
       select c.last_record_id, c.last_invoice_number, c.last_issue_date, c.last_huella, c.records
         from verifactu_chain c
        where c.issuer_tax_id = ${nif} and c.records > 0 and exists (select 1 from numbered)
          for update),
     appended as (
       select n.number, n.last_number as sequence, p.records + 1 as position,
              p.last_record_id as previous_record_id, p.last_huella::text as previous_huella,
              p.last_invoice_number as previous_number, p.last_issue_date as previous_issue_date,
              ${huella} as huella
         from numbered n cross join previous p),
     chain_record as (
       insert into verifactu_record (id, issuer_tax_id, position, kind, invoice_id, invoice_number,
              issue_date, invoice_type, previous_record_id, previous_huella, huella, generated_at,
              generated_at_text, record)
       select ${recordId}, ${nif}, a.position, 'alta', ${invoiceId}, a.number, ${issueDate},
              ${params.add(record.TipoFactura)}, a.previous_record_id, a.previous_huella, a.huella,
              ${params.add(at)}, ${params.add(record.FechaHoraHusoGenRegistro)}, ${recordJson}
         from appended a),
     chain_moved as (
       update verifactu_chain c
          set last_record_id = ${recordId}, last_invoice_number = a.number,
              last_issue_date = ${issueDate}, last_huella = a.huella, records = a.position
         from appended a
        where c.issuer_tax_id = ${nif}),
     issued as (${issued}),
     outbox as (${outbox})
     select number from appended`,
    params.values,
  );
  if (!row) throw new DraftChangedMeanwhile();
  // The outbox row took the number from the statement; the event published in this process
  // (the same row, CommandTransaction.runStatement) is given it before the publication.
  event.payload.number = row.number;
  return row.number;
}
