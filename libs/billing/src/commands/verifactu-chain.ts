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
import { registroAltaXml, registroAnulacionXml } from '../domain/verifactu/registration-xml';

interface ChainRow {
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

/**
 * Appends the next record of the issuer's chain, inside the issuing transaction: the chain row is
 * locked (created on the first record) so two issues never take the same previous record, the
 * record built on it (its Huella over the previous one's), written with its XML, and the chain
 * moved to it. Records are never edited (a trigger refuses it).
 */
export async function appendToChain(
  em: EntityManager,
  issuerNif: string,
  subject: RecordSubject,
  build: (previous: ChainLink | null) => RegistroAlta | RegistroAnulacion,
  generatedAt: Date,
): Promise<{ id: string; huella: string; generatedAtText: string }> {
  const [chain] = await runSql<ChainRow>(
    em,
    `insert into verifactu_chain (issuer_tax_id) values ($1)
     on conflict (issuer_tax_id) do update set issuer_tax_id = excluded.issuer_tax_id
     returning last_record_id, last_invoice_number, last_issue_date::text as last_issue_date,
               last_huella, records`,
    [issuerNif],
  );
  const previous: ChainLink | null =
    chain.last_record_id && chain.last_huella && chain.last_invoice_number && chain.last_issue_date
      ? {
          IDEmisorFactura: issuerNif,
          NumSerieFactura: chain.last_invoice_number,
          FechaExpedicionFactura: aeatDate(chain.last_issue_date),
          Huella: chain.last_huella,
        }
      : null;
  const record = build(previous);
  const alta = 'TipoFactura' in record;
  const id = randomUUID();
  const position = Number(chain.records) + 1;
  await runSql(
    em,
    `insert into verifactu_record (id, issuer_tax_id, position, kind, invoice_id, invoice_number,
            issue_date, invoice_type, previous_record_id, previous_huella, huella, generated_at,
            generated_at_text, record, xml)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      id,
      issuerNif,
      position,
      alta ? 'alta' : 'anulacion',
      subject.invoiceId,
      subject.invoiceNumber,
      subject.issueDate,
      alta ? record.TipoFactura : null,
      chain.last_record_id,
      previous?.Huella ?? null,
      record.Huella,
      generatedAt,
      record.FechaHoraHusoGenRegistro,
      JSON.stringify(record),
      alta ? registroAltaXml(record) : registroAnulacionXml(record),
    ],
    'run',
  );
  await runSql(
    em,
    `update verifactu_chain
        set last_record_id = $2, last_invoice_number = $3, last_issue_date = $4,
            last_huella = $5, records = records + 1
      where issuer_tax_id = $1`,
    [issuerNif, id, subject.invoiceNumber, subject.issueDate, record.Huella],
    'run',
  );
  return { id, huella: record.Huella, generatedAtText: record.FechaHoraHusoGenRegistro };
}
