/** Money travels as integer cents; the forms take euros with two decimals. */
export function eurosToCents(euros: number | null | undefined): number | null {
  if (euros === null || euros === undefined || !Number.isFinite(euros)) return null;
  // 1.005 × 100 is 100.49999… in binary: cut the noise before rounding half up.
  return Math.round(Number((euros * 100).toFixed(6)));
}

export function centsToEuros(cents: number | null | undefined): number | null {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return null;
  return cents / 100;
}
