import type { FormInstance } from 'antd';
import { applyServerErrors } from '@/features/auth/form-errors';
import { isApiError } from '@/shared/api';
import { lineFieldOfServer } from './line-values';

/**
 * The API's field errors on a quote's or an invoice's form: the top-level fields through the
 * app's shared helper (`fieldMap` renames the API's nested names, e.g. `recipient.tax_id`), each
 * `lines.N.*` on its row (`lineFields`: the document's own line fields); focuses the first.
 */
export function showDocumentServerErrors(
  form: FormInstance,
  error: unknown,
  {
    fieldMap = {},
    lineFields = {},
  }: { fieldMap?: Record<string, string>; lineFields?: Record<string, string> } = {},
): void {
  applyServerErrors(form, error, fieldMap);
  if (!isApiError(error)) return;
  const lineOf = (field: string) => lineFieldOfServer(field, lineFields);
  const lines = error.fieldErrors.flatMap((item) => {
    const name = lineOf(item.field);
    return name ? [{ name, errors: [item.message] }] : [];
  });
  if (lines.length > 0) form.setFields(lines as Parameters<typeof form.setFields>[0]);
  const first = error.fieldErrors
    .map((item) => lineOf(item.field) ?? fieldMap[item.field] ?? item.field)
    .find((name) => form.getFieldInstance(name as never) !== undefined);
  if (first) form.scrollToField(first as never, { block: 'center', focus: true });
}
