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
