import {
  type ApiFieldError,
  INVENTORY_ANALYTICS_DEFAULT_MONTHS,
  INVENTORY_ANALYTICS_MAX_MONTHS,
  type LocalDate,
  addDays,
  daysBetween,
  isLocalDate,
} from '@px/contracts';

/**
 * The arithmetic of the inventory analytics (libs/contracts/src/inventory-analytics.ts says what
 * each figure means). The query reads the monthly rollup; everything it derives is here.
 */

/** A period of the analytics: the dates asked for, and the whole months of the rollup they cover. */
export interface AnalyticsPeriod {
  from: LocalDate;
  to: LocalDate;
  /** The first day of `from`'s month (the rollup's `month` of the first month). */
  firstMonth: LocalDate;
  /** The first day of `to`'s month. */
  lastMonth: LocalDate;
  /** Every month of the period, 'YYYY-MM', oldest first. */
  months: string[];
  /** Days from firstMonth to the end of `to`'s month or today, whichever comes first (0 if all ahead). */
  days: number;
}

export type PeriodResolution =
  { period: AnalyticsPeriod; errors: [] } | { period: null; errors: ApiFieldError[] };

/** '2027-03-17' → '2027-03-01'. */
export function monthStart(date: LocalDate): LocalDate {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `months` after (or before, when negative) `date`'s month. */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** Whole months from `from`'s month to `to`'s month, both counted (1 for the same month). */
export function monthsSpanned(from: LocalDate, to: LocalDate): number {
  const index = (date: LocalDate) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return index(to) - index(from) + 1;
}

/**
 * The period of GET /api/inventory/analytics from its `from` and `to` (either may be missing):
 * real dates, `to` not before `from`, at most INVENTORY_ANALYTICS_MAX_MONTHS whole months. Without
 * `to` it ends today; without `from` it starts INVENTORY_ANALYTICS_DEFAULT_MONTHS − 1 months
 * before `to`'s month (the last 12 months, the current one included).
 */
export function resolveAnalyticsPeriod(
  input: { from?: string | null; to?: string | null },
  today: LocalDate,
): PeriodResolution {
  const errors: ApiFieldError[] = [];
  if (input.from && !isLocalDate(input.from)) {
    errors.push({
      field: 'from',
      code: 'isDate',
      message: 'La fecha «desde» no es válida (AAAA-MM-DD).',
    });
  }
  if (input.to && !isLocalDate(input.to)) {
    errors.push({
      field: 'to',
      code: 'isDate',
      message: 'La fecha «hasta» no es válida (AAAA-MM-DD).',
    });
  }
  if (errors.length) return { period: null, errors };
  const to = input.to || today;
  const from = input.from || addMonths(to, 1 - INVENTORY_ANALYTICS_DEFAULT_MONTHS);
  if (to < from) {
    return {
      period: null,
      errors: [
        {
          field: 'to',
          code: 'dateOrder',
          message: 'La fecha «hasta» no puede ser anterior a la fecha «desde».',
        },
      ],
    };
  }
  const span = monthsSpanned(from, to);
  if (span > INVENTORY_ANALYTICS_MAX_MONTHS) {
    return {
      period: null,
      errors: [
        {
          field: 'to',
          code: 'periodTooLong',
          message: `El periodo no puede superar ${INVENTORY_ANALYTICS_MAX_MONTHS} meses (3 años).`,
        },
      ],
    };
  }
  const firstMonth = monthStart(from);
  const lastMonth = monthStart(to);
  const months = Array.from({ length: span }, (_, i) => addMonths(firstMonth, i).slice(0, 7));
  const periodEnd = addDays(addMonths(lastMonth, 1), -1);
  const countedTo = periodEnd < today ? periodEnd : today;
  const days = Math.max(0, daysBetween(firstMonth, countedTo) + 1);
  return { period: { from, to, firstMonth, lastMonth, months, days }, errors: [] };
}

/**
 * The average stock value of a period: the mean of its opening value and of its value at the end
 * of each of its months that has begun by today. Each is derived backwards from today's value:
 * the value at the end of month m is today's value minus the net change (net quantity × today's
 * average cost) of every later month; the opening value subtracts every month of the period and
 * after. `netValueByMonth` ('YYYY-MM' → cents) must hold every month from the period's first one
 * to today. A negative result (stock sold before it was counted in) counts as zero.
 */
export function averageStockValue(
  nowValueCents: number,
  netValueByMonth: ReadonlyMap<string, number>,
  months: readonly string[],
  currentMonth: string,
): number {
  const later = (month: string) => {
    let sum = 0;
    for (const [key, value] of netValueByMonth) if (key > month) sum += value;
    return sum;
  };
  const first = months[0];
  const opening = first === undefined ? nowValueCents : nowValueCents - later(previousMonth(first));
  const points = [opening];
  for (const month of months) {
    if (month > currentMonth) break;
    points.push(nowValueCents - later(month));
  }
  const total = points.reduce((sum, value) => sum + Math.max(0, value), 0);
  return Math.round(total / points.length);
}

/** '2027-01' → '2026-12'. */
function previousMonth(month: string): string {
  return addMonths(`${month}-01`, -1).slice(0, 7);
}

/** Consumption cost ÷ average stock value, two decimals; null when there is no average stock. */
export function rotationOf(consumedCents: number, averageStockCents: number): number | null {
  if (averageStockCents <= 0) return null;
  return Math.round((Math.max(0, consumedCents) / averageStockCents) * 100) / 100;
}

/**
 * How many days today's stock lasts at the period's average daily consumption (its consumption
 * cost ÷ its days), one decimal; null when nothing was consumed (or the period has not begun).
 */
export function daysOfCoverOf(
  stockValueCents: number,
  consumedCents: number,
  days: number,
): number | null {
  if (consumedCents <= 0 || days <= 0) return null;
  const daily = consumedCents / days;
  return Math.round((Math.max(0, stockValueCents) / daily) * 10) / 10;
}

/** The instant before which a part's last movement makes it dead stock. */
export function deadStockCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
