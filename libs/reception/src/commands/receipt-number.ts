import { type EntityManager } from '@mikro-orm/postgresql';
import { drawYearlyNumber } from '@px/platform';
import { formatReceiptNumber } from '../domain/reception-rules';

/** The next receipt number of the year (gap-free: `drawYearlyNumber`). */
export async function drawReceiptNumber(em: EntityManager, now: Date): Promise<string> {
  const { year, sequence } = await drawYearlyNumber(em, 'customer_receipt_counter', now);
  return formatReceiptNumber(year, sequence);
}
