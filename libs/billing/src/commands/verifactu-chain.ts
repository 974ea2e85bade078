import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '@px/platform';
import {
  type ChainLink,
  type RegistroAlta,
  type RegistroAnulacion,
  type SistemaInformatico,
} from '../domain/verifactu/registration-record';
import { aeatDate } from '../domain/verifactu/registration-time';

export interface ChainRow {
  last_record_id: string | null;
  last_invoice_number: string | null;
  last_issue_date: string | null;
  last_huella: string | null;
  records: string;
}

/** What a record is about, besides its own fields. */
export interface RecordSubject {
  invoiceId: string;
  invoiceNumber: string;
  /** 'YYYY-MM-DD'. */
  issueDate: string;
}

/**
 * The billing software's declaration (SistemaInformatico). PX Taller runs in the workshop's own
 * installation: the workshop is the producer of record, the installation its single one.
 */
export function sistemaInformatico(
  workshop: { legal_name: string; nif: string },
  version: string,
): SistemaInformatico {
  return {
    NombreRazon: workshop.legal_name,
    NIF: workshop.nif,
    NombreSistemaInformatico: 'PX Taller',
    IdSistemaInformatico: 'PX',
    Version: version.slice(0, 50),
    NumeroInstalacion: '1',
    TipoUsoPosibleSoloVerifactu: 'S',
    TipoUsoPosibleMultiOT: 'N',
    IndicadorMultiplesOT: 'N',
  };
}

/** The chain's last record as the next one quotes it, and how many it has (the next position). */
export interface ChainHead {
  lastRecordId: string | null;
  previous: ChainLink | null;
  records: number;
}

/**
 * The chain row's upsert, `returning` its head: locks the issuer's row (created on the first
 * record) so two records never take the same previous one. `issuerParam` is the NIF's placeholder;
 * `after` a CTE of the same statement the row is inserted from (issuing: the counter's upsert),
 * so that lock is taken first, in the order every command takes them.
 */
export function chainLockSql(issuerParam: string, after?: string): string {
  return `insert into verifactu_chain (issuer_tax_id)
     ${after ? `select ${issuerParam}::varchar from ${after}` : `values (${issuerParam})`}
     on conflict (issuer_tax_id) do update set issuer_tax_id = excluded.issuer_tax_id
     returning last_record_id, last_invoice_number, last_issue_date::text as last_issue_date,
               last_huella, records`;
}

/** The head from `chainLockSql`'s row. */
export function chainHeadOf(row: ChainRow, issuerNif: string): ChainHead {
  const previous: ChainLink | null =
    row.last_record_id && row.last_huella && row.last_invoice_number && row.last_issue_date
      ? {
          IDEmisorFactura: issuerNif,
          NumSerieFactura: row.last_invoice_number,
          FechaExpedicionFactura: aeatDate(row.last_issue_date),
          Huella: row.last_huella,
        }
      : null;
  return { lastRecordId: row.last_record_id, previous, records: Number(row.records) };
}

/**
 * The record's insert and the chain moved to it, as two CTEs of one statement (its
 * values appended to `params`): written in one round trip while the chain row is locked. Records
 * are never edited (a trigger refuses it).
 */
export function chainAppendCtes(
  params: unknown[],
  issuerNif: string,
  subject: RecordSubject,
  head: ChainHead,
  record: RegistroAlta | RegistroAnulacion,
  generatedAt: Date,
): { id: string; ctes: string[] } {
  const alta = 'TipoFactura' in record;
  const id = randomUUID();
  const values = [
    id,
    issuerNif,
    head.records + 1,
    alta ? 'alta' : 'anulacion',
    subject.invoiceId,
    subject.invoiceNumber,
    subject.issueDate,
    alta ? record.TipoFactura : null,
    head.lastRecordId,
    head.previous?.Huella ?? null,
    record.Huella,
    generatedAt,
    record.FechaHoraHusoGenRegistro,
    JSON.stringify(record),
  ].map((value) => {
    params.push(value);
    return `$${params.length}`;
  });
  const [recordId, nif, , , , number, issueDate, , , , huella] = values;
  return {
    id,
    ctes: [
      `chain_record as (
       insert into verifactu_record (id, issuer_tax_id, position, kind, invoice_id, invoice_number,
              issue_date, invoice_type, previous_record_id, previous_huella, huella, generated_at,
              generated_at_text, record)
       values (${values.join(', ')}))`,
      `chain_moved as (
       update verifactu_chain
          set last_record_id = ${recordId}, last_invoice_number = ${number},
              last_issue_date = ${issueDate}, last_huella = ${huella}, records = records + 1
        where issuer_tax_id = ${nif})`,
    ],
  };
}

/**
 * Appends the next record of the issuer's chain, inside the transaction: the chain row locked
 * (`chainLockSql`), the record built on it (its Huella over the previous one's), then written with
 * the chain moved in one statement (`chainAppendCtes`). Issuing takes the lock with the counter's
 * instead (invoice-issuing.ts).
 */
export async function appendToChain(
  em: EntityManager,
  issuerNif: string,
  subject: RecordSubject,
  build: (previous: ChainLink | null) => RegistroAlta | RegistroAnulacion,
  generatedAt: Date,
): Promise<{ id: string; huella: string; generatedAtText: string }> {
  const [row] = await runSql<ChainRow>(em, chainLockSql('$1'), [issuerNif]);
  const head = chainHeadOf(row, issuerNif);
  const record = build(head.previous);
  const params: unknown[] = [];
  const { id, ctes } = chainAppendCtes(params, issuerNif, subject, head, record, generatedAt);
  await runSql(em, `with ${ctes.join(',\n')} select 1`, params);
  return { id, huella: record.Huella, generatedAtText: record.FechaHoraHusoGenRegistro };
}
