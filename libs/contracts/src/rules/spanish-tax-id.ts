/**
 * Spanish tax identifiers (NIF of people, NIE of foreigners, CIF of companies) with their check
 * character. Pure functions shared by the server (workshop, customers) and the SPA's forms.
 */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

export type TaxIdKind = 'nif' | 'nie' | 'cif';

export function normalizeTaxId(raw: string): string {
  return raw.toUpperCase().replace(/[\s.-]/g, '');
}

function dniLetter(digits: number): string {
  return DNI_LETTERS[digits % 23];
}

function isValidNif(id: string): boolean {
  const match = /^(\d{8})([A-Z])$/.exec(id);
  return !!match && dniLetter(Number(match[1])) === match[2];
}

function isValidNie(id: string): boolean {
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const prefix = { X: '0', Y: '1', Z: '2' }[match[1] as 'X' | 'Y' | 'Z'];
  return dniLetter(Number(prefix + match[2])) === match[3];
}

function isValidCif(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const digits = match[2].split('').map(Number);
  let sum = 0;
  digits.forEach((digit, index) => {
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  });
  const control = (10 - (sum % 10)) % 10;
  const letter = match[1];
  const given = match[3];
  // Entities that must use a letter, those that must use a digit, and the rest either.
  if ('KPQRSNW'.includes(letter)) return given === CIF_CONTROL_LETTERS[control];
  if ('ABEH'.includes(letter)) return given === String(control);
  return given === String(control) || given === CIF_CONTROL_LETTERS[control];
}

export function taxIdKind(raw: string): TaxIdKind | null {
  const id = normalizeTaxId(raw);
  if (isValidNif(id)) return 'nif';
  if (isValidNie(id)) return 'nie';
  if (isValidCif(id)) return 'cif';
  return null;
}

export function isValidSpanishTaxId(raw: string): boolean {
  return taxIdKind(raw) !== null;
}
