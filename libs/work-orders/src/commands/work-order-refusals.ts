import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  VersionConflictError,
} from '@px/platform';
import { type WorkOrderRefusal } from '../domain/work-order-refusal';

/** The platform's error for a rule's refusal: the status and Spanish text the user gets. */
export function refusalError(refusal: WorkOrderRefusal): DomainError {
  switch (refusal.kind) {
    case 'conflict':
      return new ConflictError(refusal.message, refusal.details ?? null);
    case 'stale':
      return new VersionConflictError(refusal.currentVersion);
    case 'forbidden':
      return new ForbiddenError(refusal.message);
    case 'not_found':
      return new NotFoundError(refusal.message);
    case 'invalid':
      return new ValidationError([
        { field: refusal.field, code: refusal.code, message: refusal.message },
      ]);
  }
}

/** Throws the refusal's error when a rule refused; nothing when it allowed. */
export function assertAllowed(refusal: WorkOrderRefusal | null): void {
  if (refusal) throw refusalError(refusal);
}
