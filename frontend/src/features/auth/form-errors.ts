import type { FormInstance } from 'antd';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';

/** Seconds to wait after a 429, read from the error details when the server gives them. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.statusCode !== 429) return null;
  const details = error.details as Record<string, unknown> | null | undefined;
  const raw =
    details && !Array.isArray(details) ? (details.retryAfter ?? details.retry_after) : null;
  const seconds = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** The server's field errors (400 `details`), named as the form names its fields. */
export function serverFieldErrors(
  error: unknown,
  fieldMap: Record<string, string> = {},
): { name: string; message: string }[] {
  if (!isApiError(error)) return [];
  return error.fieldErrors.map((item) => ({
    name: fieldMap[item.field] ?? item.field,
    message: item.message,
  }));
}

/** The sentence for a form's alert: the server's Spanish message, or what went wrong. */
export function formErrorMessage(error: unknown): string {
  return isApiError(error) ? error.message : extractErrorMessage(error);
}

/**
 * Puts the server's field errors (400 `details`) on the matching form fields and returns the
 * message for the form-level alert (the server's Spanish sentence).
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  fieldMap: Record<string, string> = {},
): string {
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = serverFieldErrors(error, fieldMap)
    .filter((item) => known.has(item.name))
    .map((item) => ({ name: item.name, errors: [item.message] }));
  if (fields.length > 0) form.setFields(fields);
  return formErrorMessage(error);
}
