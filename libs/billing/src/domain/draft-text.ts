/**
 * Free text as a billing draft stores it: trimmed, and null when nothing is left, so that a field
 * the office cleared reads the same as one it never filled (quotes and invoices alike).
 */
export const trimmedOrNull = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};
