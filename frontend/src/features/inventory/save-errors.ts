/**
 * How a refused save of a part or supplier shows (pure, tested): field errors on their fields, a
 * 409 duplicate (reference + brand, NIF/CIF) on the field it is about with a way to the existing
 * record, a stale version as "someone else changed it" with a reload, anything else as a sentence.
 */
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';

export interface SaveFailure<Field extends string> {
  /** Messages for the form's own fields. */
  fields: { name: Field; errors: string[] }[];
  /** The form-level message (null when everything shows on the fields). */
  message: string | null;
  /** A stale version: the form offers to reload the current data. */
  versionConflict: boolean;
  /** The record a duplicate collides with (details.part_id / details.supplier_id). */
  existingId: string | null;
}

export function saveFailureOf<Field extends string>(
  error: unknown,
  fieldOf: (serverField: string) => Field | null,
  duplicate: { idKey: string; field: Field },
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
  if (error.statusCode === 409 && typeof details[duplicate.idKey] === 'string') {
    failure.existingId = details[duplicate.idKey] as string;
    failure.fields.push({ name: duplicate.field, errors: [error.message] });
    return failure;
  }
  const unknown: string[] = [];
  for (const item of error.fieldErrors) {
    const name = fieldOf(item.field);
    if (!name) {
      unknown.push(item.message);
      continue;
    }
    const known = failure.fields.find((entry) => entry.name === name);
    if (known) known.errors.push(item.message);
    else failure.fields.push({ name, errors: [item.message] });
  }
  if (failure.fields.length === 0) failure.message = error.message || extractErrorMessage(error);
  else if (unknown.length > 0) failure.message = unknown.join(' ');
  return failure;
}
