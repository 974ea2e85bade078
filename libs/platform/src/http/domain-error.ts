import { type ApiErrorCode, type ApiFieldError } from '@px/contracts';

/**
 * A failure a user can understand and act on, thrown from domain code and handlers.
 * The exception filter turns it into an ApiError with this status, code and Spanish message.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: ApiFieldError[] | Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'El recurso solicitado no existe.') {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, details: Record<string, unknown> | null = null) {
    super(409, 'CONFLICT', message, details);
  }
}

/** 409 for a stale `version`, carrying the current one so the client can reload or merge. */
export class VersionConflictError extends DomainError {
  constructor(
    currentVersion: number,
    message = 'Otra persona ha modificado estos datos. Recarga para ver la versión actual.',
  ) {
    super(409, 'VERSION_CONFLICT', message, { current_version: currentVersion });
  }
}

export class ValidationError extends DomainError {
  constructor(
    details: ApiFieldError[],
    message = 'Los datos enviados no son válidos: revisa los campos indicados.',
  ) {
    super(400, 'VALIDATION_ERROR', message, details);
  }
}

/**
 * 429: the client must wait. The exception filter sends `Retry-After` with these seconds, so every
 * throttle (login attempts, request rates, a kiosk PIN) answers the same way.
 */
export class TooManyRequestsError extends DomainError {
  constructor(
    readonly retryAfter: number,
    message = `Demasiadas peticiones. Espera ${retryAfter} segundo${retryAfter === 1 ? '' : 's'} antes de volver a intentarlo.`,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message, { retry_after_seconds: retryAfter });
  }
}
