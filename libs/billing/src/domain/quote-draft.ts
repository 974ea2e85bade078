import { type QuoteDraftInput, isLocalDate } from '@px/contracts';
import { type DraftLine, draftLineOf, draftLineProblems } from './draft-lines';
import { trimmedOrNull } from './draft-text';
import { type FieldProblem } from './field-problem';
import { type InvoiceTotals, invoiceTotals, lineBaseCents } from './invoice-totals';

export const QUOTE_NOT_FOUND = 'El presupuesto no existe.';

/** A work-order line's name is 200 characters: an accepted line must fit one. */
export const MAX_QUOTE_LINE_DESCRIPTION = 200;
export const MAX_QUOTE_LINES = 200;
export const MAX_QUOTE_CONDITIONS = 4_000;
/** Expected delivery, in working days from the acceptance: up to a year. */
export const MAX_DELIVERY_DAYS = 365;
export const MAX_ODOMETER_KM = 2_000_000;

export interface QuoteDraftLine extends DraftLine {
  baseCents: number;
  partId: string | null;
}

/** A quote's editable content as the office typed it, checked and priced. */
export interface QuoteDraft {
  customerId: string;
  vehicleId: string | null;
  odometerKm: number | null;
  workOrderId: string | null;
  validUntil: string | null;
  deliveryDays: number | null;
  conditions: string | null;
  lines: QuoteDraftLine[];
  totals: InvoiceTotals;
}

/**
 * A quote's content checked (Spanish field details) and priced like an invoice: each line's base
 * rounded once, VAT per rate on the rate's whole base. Labor is hours × hourly rate; parts and
 * fees units × price; nothing negative (a quote has no rectifications). The validity is checked
 * against the calendar when the quote is sent, not here: a draft may be sent days later.
 */
export function quoteDraftOf(
  input: QuoteDraftInput,
): { draft: QuoteDraft } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const add = (field: string, code: string, message: string) =>
    problems.push({ field, code, message });
  const lines = input.lines.map((line) => ({ ...draftLineOf(line), partId: line.part_id ?? null }));
  if (lines.length > MAX_QUOTE_LINES) {
    add('lines', 'maxSize', `Un presupuesto admite como mucho ${MAX_QUOTE_LINES} líneas.`);
  }
  problems.push(
    ...draftLineProblems(lines).map((problem) => ({
      ...problem,
      message:
        problem.code === 'min'
          ? 'La cantidad no puede ser negativa.'
          : problem.message.replace('Añade al menos una línea.', 'Añade al menos una partida.'),
    })),
  );
  lines.forEach((line, i) => {
    if (!line.description) {
      add(`lines.${i}.description`, 'required', 'Describe el trabajo o la pieza de la línea.');
    } else if (line.description.length > MAX_QUOTE_LINE_DESCRIPTION) {
      add(
        `lines.${i}.description`,
        'maxLength',
        `La descripción admite como mucho ${MAX_QUOTE_LINE_DESCRIPTION} caracteres.`,
      );
    }
    if (line.partId && line.type !== 'part') {
      add(
        `lines.${i}.part_id`,
        'partOnly',
        'Solo una línea de recambio puede llevar una pieza del almacén.',
      );
    }
  });
  if (input.valid_until && !isLocalDate(input.valid_until)) {
    add('valid_until', 'isDate', 'Indica una fecha válida (AAAA-MM-DD).');
  }
  const days = input.delivery_days;
  if (days !== null && days !== undefined) {
    if (!Number.isInteger(days) || days < 0 || days > MAX_DELIVERY_DAYS) {
      add(
        'delivery_days',
        'range',
        `El plazo de entrega son días hábiles, de 0 a ${MAX_DELIVERY_DAYS}.`,
      );
    }
  }
  const km = input.odometer_km;
  if (km !== null && km !== undefined) {
    if (!Number.isInteger(km) || km < 0 || km > MAX_ODOMETER_KM) {
      add('odometer_km', 'range', 'Los kilómetros deben ser un número entero positivo.');
    }
  }
  if ((input.conditions?.length ?? 0) > MAX_QUOTE_CONDITIONS) {
    add(
      'conditions',
      'maxLength',
      `Las condiciones admiten como mucho ${MAX_QUOTE_CONDITIONS} caracteres.`,
    );
  }
  if (!input.vehicle_id && km !== null && km !== undefined) {
    add('vehicle_id', 'required', 'Indica el vehículo al que corresponden los kilómetros.');
  }
  if (problems.length) return { problems };
  const priced = lines.map((line) => ({ ...line, baseCents: lineBaseCents(line) }));
  return {
    draft: {
      customerId: input.customer_id,
      vehicleId: input.vehicle_id ?? null,
      odometerKm: km ?? null,
      workOrderId: input.work_order_id ?? null,
      validUntil: input.valid_until ?? null,
      deliveryDays: days ?? null,
      conditions: trimmedOrNull(input.conditions),
      lines: priced,
      totals: invoiceTotals(priced),
    },
  };
}
