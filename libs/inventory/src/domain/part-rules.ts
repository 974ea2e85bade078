import { type ApiFieldError } from '@px/contracts';

/** The longest name a part may have (the column is varchar(120)). */
export const PART_NAME_MAX_LENGTH = 120;

export const PART_NOT_FOUND = 'El elemento no existe.';

/** A name as it is stored: trimmed, with inner runs of spaces collapsed to one. */
export function normalizePartName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/**
 * What is wrong with a (normalized) name, as the API's field details in Spanish: nothing, or one
 * problem. Pure: no Nest, no database (CONVENTIONS: every rule unit-tested in test/).
 */
export function partNameProblems(name: string): ApiFieldError[] {
  if (name === '') {
    return [{ field: 'name', code: 'required', message: 'El nombre es obligatorio.' }];
  }
  if (name.length > PART_NAME_MAX_LENGTH) {
    return [
      {
        field: 'name',
        code: 'maxLength',
        message: `El nombre no puede tener más de ${PART_NAME_MAX_LENGTH} caracteres.`,
      },
    ];
  }
  return [];
}
