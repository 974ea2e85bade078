import { ABSENCE_EVENT, type AbsenceEventPayload } from '@px/contracts';
import { DomainEvent } from '@px/platform';

/**
 * Absence facts, on the request they belong to. Each carries the request as it stands after the
 * change (employee, kind, dates, working days, comment), so a subscriber (the notifications to
 * managers and to the worker, the planning's capacity) works from the event alone.
 */
abstract class AbsenceEvent extends DomainEvent<AbsenceEventPayload> {
  readonly aggregateType = 'absence';
}

/**
 * An absence was asked for (pending), or recorded by a manager for an employee (then approved at
 * once: AbsenceApproved follows in the same transaction).
 */
export class AbsenceRequested extends AbsenceEvent {
  static readonly TYPE = ABSENCE_EVENT.AbsenceRequested;
  readonly type = AbsenceRequested.TYPE;
}

/** A manager approved it: the days are taken (and a vacation's spent). */
export class AbsenceApproved extends AbsenceEvent {
  static readonly TYPE = ABSENCE_EVENT.AbsenceApproved;
  readonly type = AbsenceApproved.TYPE;
}

/** A manager rejected it, with the comment the worker reads. */
export class AbsenceRejected extends AbsenceEvent {
  static readonly TYPE = ABSENCE_EVENT.AbsenceRejected;
  readonly type = AbsenceRejected.TYPE;
}

/** Withdrawn: by the employee while pending, or by a manager (also once approved). */
export class AbsenceCancelled extends AbsenceEvent {
  static readonly TYPE = ABSENCE_EVENT.AbsenceCancelled;
  readonly type = AbsenceCancelled.TYPE;
}
