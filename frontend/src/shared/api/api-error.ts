import {
  type ApiErrorBody as ServerErrorBody,
  type ApiFieldError as ServerFieldError,
  RETRYABLE_STATUS_CODES as SERVER_RETRYABLE_STATUS_CODES,
} from '@px/contracts';

/** SPEC §8: statuses worth retrying. An error without a status is retryable too. */
export const RETRYABLE_STATUS_CODES: ReadonlySet<number> = new Set(SERVER_RETRYABLE_STATUS_CODES);

/** SPEC §8: the message used when the server gives none. */
export const DEFAULT_API_ERROR_MESSAGE = 'Error de API desconocido';
export const NETWORK_ERROR_MESSAGE =
  'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.';
export const TIMEOUT_ERROR_MESSAGE =
  'El servidor ha tardado demasiado en responder. Inténtalo de nuevo en unos segundos.';

/** One field error of a 400 answer (`details` of the server's ApiError): what the form shows. */
export type ApiFieldError = Pick<ServerFieldError, 'field' | 'message'>;

/**
 * The server's error envelope (DESIGN §6) as the client reads it: any field may be missing or of
 * another kind (a proxy's answer, an older server), so each one is checked before use.
 */
export type ApiErrorBody = Pick<ServerErrorBody, 'success'> &
  Partial<
    Pick<ServerErrorBody, 'message' | 'statusCode' | 'timestamp' | 'requestId' | 'retryable'>
  > & {
    error?: string;
    details?: unknown;
  };

export interface ApiErrorInit {
  error: string;
  message: string;
  statusCode: number;
  requestId?: string;
  timestamp?: string;
  details?: unknown;
  retryable?: boolean;
  isNetworkError?: boolean;
  cause?: unknown;
}

export function isStatusRetryable(statusCode: number | undefined): boolean {
  return statusCode === undefined || statusCode === 0 || RETRYABLE_STATUS_CODES.has(statusCode);
}

/** Every failed API call rejects with this. `statusCode` is 0 when no answer arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly error: string;
  readonly statusCode: number;
  readonly requestId?: string;
  readonly timestamp?: string;
  readonly details?: unknown;
  readonly retryable: boolean;
  readonly isNetworkError: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.error = init.error;
    this.statusCode = init.statusCode;
    this.requestId = init.requestId;
    this.timestamp = init.timestamp;
    this.details = init.details;
    this.isNetworkError = init.isNetworkError ?? false;
    this.retryable = init.retryable ?? (this.isNetworkError || isStatusRetryable(init.statusCode));
  }

  /** The field errors of a validation failure (400), or an empty list. */
  get fieldErrors(): ApiFieldError[] {
    if (!Array.isArray(this.details)) return [];
    return this.details.filter(
      (item): item is ApiFieldError =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ApiFieldError).field === 'string' &&
        typeof (item as ApiFieldError).message === 'string',
    );
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * Whether a failed request may be tried again (React Query's `retry`): an ApiError says so itself;
 * another error is retryable when its status is in the retryable list or it has no status at all.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ApiError) return error.retryable;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (typeof error === 'object' && error !== null) {
    const status = (error as { status?: unknown; statusCode?: unknown }).status;
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    const code = typeof status === 'number' ? status : statusCode;
    if (typeof code === 'number') return isStatusRetryable(code);
  }
  return true;
}
