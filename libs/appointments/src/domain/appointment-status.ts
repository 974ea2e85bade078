import { type AppointmentStatus } from '@px/contracts';

/**
 * An appointment's state machine. Booked (`scheduled`), the customer confirms it, the car arrives
 * (`checked_in`, reception takes over), the work is done (`completed`). Until the car arrives the
 * booking may be cancelled (with a reason) or marked a no-show; `completed`, `cancelled` and
 * `no_show` are final.
 */
const TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  scheduled: ['confirmed', 'checked_in', 'cancelled', 'no_show'],
  confirmed: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Programada',
  confirmed: 'Confirmada',
  checked_in: 'Recibida',
  completed: 'Completada',
  cancelled: 'Cancelada',
  no_show: 'No presentada',
};

/** The statuses an appointment can move to from `from`. */
export function allowedTransitions(from: AppointmentStatus): AppointmentStatus[] {
  return [...TRANSITIONS[from]];
}

/** A booking that holds its mechanic and bay: nobody else may take that time. */
export function holdsItsSlot(status: AppointmentStatus): boolean {
  return status === 'scheduled' || status === 'confirmed' || status === 'checked_in';
}

/** Date, duration, mechanic, bay and the rest can change only before the car arrives. */
export function isReschedulable(status: AppointmentStatus): boolean {
  return status === 'scheduled' || status === 'confirmed';
}

/**
 * Why `from → to` may not happen (the Spanish sentence of the 409), or null when it may.
 */
export function refuseTransition(from: AppointmentStatus, to: AppointmentStatus): string | null {
  if (TRANSITIONS[from].includes(to)) return null;
  if (from === to) return `La cita ya está ${APPOINTMENT_STATUS_LABELS[to].toLowerCase()}.`;
  return (
    `Una cita ${APPOINTMENT_STATUS_LABELS[from].toLowerCase()} no puede pasar a ` +
    `${APPOINTMENT_STATUS_LABELS[to].toLowerCase()}.`
  );
}
