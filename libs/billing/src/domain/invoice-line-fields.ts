import { type FieldProblem } from './field-problem';
import { VAT_RATES } from './invoice-totals';
import { discountInHundredths, quantityInThousandths } from './money';

/** 1,000,000 € a unit: far above any workshop line, low enough that totals stay exact. */
export const MAX_UNIT_PRICE_CENTS = 100_000_000;
export const MAX_QUANTITY = 100_000;

export interface LineFields {
  quantity: number;
  unitPriceCents: number;
  discountPercent: number;
  vatRate: number;
}

/**
 * What is wrong with a document's lines, as Spanish field details (`lines.<i>.<field>`). Negative
 * quantities are allowed only where the caller says so: a rectifying invoice by differences.
 */
export function invoiceLineProblems(
  lines: readonly LineFields[],
  options: { allowNegative: boolean } = { allowNegative: false },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (lines.length === 0) {
    problems.push({ field: 'lines', code: 'required', message: 'Añade al menos una línea.' });
  }
  lines.forEach((line, i) => {
    const add = (field: string, code: string, message: string) =>
      problems.push({ field: `lines.${i}.${field}`, code, message });
    const thousandths = quantityInThousandths(line.quantity);
    if (thousandths === null) {
      add('quantity', 'decimals', 'La cantidad admite como mucho tres decimales.');
    } else if (thousandths === 0 || Math.abs(line.quantity) > MAX_QUANTITY) {
      add('quantity', 'range', `La cantidad debe ser distinta de 0 y no pasar de ${MAX_QUANTITY}.`);
    } else if (thousandths < 0 && !options.allowNegative) {
      add(
        'quantity',
        'min',
        'La cantidad no puede ser negativa: para devolver importes emite una factura rectificativa.',
      );
    }
    if (
      !Number.isSafeInteger(line.unitPriceCents) ||
      line.unitPriceCents < 0 ||
      line.unitPriceCents > MAX_UNIT_PRICE_CENTS
    ) {
      add(
        'unit_price_cents',
        'range',
        `El precio unitario debe ser un importe en céntimos entre 0 y ${MAX_UNIT_PRICE_CENTS}.`,
      );
    }
    const discount = discountInHundredths(line.discountPercent);
    if (discount === null || discount < 0 || discount > 10_000) {
      add(
        'discount_percent',
        'range',
        'El descuento debe estar entre 0 y 100 %, con dos decimales.',
      );
    }
    if (!(VAT_RATES as readonly number[]).includes(line.vatRate)) {
      add('vat_rate', 'isIn', `El IVA debe ser uno de estos tipos: ${VAT_RATES.join(', ')} %.`);
    }
  });
  return problems;
}
