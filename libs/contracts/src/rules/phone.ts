/**
 * Phone numbers as a workshop writes them down: Spanish numbers (9 digits starting with 6, 7, 8 or
 * 9, with or without +34 / 0034) are stored as the 9 digits; other countries as `+` and 7–15 digits.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s.\-()/]/g, '');
  const international = compact.startsWith('+') || compact.startsWith('00');
  const digits = compact.replace(/^\+|^00/, '');
  if (!/^\d+$/.test(digits)) return null;
  if (!international || digits.startsWith('34')) {
    // A Spanish number: national digits only, and they must be a dialable Spanish number.
    const national = international ? digits.slice(2) : digits;
    return /^[6789]\d{8}$/.test(national) ? national : null;
  }
  return digits.length >= 7 && digits.length <= 15 ? `+${digits}` : null;
}
