import { ERROR_TEXT_TRUNCATE_LENGTH } from './query-config';

/** SPEC §9: error texts are truncated to 200 characters. */
export const ERROR_TEXT_MAX_LENGTH = ERROR_TEXT_TRUNCATE_LENGTH;

/** Spanish fallback when nothing usable can be read from an error value (SPEC §8). */
export const UNKNOWN_ERROR_MESSAGE = 'Error desconocido';

const MESSAGE_FIELDS = ['message', 'error', 'description', 'detail', 'msg'] as const;

function truncate(text: string): string {
  return text.length > ERROR_TEXT_MAX_LENGTH ? text.slice(0, ERROR_TEXT_MAX_LENGTH) : text;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringify(value: unknown): string | null {
  try {
    const json = JSON.stringify(value);
    return json === undefined || json === '{}' ? null : json;
  } catch {
    return null;
  }
}

/**
 * Reads a human message out of anything that was thrown or rejected (SPEC §8):
 * the fields message, error, description, detail or msg; else the response data's message or
 * error; else "HTTP {status} {statusText}"; else the value itself truncated to 200 characters;
 * else "Error desconocido".
 */
export function extractErrorMessage(value: unknown): string {
  if (value === null || value === undefined) return UNKNOWN_ERROR_MESSAGE;
  if (typeof value === 'string')
    return nonEmptyString(value) ? truncate(value) : UNKNOWN_ERROR_MESSAGE;
  if (!isRecord(value)) return truncate(String(value));

  for (const field of MESSAGE_FIELDS) {
    const text = nonEmptyString(value[field]);
    if (text) return truncate(text);
  }

  const response = value.response;
  if (isRecord(response)) {
    const data = response.data;
    if (isRecord(data)) {
      const text = nonEmptyString(data.message) ?? nonEmptyString(data.error);
      if (text) return truncate(text);
    }
  }

  const status = typeof value.status === 'number' ? value.status : undefined;
  const responseStatus =
    isRecord(response) && typeof response.status === 'number' ? response.status : undefined;
  const httpStatus = status ?? responseStatus;
  if (httpStatus !== undefined) {
    const statusText =
      nonEmptyString(value.statusText) ??
      (isRecord(response) ? nonEmptyString(response.statusText) : null) ??
      '';
    return truncate(`HTTP ${httpStatus} ${statusText}`.trim());
  }

  const serialised = stringify(value);
  return serialised ? truncate(serialised) : UNKNOWN_ERROR_MESSAGE;
}
