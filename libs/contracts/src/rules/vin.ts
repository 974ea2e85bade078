/**
 * Vehicle identification numbers (ISO 3779). Every VIN has 17 characters without I, O or Q. The
 * check digit in position 9 is mandatory only in North America: European makers often put another
 * character there, so a failed check is a warning for the user, never a refusal.
 */

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Position weights of the check-digit computation. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Letter values of the check-digit computation (digits count as themselves). */
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore

/** ` wvw zzz 1jz xw000001 ` becomes `WVWZZZ1JZXW000001`. */
export function normalizeVin(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}

/** 17 characters from the VIN alphabet (no I, O, Q). */
export function isValidVin(raw: string): boolean {
  return VIN.test(normalizeVin(raw));
}

/** The check digit the VIN should carry in position 9 (`0`–`9` or `X`); null if not a VIN. */
export function vinCheckDigit(raw: string): string | null {
  const vin = normalizeVin(raw);
  if (!VIN.test(vin)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const char = vin[i];
    const value = /\d/.test(char) ? Number(char) : TRANSLITERATION[char];
    sum += value * WEIGHTS[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** True when position 9 holds the ISO 3779 check digit. */
export function hasValidVinCheckDigit(raw: string): boolean {
  const expected = vinCheckDigit(raw);
  return expected !== null && normalizeVin(raw)[8] === expected;
}
