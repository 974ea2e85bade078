import { type ApiFieldError, normalizeTaxId } from '@px/contracts';

/**
 * An employee's tax id: a person's, so a NIF (the DNI's 8 digits and control letter) or a NIE
 * (foreigners: X, Y or Z, 7 digits and the letter). Company CIFs, which @px/contracts also accepts
 * for customers, are no employee's. Payroll and the time-clock register print it, so it is stored
 * normalised (the same normalisation the SPA's forms use: uppercase, no spaces, dots or hyphens)
 * and the user is told whether the shape or only the control letter is wrong (a typo in a digit
 * usually shows up as a wrong letter).
 */

/** The control letter is this string's letter at (number mod 23). */
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** A NIE's leading letter stands for a digit in the control computation. */
const NIE_PREFIX_DIGITS: Record<string, string> = { X: '0', Y: '1', Z: '2' };

export type PersonalTaxIdKind = 'nif' | 'nie';

export type PersonalTaxIdErrorCode = 'required' | 'format' | 'control_letter';

export const PERSONAL_TAX_ID_MESSAGES: Record<PersonalTaxIdErrorCode, string> = {
  required: 'Indica el NIF/NIE.',
  format:
    'El NIF/NIE no es válido: debe tener 8 cifras y una letra (NIF) o X, Y o Z, 7 cifras y una letra (NIE).',
  control_letter: 'La letra de control del NIF/NIE no es correcta.',
};

export type PersonalTaxIdCheck =
  | { valid: true; value: string; kind: PersonalTaxIdKind }
  | { valid: false; code: PersonalTaxIdErrorCode; message: string };

function invalid(code: PersonalTaxIdErrorCode): PersonalTaxIdCheck {
  return { valid: false, code, message: PERSONAL_TAX_ID_MESSAGES[code] };
}

/** The control letter of a NIF's 8 digits or a NIE's number (prefix letter already a digit). */
export function controlLetter(digits: string): string {
  return CONTROL_LETTERS[Number(digits) % 23];
}

/** The normalised NIF/NIE and its kind, or why it is not one. */
export function checkPersonalTaxId(raw: string | null | undefined): PersonalTaxIdCheck {
  const value = normalizeTaxId(raw ?? '');
  if (!value) return invalid('required');
  const nif = /^(\d{8})([A-Z])$/.exec(value);
  if (nif) {
    return controlLetter(nif[1]) === nif[2]
      ? { valid: true, value, kind: 'nif' }
      : invalid('control_letter');
  }
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (nie) {
    return controlLetter(NIE_PREFIX_DIGITS[nie[1]] + nie[2]) === nie[3]
      ? { valid: true, value, kind: 'nie' }
      : invalid('control_letter');
  }
  return invalid('format');
}

/** The rule names a 400's field error carries, as the platform's validators name theirs. */
const FIELD_CODES: Record<PersonalTaxIdErrorCode, string> = {
  required: 'required',
  format: 'isTaxId',
  control_letter: 'taxIdControlLetter',
};

/** The 400 of a tax id that is not a NIF/NIE (empty when it is), on `field`. */
export function personalTaxIdErrors(
  raw: string | null | undefined,
  field = 'tax_id',
): ApiFieldError[] {
  const check = checkPersonalTaxId(raw);
  return check.valid ? [] : [{ field, code: FIELD_CODES[check.code], message: check.message }];
}
