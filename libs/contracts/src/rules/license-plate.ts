/**
 * Vehicle registration plates. Spanish plates are recognised in every format still on the road
 * and shown the way they are printed; foreign plates are kept as written (letters and digits only)
 * with their country. Pure functions shared by the server and the SPA.
 */

/** How a Spanish plate is formed. */
export type SpanishPlateFormat =
  /** Since September 2000: 4 digits and 3 consonants, `1234 BCD`. */
  | 'current'
  /** 1971–2000: province, 4 digits, 1 or 2 letters, `M-1234-AB`. */
  | 'provincial'
  /** Before 1971: province and up to 6 digits, `M-123456`. */
  | 'provincial_numeric'
  /** A letter prefix and the current series: trailer R, special vehicle E, moped C, historic H. */
  | 'special';

export interface ParsedPlate {
  /** ISO 3166-1 alpha-2 country of registration, `ES` for Spain. */
  country: string;
  format: SpanishPlateFormat | 'foreign';
  /** Upper-case letters and digits only: what search and uniqueness compare. */
  normalized: string;
  /** As printed on the plate: `1234 BCD`, `M-1234-AB`, `R 1234 BCD`; foreign plates as normalised. */
  display: string;
}

/** Letters used by the current series: no vowels, no Ñ, no Q. */
const SERIES = 'BCDFGHJKLMNPRSTVWXYZ';
const CURRENT = new RegExp(`^(\\d{4})([${SERIES}]{3})$`);
const SPECIAL = new RegExp(`^([ERCH])(\\d{4})([${SERIES}]{3})$`);

/** Provincial codes of the 1900–2000 system (including the ones later renamed). */
const PROVINCES = [
  'A', 'AB', 'AL', 'AV', 'B', 'BA', 'BI', 'BU', 'C', 'CA', 'CC', 'CE', 'CO', 'CR', 'CS', 'CU',
  'GC', 'GE', 'GI', 'GR', 'GU', 'H', 'HU', 'IB', 'J', 'L', 'LE', 'LO', 'LU', 'M', 'MA', 'ML',
  'MU', 'NA', 'O', 'OR', 'OU', 'P', 'PM', 'PO', 'S', 'SA', 'SE', 'SG', 'SO', 'SS', 'T', 'TE',
  'TF', 'TO', 'V', 'VA', 'VI', 'Z', 'ZA',
]; // prettier-ignore
const PROVINCE_GROUP = `(${[...PROVINCES].sort((a, b) => b.length - a.length).join('|')})`;
const PROVINCIAL = new RegExp(`^${PROVINCE_GROUP}(\\d{4})([A-Z]{1,2})$`);
const PROVINCIAL_NUMERIC = new RegExp(`^${PROVINCE_GROUP}(\\d{1,6})$`);

/** Foreign plates: 2 to 12 letters and digits once separators are removed. */
const FOREIGN = /^[A-Z0-9]{2,12}$/;

/**
 * `1234-bcd`, ` 1234 BCD ` and `1234BCD` all become `1234BCD`. Ñ is kept (and then refused by
 * every format) rather than read as N: a plate is never silently changed into another one.
 */
export function normalizePlate(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9Ñ]/g, '');
}

/** A Spanish plate in any format on the road today, or null. */
function parseSpanishPlate(normalized: string): ParsedPlate | null {
  const plate = (format: SpanishPlateFormat, display: string): ParsedPlate => ({
    country: 'ES',
    format,
    normalized,
    display,
  });
  let match = CURRENT.exec(normalized);
  if (match) return plate('current', `${match[1]} ${match[2]}`);
  match = SPECIAL.exec(normalized);
  if (match) return plate('special', `${match[1]} ${match[2]} ${match[3]}`);
  match = PROVINCIAL.exec(normalized);
  if (match) return plate('provincial', `${match[1]}-${match[2]}-${match[3]}`);
  match = PROVINCIAL_NUMERIC.exec(normalized);
  if (match) return plate('provincial_numeric', `${match[1]}-${match[2]}`);
  return null;
}

/**
 * Reads a plate registered in `country` (ISO alpha-2, Spain by default). Null when it cannot be a
 * plate of that country: for Spain, none of the formats above; elsewhere, not 2–12 letters/digits.
 */
export function parsePlate(raw: string, country = 'ES'): ParsedPlate | null {
  const normalized = normalizePlate(raw);
  const code = country.trim().toUpperCase();
  if (code === 'ES') return parseSpanishPlate(normalized);
  if (!/^[A-Z]{2}$/.test(code) || !FOREIGN.test(normalized)) return null;
  return { country: code, format: 'foreign', normalized, display: normalized };
}
