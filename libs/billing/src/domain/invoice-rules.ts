import {
  RECTIFICATION_KINDS,
  RECTIFICATION_REASONS,
  type RectificationKind,
  type RectificationReason,
} from '@px/contracts';
import { type InvoiceSeries } from './document-number';
import { type FieldProblem } from './field-problem';
import { type InvoiceStatus } from './invoice-status';

/**
 * What each series needs before it is issued, and its VERI*FACTU type (TipoFactura).
 * - `F` ordinary (F1): the recipient's name, NIF and address (RD 1619/2012 art. 6.1.c–e).
 * - `S` simplified (F2): up to 400 € VAT included (RD 1619/2012 art. 4.1; repairs are not among the
 *   art. 4.2 activities allowed up to 3,000 €); the recipient is optional (art. 7).
 * - `R` rectifying (art. 15 and Ley 37/1992 art. 80): references an issued invoice, with its legal
 *   reason R1–R4, or R5 when the original is simplified, and TipoRectificativa `I` (by differences)
 *   or `S` (by substitution: the record then carries the rectified base and quota).
 * Negative totals exist only on rectifying invoices.
 */

export const SIMPLIFIED_MAX_TOTAL_CENTS = 40_000;

export { RECTIFICATION_REASONS, type RectificationReason };

/** Spanish labels of the reasons (Ley 37/1992 art. 80, AEAT's ClaveTipoFacturaType). */
export const RECTIFICATION_REASON_LABELS: Record<RectificationReason, string> = {
  R1: 'Error fundado en derecho y art. 80 Uno, Dos y Seis LIVA',
  R2: 'Concurso de acreedores (art. 80 Tres LIVA)',
  R3: 'Créditos incobrables (art. 80 Cuatro LIVA)',
  R4: 'Resto de causas',
  R5: 'Rectificación de una factura simplificada',
};

/** `I` by differences, `S` by substitution (TipoRectificativa). */
export { RECTIFICATION_KINDS, type RectificationKind };

export const VERIFACTU_INVOICE_TYPES = ['F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type VerifactuInvoiceType = (typeof VERIFACTU_INVOICE_TYPES)[number];

export interface InvoiceRecipient {
  name: string | null;
  taxId: string | null;
  address: string | null;
}

/** The invoice a rectifying one corrects, as far as the rules need it. */
export interface RectifiedInvoice {
  status: InvoiceStatus;
  type: VerifactuInvoiceType;
}

export interface Rectification {
  /** null when the referenced invoice does not exist. */
  original: RectifiedInvoice | null;
  reason: RectificationReason | null;
  kind: RectificationKind | null;
}

export interface InvoiceToIssue {
  series: InvoiceSeries;
  recipient: InvoiceRecipient | null;
  totalCents: number;
  /** Required on series R, ignored on the others. */
  rectification: Rectification | null;
}

/** Tells a valid Spanish NIF/NIE/CIF (the shared validator of @px/contracts, handed in). */
export type TaxIdValidator = (taxId: string) => boolean;

/** Invoices whose recipient may stay unidentified: simplified ones and their rectifications. */
export const isSimplifiedType = (type: VerifactuInvoiceType) => type === 'F2' || type === 'R5';

/** VERI*FACTU's TipoFactura of an invoice: F1, F2, or the rectifying reason itself. */
export function verifactuInvoiceType(
  series: InvoiceSeries,
  reason: RectificationReason | null = null,
): VerifactuInvoiceType {
  if (series === 'F') return 'F1';
  if (series === 'S') return 'F2';
  if (reason === null) throw new RangeError('A rectifying invoice needs its reason (R1–R5).');
  return reason;
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/** What stops `invoice` from being issued, as Spanish field details (empty: it may be issued). */
export function invoiceIssueProblems(
  invoice: InvoiceToIssue,
  isValidTaxId: TaxIdValidator,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, code: string, message: string) =>
    problems.push({ field, code, message });
  const rectification = invoice.series === 'R' ? invoice.rectification : null;

  if (invoice.series === 'R') {
    rectificationProblems(rectification, add);
  } else if (invoice.totalCents < 0) {
    add(
      'total_cents',
      'min',
      'El total no puede ser negativo: para devolver importes emite una factura rectificativa.',
    );
  }
  if (invoice.series === 'S' && invoice.totalCents > SIMPLIFIED_MAX_TOTAL_CENTS) {
    add(
      'total_cents',
      'simplifiedLimit',
      'Una factura simplificada no puede superar 400,00 € IVA incluido: emite una factura ordinaria (serie F).',
    );
  }

  const recipientOptional =
    invoice.series === 'S' || (invoice.series === 'R' && rectification?.reason === 'R5');
  const name = text(invoice.recipient?.name);
  const taxId = text(invoice.recipient?.taxId);
  const address = text(invoice.recipient?.address);
  if (!recipientOptional) {
    if (!name) add('recipient.name', 'required', 'Indica el nombre o razón social del cliente.');
    if (!taxId) add('recipient.tax_id', 'required', 'Indica el NIF del cliente.');
    if (!address) add('recipient.address', 'required', 'Indica la dirección del cliente.');
  }
  if (taxId && !isValidTaxId(taxId)) {
    add(
      'recipient.tax_id',
      'taxId',
      'El NIF/CIF del cliente no es válido: revisa la letra o el dígito de control.',
    );
  }
  return problems;
}

function rectificationProblems(
  rectification: Rectification | null,
  add: (field: string, code: string, message: string) => void,
): void {
  const original = rectification?.original ?? null;
  if (!original) {
    add(
      'rectification.original_invoice_id',
      'required',
      'Indica la factura emitida que se rectifica.',
    );
  } else if (original.status !== 'issued') {
    add(
      'rectification.original_invoice_id',
      'notIssued',
      original.status === 'cancelled'
        ? 'La factura indicada está anulada: no se puede rectificar.'
        : 'La factura indicada es un borrador: solo se rectifican facturas emitidas.',
    );
  }
  const reason = rectification?.reason ?? null;
  if (!reason || !(RECTIFICATION_REASONS as readonly string[]).includes(reason)) {
    add('rectification.reason', 'required', 'Indica el motivo de la rectificación (R1 a R5).');
  } else if (original) {
    const simplified = isSimplifiedType(original.type);
    if (simplified && reason !== 'R5') {
      add(
        'rectification.reason',
        'simplifiedOriginal',
        'La factura rectificada es simplificada: el motivo debe ser R5.',
      );
    } else if (!simplified && reason === 'R5') {
      add(
        'rectification.reason',
        'notSimplified',
        'El motivo R5 solo rectifica facturas simplificadas: elige entre R1 y R4.',
      );
    }
  }
  const kind = rectification?.kind ?? null;
  if (!kind || !(RECTIFICATION_KINDS as readonly string[]).includes(kind)) {
    add(
      'rectification.kind',
      'required',
      'Indica si la rectificación es por diferencias (I) o por sustitución (S).',
    );
  }
}
