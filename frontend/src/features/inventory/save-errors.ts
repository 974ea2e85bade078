/**
 * How a refused save of a part, a supplier or a purchase order shows (pure, tested): field errors on
 * their fields, a 409 duplicate (reference + brand, NIF/CIF) on the field it is about with a way to
 * the existing record, a stale version as "someone else changed it" with a reload, anything else as
 * a sentence.
 */
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';

/** A form field's name: a top-level field, or the path of one in a list (`['lines', 0, 'quantity']`). */
export type FormFieldName = string | (string | number)[];

export interface SaveFailure<Field extends FormFieldName> {
  /** Messages for the form's own fields. */
  fields: { name: Field; errors: string[] }[];
  /** The form-level message (null when everything shows on the fields). */
  message: string | null;
  /** A stale version: the form offers to reload the current data. */
  versionConflict: boolean;
  /** The record a duplicate collides with (details.part_id / details.supplier_id). */
  existingId: string | null;
}

export interface SaveFailureOptions {
  /**
   * A 409 about one field without field errors (a receipt's excess) names it in `details.field`:
   * its message then shows on that field.
   */
  fieldInDetails?: boolean;
}

const sameName = (a: FormFieldName, b: FormFieldName) =>
  [a].flat().join('.') === [b].flat().join('.');

export function saveFailureOf<Field extends FormFieldName>(
  error: unknown,
  fieldOf: (serverField: string) => Field | null,
  duplicate: { idKey: string; field: Field } | null = null,
  { fieldInDetails = false }: SaveFailureOptions = {},
): SaveFailure<Field> {
  const failure: SaveFailure<Field> = {
    fields: [],
    message: null,
    versionConflict: false,
    existingId: null,
  };
  if (!isApiError(error)) {
    failure.message = extractErrorMessage(error);
    return failure;
  }
  const details =
    error.details && typeof error.details === 'object' && !Array.isArray(error.details)
      ? (error.details as Record<string, unknown>)
      : {};
  if (error.statusCode === 409 && typeof details.current_version === 'number') {
    failure.versionConflict = true;
    return failure;
  }
  if (duplicate && error.statusCode === 409 && typeof details[duplicate.idKey] === 'string') {
    failure.existingId = details[duplicate.idKey] as string;
    failure.fields.push({ name: duplicate.field, errors: [error.message] });
    return failure;
  }
  const unplaced: string[] = [];
  const place = (field: string, message: string) => {
    const name = fieldOf(field);
    if (!name) {
      unplaced.push(message);
      return;
    }
    const known = failure.fields.find((entry) => sameName(entry.name, name));
    if (known) known.errors.push(message);
    else failure.fields.push({ name, errors: [message] });
  };
  for (const item of error.fieldErrors) place(item.field, item.message);
  if (fieldInDetails && error.fieldErrors.length === 0 && typeof details.field === 'string') {
    place(details.field, error.message);
  }
  if (failure.fields.length === 0) failure.message = error.message || extractErrorMessage(error);
  else if (unplaced.length > 0) failure.message = unplaced.join(' ');
  return failure;
}
