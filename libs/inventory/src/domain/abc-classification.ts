import { type AbcClass } from '@px/contracts';

/** The cumulative shares (percent of the total value) that close classes A and B. */
export const ABC_THRESHOLDS = { a: 80, b: 95 } as const;

export interface AbcInput {
  id: string;
  /** The part's consumption value in the period (cents); zero or less counts as nothing. */
  value: number;
}

export interface AbcClassified extends AbcInput {
  abc: AbcClass;
}

/**
 * ABC analysis (Pareto) by value, highest first: A holds the items that make the first 80 % of the
 * total value, B the next 15 % (up to 95 %), C the rest. An item belongs to the class in which its
 * value starts, so the item that crosses 80 % is still A (A is never empty when something has
 * value). Items without value are always C, and so is everything when the total is zero. Equal
 * values keep their input order (the sort is stable), so the caller's order breaks ties.
 * The comparison runs on integers (cents × 100 against the total × threshold): no float drift.
 */
export function classifyAbc(items: readonly AbcInput[]): AbcClassified[] {
  const sorted = items
    .map((item, index) => ({ item, index, value: Math.max(0, item.value) }))
    .sort((x, y) => y.value - x.value || x.index - y.index);
  const total = sorted.reduce((sum, { value }) => sum + value, 0);
  let before = 0;
  return sorted.map(({ item, value }) => {
    let abc: AbcClass = 'C';
    if (value > 0) {
      if (before * 100 < total * ABC_THRESHOLDS.a) abc = 'A';
      else if (before * 100 < total * ABC_THRESHOLDS.b) abc = 'B';
    }
    before += value;
    return { ...item, abc };
  });
}

export interface AbcSummaryEntry {
  parts: number;
  value: number;
  /** Share of the total value, 0…1, four decimals (0 when the total is zero). */
  share: number;
}

export type AbcSummary = Record<AbcClass, AbcSummaryEntry>;

/**
 * How many items and how much value each class holds. `extraC` counts items not listed (the
 * parts that consumed nothing: C by definition).
 */
export function summarizeAbc(classified: readonly AbcClassified[], extraC = 0): AbcSummary {
  const summary: AbcSummary = {
    A: { parts: 0, value: 0, share: 0 },
    B: { parts: 0, value: 0, share: 0 },
    C: { parts: Math.max(0, extraC), value: 0, share: 0 },
  };
  let total = 0;
  for (const item of classified) {
    const value = Math.max(0, item.value);
    summary[item.abc].parts += 1;
    summary[item.abc].value += value;
    total += value;
  }
  if (total > 0) {
    for (const entry of Object.values(summary)) {
      entry.share = Math.round((entry.value / total) * 10_000) / 10_000;
    }
  }
  return summary;
}
