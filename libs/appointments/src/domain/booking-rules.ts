import {
  type ApiFieldError,
  MAX_APPOINTMENT_MINUTES,
  MIN_APPOINTMENT_MINUTES,
} from '@px/contracts';

/** Longest note and cancellation reason a booking keeps. */
export const MAX_NOTES_LENGTH = 2000;
export const MAX_REASON_LENGTH = 500;
/**
 * How far back a new booking may start: the desk books the car that has just arrived without
 * rounding the clock forward, but not yesterday's.
 */
export const PAST_GRACE_MINUTES = 15;

/** When and for how long, as the desk typed it. */
export interface BookingTime {
  startsAt: string;
  durationMinutes: number;
}

/**
 * The field errors of a booking's time: a real instant, not in the past (beyond the grace), a
 * duration between MIN_ and MAX_APPOINTMENT_MINUTES whole minutes. `field` names the API's.
 */
export function bookingTimeErrors(time: BookingTime, now: Date): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  const start = new Date(time.startsAt);
  if (Number.isNaN(start.getTime())) {
    errors.push({
      field: 'starts_at',
      code: 'isDate',
      message: 'Indica una fecha y hora de cita válidas.',
    });
  } else if (start.getTime() < now.getTime() - PAST_GRACE_MINUTES * 60_000) {
    errors.push({
      field: 'starts_at',
      code: 'notPast',
      message: 'La cita no puede empezar en el pasado.',
    });
  }
  const minutes = time.durationMinutes;
  if (
    !Number.isInteger(minutes) ||
    minutes < MIN_APPOINTMENT_MINUTES ||
    minutes > MAX_APPOINTMENT_MINUTES
  ) {
    errors.push({
      field: 'duration_minutes',
      code: 'range',
      message: `La duración debe estar entre ${MIN_APPOINTMENT_MINUTES} y ${MAX_APPOINTMENT_MINUTES} minutos.`,
    });
  }
  return errors;
}

/** The end of a booking that starts at `startsAt` and lasts `durationMinutes`. */
export function bookingEnd(startsAt: Date, durationMinutes: number): Date {
  return new Date(startsAt.getTime() + durationMinutes * 60_000);
}

/** A note or reason trimmed; blank is null. */
export function cleanText(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed ? trimmed : null;
}

/** A cancellation says why (the customer called, the car is not coming…). */
export function cancelReasonErrors(reason: string | null): ApiFieldError[] {
  if (reason) return [];
  return [{ field: 'reason', code: 'isNotEmpty', message: 'Indica el motivo de la cancelación.' }];
}

/** What an appointment is found by: customer, phone (digits) and plate (also without spaces). */
export function appointmentSearchSource(parts: {
  customerName: string;
  customerPhone: string | null;
  licensePlate: string | null;
  serviceType: string;
}): string {
  const plate = parts.licensePlate ?? '';
  const phone = (parts.customerPhone ?? '').replace(/\D+/g, '');
  return [parts.customerName, phone, plate, plate.replace(/[\s-]+/g, ''), parts.serviceType]
    .join(' ')
    .trim();
}
