import {
  type ApiFieldError,
  STOCK_REASON_MAX_LENGTH,
  type StockAdjustmentInput,
} from '@px/contracts';
import { MAX_PRICE_CENTS } from './part-fields';

/** What is wrong with an adjustment besides its quantity (which depends on the part's unit). */
export function adjustmentProblems(adjustment: StockAdjustmentInput): ApiFieldError[] {
  const problems: ApiFieldError[] = [];
  if (adjustment.reason === '') {
    problems.push({
      field: 'reason',
      code: 'required',
      message: 'Indica el motivo del ajuste (recuento, rotura, error de ubicación…).',
    });
  } else if (adjustment.reason.length > STOCK_REASON_MAX_LENGTH) {
    problems.push({
      field: 'reason',
      code: 'maxLength',
      message: `El motivo no puede tener más de ${STOCK_REASON_MAX_LENGTH} caracteres.`,
    });
  }
  const cost = adjustment.unit_cost_cents;
  if (cost !== undefined && (!Number.isInteger(cost) || cost < 0 || cost > MAX_PRICE_CENTS)) {
    problems.push({
      field: 'unit_cost_cents',
      code: 'min',
      message: 'El coste unitario debe ser un importe en céntimos mayor o igual que cero.',
    });
  }
  return problems;
}
