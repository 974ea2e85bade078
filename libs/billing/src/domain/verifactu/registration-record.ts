import { type InvoiceTotals } from '../invoice-totals';
import {
  type RectificationKind,
  type VerifactuInvoiceType,
  isSimplifiedType,
} from '../invoice-rules';
import { type LocalDate } from '@px/contracts';
import { formatAeatAmount } from '../money';
import { altaHuella, anulacionHuella } from './huella';
import { aeatDate, registrationTimestamp } from './registration-time';

/**
 * The VERI*FACTU registration records (RegistroAlta for an issued invoice, RegistroAnulacion for a
 * cancellation) as plain data with the AEAT's field names (SuministroInformacion.xsd), ready to be
 * stored immutably, hashed and serialised. Every string is written once here, trimmed, and the
 * Huella is computed from those same strings, so the stored record, its XML and its hash agree.
 */

export interface IDFactura {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
}

export interface IDFacturaAnulada {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
}

/** What the next record of the chain quotes of this one (EncadenamientoFacturaAnteriorType). */
export interface ChainLink extends IDFactura {
  Huella: string;
}

export type Encadenamiento = { PrimerRegistro: 'S' } | { RegistroAnterior: ChainLink };

/** The billing software's declaration (SistemaInformaticoType), from the workshop's settings. */
export interface SistemaInformatico {
  NombreRazon: string;
  NIF: string;
  NombreSistemaInformatico: string;
  IdSistemaInformatico: string;
  Version: string;
  NumeroInstalacion: string;
  TipoUsoPosibleSoloVerifactu: 'S' | 'N';
  TipoUsoPosibleMultiOT: 'S' | 'N';
  IndicadorMultiplesOT: 'S' | 'N';
}

export interface DetalleDesglose {
  /** 01: IVA. */
  Impuesto: '01';
  /** 01: general regime. */
  ClaveRegimen: '01';
  /** S1: subject and not exempt, no reverse charge. */
  CalificacionOperacion: 'S1';
  TipoImpositivo: string;
  BaseImponibleOimporteNoSujeto: string;
  CuotaRepercutida: string;
}

export interface Destinatario {
  NombreRazon: string;
  NIF: string;
}

export interface RegistroAlta {
  IDVersion: '1.0';
  IDFactura: IDFactura;
  NombreRazonEmisor: string;
  TipoFactura: VerifactuInvoiceType;
  TipoRectificativa?: RectificationKind;
  FacturasRectificadas?: { IDFacturaRectificada: IDFactura[] };
  ImporteRectificacion?: { BaseRectificada: string; CuotaRectificada: string };
  FechaOperacion?: string;
  DescripcionOperacion: string;
  Destinatarios?: { IDDestinatario: Destinatario[] };
  Desglose: { DetalleDesglose: DetalleDesglose[] };
  CuotaTotal: string;
  ImporteTotal: string;
  Encadenamiento: Encadenamiento;
  SistemaInformatico: SistemaInformatico;
  FechaHoraHusoGenRegistro: string;
  TipoHuella: '01';
  Huella: string;
}

export interface RegistroAnulacion {
  IDVersion: '1.0';
  IDFactura: IDFacturaAnulada;
  Encadenamiento: Encadenamiento;
  SistemaInformatico: SistemaInformatico;
  FechaHoraHusoGenRegistro: string;
  TipoHuella: '01';
  Huella: string;
}

export interface InvoiceRef {
  number: string;
  issueDate: LocalDate;
}

export interface AltaInvoice extends InvoiceRef {
  issuer: { nif: string; name: string };
  type: VerifactuInvoiceType;
  /** Only when it differs from the issue date (RD 1619/2012 art. 6.1.i). */
  operationDate?: LocalDate | null;
  /** What was done, e.g. "Reparación del vehículo 1234 BCD" (1–500 characters). */
  description: string;
  /** Required unless the invoice is simplified (F2, R5). */
  recipient: { name: string; nif: string } | null;
  totals: InvoiceTotals;
  /** Required on R1–R5. */
  rectification?: {
    kind: RectificationKind;
    rectified: readonly InvoiceRef[];
    /** By substitution (S): the rectified invoice's base and quota (ImporteRectificacion). */
    substituted?: { baseCents: number; vatCents: number };
  } | null;
}

/** XSD lengths: names 120, description 500. */
const NAME_MAX = 120;
const DESCRIPTION_MAX = 500;

const clip = (value: string, max: number) => value.trim().slice(0, max).trim();

const idFactura = (nif: string, invoice: InvoiceRef): IDFactura => ({
  IDEmisorFactura: nif.trim(),
  NumSerieFactura: invoice.number.trim(),
  FechaExpedicionFactura: aeatDate(invoice.issueDate),
});

const encadenamiento = (previous: ChainLink | null): Encadenamiento =>
  previous === null
    ? { PrimerRegistro: 'S' }
    : {
        RegistroAnterior: {
          IDEmisorFactura: previous.IDEmisorFactura.trim(),
          NumSerieFactura: previous.NumSerieFactura.trim(),
          FechaExpedicionFactura: previous.FechaExpedicionFactura.trim(),
          Huella: previous.Huella.trim(),
        },
      };

const previousHuella = (chain: Encadenamiento) =>
  'RegistroAnterior' in chain ? chain.RegistroAnterior.Huella : '';

/** The registration record of an issued invoice, chained after `previous` (null: the first). */
export function buildRegistroAlta(
  invoice: AltaInvoice,
  previous: ChainLink | null,
  system: SistemaInformatico,
  generatedAt: Date,
): RegistroAlta {
  const rectifying = invoice.type.startsWith('R');
  const rectification = rectifying ? invoice.rectification : null;
  if (rectifying && !rectification?.rectified.length) {
    throw new RangeError('A rectifying record needs the invoice(s) it rectifies.');
  }
  if (rectification?.kind === 'S' && !rectification.substituted) {
    throw new RangeError('A rectification by substitution needs the rectified base and quota.');
  }
  if (!isSimplifiedType(invoice.type) && !invoice.recipient) {
    throw new RangeError(`A ${invoice.type} record needs its recipient.`);
  }
  const description = clip(invoice.description, DESCRIPTION_MAX);
  if (!description) throw new RangeError('DescripcionOperacion is required.');

  const id = idFactura(invoice.issuer.nif, invoice);
  const chain = encadenamiento(previous);
  const timestamp = registrationTimestamp(generatedAt);
  const cuotaTotal = formatAeatAmount(invoice.totals.vatCents);
  const importeTotal = formatAeatAmount(invoice.totals.totalCents);
  const operationDate =
    invoice.operationDate && invoice.operationDate !== invoice.issueDate
      ? aeatDate(invoice.operationDate)
      : null;

  return {
    IDVersion: '1.0',
    IDFactura: id,
    NombreRazonEmisor: clip(invoice.issuer.name, NAME_MAX),
    TipoFactura: invoice.type,
    ...(rectification && {
      TipoRectificativa: rectification.kind,
      FacturasRectificadas: {
        IDFacturaRectificada: rectification.rectified.map((ref) =>
          idFactura(invoice.issuer.nif, ref),
        ),
      },
    }),
    ...(rectification?.kind === 'S' &&
      rectification.substituted && {
        ImporteRectificacion: {
          BaseRectificada: formatAeatAmount(rectification.substituted.baseCents),
          CuotaRectificada: formatAeatAmount(rectification.substituted.vatCents),
        },
      }),
    ...(operationDate && { FechaOperacion: operationDate }),
    DescripcionOperacion: description,
    ...(invoice.recipient && {
      Destinatarios: {
        IDDestinatario: [
          {
            NombreRazon: clip(invoice.recipient.name, NAME_MAX),
            NIF: invoice.recipient.nif.trim(),
          },
        ],
      },
    }),
    Desglose: {
      DetalleDesglose: invoice.totals.breakdown.map((row): DetalleDesglose => ({
        Impuesto: '01',
        ClaveRegimen: '01',
        CalificacionOperacion: 'S1',
        TipoImpositivo: `${row.vatRate}.00`,
        BaseImponibleOimporteNoSujeto: formatAeatAmount(row.baseCents),
        CuotaRepercutida: formatAeatAmount(row.vatCents),
      })),
    },
    CuotaTotal: cuotaTotal,
    ImporteTotal: importeTotal,
    Encadenamiento: chain,
    SistemaInformatico: system,
    FechaHoraHusoGenRegistro: timestamp,
    TipoHuella: '01',
    Huella: altaHuella({
      ...id,
      TipoFactura: invoice.type,
      CuotaTotal: cuotaTotal,
      ImporteTotal: importeTotal,
      HuellaAnterior: previousHuella(chain),
      FechaHoraHusoGenRegistro: timestamp,
    }),
  };
}

/** The cancellation record of an issued invoice, chained after `previous`. */
export function buildRegistroAnulacion(
  issuerNif: string,
  invoice: InvoiceRef,
  previous: ChainLink | null,
  system: SistemaInformatico,
  generatedAt: Date,
): RegistroAnulacion {
  const id = idFactura(issuerNif, invoice);
  const chain = encadenamiento(previous);
  const timestamp = registrationTimestamp(generatedAt);
  const cancelled: IDFacturaAnulada = {
    IDEmisorFacturaAnulada: id.IDEmisorFactura,
    NumSerieFacturaAnulada: id.NumSerieFactura,
    FechaExpedicionFacturaAnulada: id.FechaExpedicionFactura,
  };
  return {
    IDVersion: '1.0',
    IDFactura: cancelled,
    Encadenamiento: chain,
    SistemaInformatico: system,
    FechaHoraHusoGenRegistro: timestamp,
    TipoHuella: '01',
    Huella: anulacionHuella({
      ...cancelled,
      HuellaAnterior: previousHuella(chain),
      FechaHoraHusoGenRegistro: timestamp,
    }),
  };
}

/** The link the next record of the issuer's chain quotes (RegistroAnterior). */
export function chainLinkOf(record: RegistroAlta | RegistroAnulacion): ChainLink {
  const id = record.IDFactura;
  return 'IDEmisorFactura' in id
    ? { ...id, Huella: record.Huella }
    : {
        IDEmisorFactura: id.IDEmisorFacturaAnulada,
        NumSerieFactura: id.NumSerieFacturaAnulada,
        FechaExpedicionFactura: id.FechaExpedicionFacturaAnulada,
        Huella: record.Huella,
      };
}
