import { describe, expect, it } from 'vitest';
import {
  compactEuros,
  hasAnalyticsData,
  lastDayOfMonth,
  monthLabel,
  monthLongLabel,
  monthSelectable,
  monthsBetween,
  periodFromParams,
  periodOfMonths,
} from './model';
import { analyticsReport } from './test-report';

describe('inventory analytics: the period in the address', () => {
  it('reads real dates only; anything else leaves the API its default', () => {
    expect(periodFromParams(new URLSearchParams('from=2026-04-01&to=2027-03-17'))).toEqual({
      from: '2026-04-01',
      to: '2027-03-17',
    });
    expect(periodFromParams(new URLSearchParams('from=2027-02-30&to=ayer'))).toEqual({
      from: null,
      to: null,
    });
    expect(periodFromParams(new URLSearchParams())).toEqual({ from: null, to: null });
  });

  it('a range of months runs from the first day to the last day, or today', () => {
    expect(periodOfMonths('2026-04', '2027-02', '2027-03-17')).toEqual({
      from: '2026-04-01',
      to: '2027-02-28',
    });
    expect(periodOfMonths('2026-04', '2027-03', '2027-03-17')).toEqual({
      from: '2026-04-01',
      to: '2027-03-17',
    });
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2027-12')).toBe('2027-12-31');
    expect(monthsBetween('2026-04-01', '2027-03-17')).toBe(12);
  });

  it('offers no month ahead of today, and at most 36 months from the first one picked', () => {
    expect(monthSelectable('2027-04', '2027-03')).toBe(false);
    expect(monthSelectable('2020-01', '2027-03')).toBe(true);
    expect(monthSelectable('2024-04', '2027-03', '2027-03')).toBe(true);
    expect(monthSelectable('2024-03', '2027-03', '2027-03')).toBe(false);
    expect(monthSelectable('2026-12', '2027-03', '2024-01')).toBe(true);
    expect(monthSelectable('2027-01', '2027-03', '2024-01')).toBe(false);
  });
});

describe('inventory analytics: what the screen shows', () => {
  it('labels months and short amounts in the interface language', () => {
    expect(monthLabel('2027-03', 'es-ES')).toBe('mar 27');
    expect(monthLongLabel('2027-03', 'es-ES')).toBe('marzo de 2027');
    expect(monthLongLabel('2027-03', 'en-GB')).toBe('March 2027');
    expect(compactEuros(250_000, 'es-ES')).toMatch(/^2,5\s?mil\s?€$/);
    expect(compactEuros(123_456_789, 'es-ES')).toMatch(/^1,2\s?M\s?€$/);
  });

  it('has data once there is stock or consumption', () => {
    expect(hasAnalyticsData(analyticsReport())).toBe(true);
    expect(
      hasAnalyticsData(analyticsReport({ stock_value_cents: 0, consumed_cost_cents: 0 })),
    ).toBe(false);
    expect(
      hasAnalyticsData(analyticsReport({ stock_value_cents: 0, consumed_cost_cents: 100 })),
    ).toBe(true);
  });
});
