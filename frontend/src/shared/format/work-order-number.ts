const PREFIX = 'WO-';
/** Work-order numbers come from a PostgreSQL sequence and read "WO-000123" (DESIGN §7). */
const DIGITS = 6;

/**
 * Shows a work-order number with the "WO-" prefix (SPEC §1): 123 → "WO-000123", "000123" →
 * "WO-000123", "WO-000123" stays as is, and an empty number shows "WO-000".
 */
export function formatWorkOrderNumber(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return `${PREFIX}000`;
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? `${PREFIX}${String(Math.trunc(value)).padStart(DIGITS, '0')}`
      : `${PREFIX}000`;
  }
  const text = value.trim();
  if (text === '') return `${PREFIX}000`;
  if (text.toUpperCase().startsWith(PREFIX)) return `${PREFIX}${text.slice(PREFIX.length)}`;
  if (/^\d+$/.test(text)) return `${PREFIX}${text.padStart(DIGITS, '0')}`;
  return `${PREFIX}${text}`;
}
