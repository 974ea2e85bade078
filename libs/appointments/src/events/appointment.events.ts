import { APPOINTMENT_EVENT, type AppointmentEventPayload } from '@px/contracts';
import { DomainEvent } from '@px/platform';

/** Facts of an appointment's life, each with the booking as it stands after it. */
abstract class AppointmentEvent extends DomainEvent<AppointmentEventPayload> {
  readonly aggregateType = 'appointment';
}

/** A booking was made. */
export class AppointmentBooked extends AppointmentEvent {
  static readonly TYPE = APPOINTMENT_EVENT.Booked;
  readonly type = AppointmentBooked.TYPE;
}

/** Its time, mechanic, bay or details changed (`changed` says which). */
export class AppointmentRescheduled extends AppointmentEvent {
  static readonly TYPE = APPOINTMENT_EVENT.Rescheduled;
  readonly type = AppointmentRescheduled.TYPE;
}

/** The customer confirmed they are coming. */
export class AppointmentConfirmed extends AppointmentEvent {
  static readonly TYPE = APPOINTMENT_EVENT.Confirmed;
  readonly type = AppointmentConfirmed.TYPE;
}

/** Cancelled, with a reason: its mechanic and bay are free again. */
export class AppointmentCancelled extends AppointmentEvent {
  static readonly TYPE = APPOINTMENT_EVENT.Cancelled;
  readonly type = AppointmentCancelled.TYPE;
}

/** The customer did not come. */
export class AppointmentNoShow extends AppointmentEvent {
  static readonly TYPE = APPOINTMENT_EVENT.NoShow;
  readonly type = AppointmentNoShow.TYPE;
}

/** The car arrived: reception takes over. */
export class AppointmentCheckedIn extends AppointmentEvent {
  static readonly TYPE = APPOINTMENT_EVENT.CheckedIn;
  readonly type = AppointmentCheckedIn.TYPE;
}

/** The car was handed back (its receipt delivered): the visit is over. */
export class AppointmentCompleted extends AppointmentEvent {
  static readonly TYPE = APPOINTMENT_EVENT.Completed;
  readonly type = AppointmentCompleted.TYPE;
}

/** The e-mail reminder went out to the customer. */
export class AppointmentReminderSent extends AppointmentEvent {
  static readonly TYPE = APPOINTMENT_EVENT.ReminderSent;
  readonly type = AppointmentReminderSent.TYPE;
}

/** The e-mail reminder failed for good (every retry spent): the desk should call instead. */
export class AppointmentReminderFailed extends AppointmentEvent {
  static readonly TYPE = APPOINTMENT_EVENT.ReminderFailed;
  readonly type = AppointmentReminderFailed.TYPE;
}
