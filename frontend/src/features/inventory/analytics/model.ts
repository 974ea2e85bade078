/**
 * What /inventory/analytics reads from its address and shows (pure, tested in model.test.ts). The
 * period is `?from=YYYY-MM-DD&to=YYYY-MM-DD`; without it the API answers its default (the last 12
 * months, the current one included) and says which dates it used.
 */
import {
  INVENTORY_ANALYTICS_MAX_MONTHS,
  type InventoryAnalytics,
  type PartCategory,
  isLocalDate,
} from '@px/contracts';

export interface AnalyticsPeriodParams {
  from: string | null;
  to: string | null;
}

/** The period in the address; a date that is not real is ignored (the API's default applies). */
export function periodFromParams(params: URLSearchParams): AnalyticsPeriodParams {
  const date = (key: string) => {
    const value = params.get(key);
    return value && isLocalDate(value) ? value : null;
  };
  return { from: date('from'), to: date('to') };
}

/**
 * The address's dates for a range of months picked in the month picker: from the first day of
 * the first month to the last day of the last (or today, for the current month).
 */
export function periodOfMonths(
  firstMonth: string,
  lastMonth: string,
  today: string,
): { from: string; to: string } {
  const end = lastDayOfMonth(lastMonth);
  return { from: `${firstMonth}-01`, to: end < today ? end : today };
}

/** '2027-02' → '2027-02-28'. */
export function lastDayOfMonth(month: string): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const day = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** Whole months from `from`'s to `to`'s, both counted. */
export function monthsBetween(from: string, to: string): number {
  const index = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return index(to) - index(from) + 1;
}

/** Whether the month picker may offer `month` ('YYYY-MM') once `first` is picked: 36 months at most, none ahead. */
export function monthSelectable(month: string, currentMonth: string, first?: string): boolean {
  if (month > currentMonth) return false;
  if (!first) return true;
  const span = month < first ? monthsBetween(month, first) : monthsBetween(first, month);
  return span <= INVENTORY_ANALYTICS_MAX_MONTHS;
}

/** Whether the answer has anything to show: stock on the shelf or consumption in the period. */
export function hasAnalyticsData(report: InventoryAnalytics): boolean {
  return report.stock_value_cents > 0 || report.consumed_cost_cents !== 0;
}

/** The message of a category's label, without the screen's `inventoryAnalytics.` prefix. */
export const categoryKey = (category: PartCategory) => `category.${category}`;

/** '2027-03' → "mar 27" (es) / "Mar 27" (en), for the chart's axis. */
export function monthLabel(month: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** '2027-03' → "marzo de 2027" (es) / "March 2027" (en), for tables and summaries. */
export function monthLongLabel(month: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** Cents as a short axis label in euros: 123456789 → "1,2 M€", 250000 → "2,5 mil €" (es-ES). */
export function compactEuros(cents: number, tag: string): string {
  return new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'EUR',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(cents / 100);
}
