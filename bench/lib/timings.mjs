// The figures of a `custom` scenario (bench/lib/scenarios.mjs): per-request times in ms summarised
// as the run reports events, and the BENCH_* settings such a scenario reads itself. One copy for
// the scenarios that time their own requests (the older ones each keep theirs).

/** Nearest-rank percentile of an ascending array. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];

export const round = (value) => Math.round(value * 100) / 100;

/** A whole BENCH_* setting ≥ 0, or `fallback` when unset or not one. */
export const setting = (name, fallback) => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** `{ count, p50, p95, p99 }` of the times (ms), the `events` a custom scenario answers. */
export function eventFigures(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}
