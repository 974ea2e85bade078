import {
  allowedTransitions,
  holdsItsSlot,
  isReschedulable,
  refuseTransition,
} from '../src/domain/appointment-status';
import {
  appointmentSearchSource,
  bookingEnd,
  bookingTimeErrors,
  cancelReasonErrors,
} from '../src/domain/booking-rules';

const NOW = new Date('2026-06-10T08:00:00Z');

describe('appointment status', () => {
  it('moves scheduled → confirmed → checked in → completed, and cancels or no-shows before arrival', () => {
    expect(allowedTransitions('scheduled')).toEqual([
      'confirmed',
      'checked_in',
      'cancelled',
      'no_show',
    ]);
    expect(allowedTransitions('confirmed')).toEqual(['checked_in', 'cancelled', 'no_show']);
    expect(allowedTransitions('checked_in')).toEqual(['completed']);
    for (const final of ['completed', 'cancelled', 'no_show'] as const) {
      expect(allowedTransitions(final)).toEqual([]);
    }
  });

  it('refuses in Spanish what the machine does not allow', () => {
    expect(refuseTransition('scheduled', 'confirmed')).toBeNull();
    expect(refuseTransition('cancelled', 'confirmed')).toBe(
      'Una cita cancelada no puede pasar a confirmada.',
    );
    expect(refuseTransition('confirmed', 'confirmed')).toBe('La cita ya está confirmada.');
  });

  it('holds its slot until done or dropped, and can be moved only before the car arrives', () => {
    expect(['scheduled', 'confirmed', 'checked_in'].every((s) => holdsItsSlot(s as never))).toBe(
      true,
    );
    expect(holdsItsSlot('cancelled')).toBe(false);
    expect(holdsItsSlot('no_show')).toBe(false);
    expect(isReschedulable('confirmed')).toBe(true);
    expect(isReschedulable('checked_in')).toBe(false);
  });
});

describe('booking rules', () => {
  it('accepts a future start and a duration in range', () => {
    expect(
      bookingTimeErrors({ startsAt: '2026-06-11T07:00:00Z', durationMinutes: 60 }, NOW),
    ).toEqual([]);
    expect(bookingEnd(new Date('2026-06-11T07:00:00Z'), 90).toISOString()).toBe(
      '2026-06-11T08:30:00.000Z',
    );
  });

  it('refuses a past start (beyond a quarter of an hour), a bad date and a duration out of range', () => {
    expect(
      bookingTimeErrors({ startsAt: '2026-06-10T07:50:00Z', durationMinutes: 60 }, NOW),
    ).toEqual([]);
    const errors = bookingTimeErrors({ startsAt: '2026-06-09T07:00:00Z', durationMinutes: 5 }, NOW);
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['starts_at', 'notPast'],
      ['duration_minutes', 'range'],
    ]);
    expect(errors[0].message).toBe('La cita no puede empezar en el pasado.');
    expect(bookingTimeErrors({ startsAt: 'mañana', durationMinutes: 60 }, NOW)[0].code).toBe(
      'isDate',
    );
  });

  it('asks a cancellation for its reason', () => {
    expect(cancelReasonErrors(null)[0].message).toBe('Indica el motivo de la cancelación.');
    expect(cancelReasonErrors('El cliente ha llamado')).toEqual([]);
  });

  it('is found by customer, phone digits and plate with or without its space', () => {
    const text = appointmentSearchSource({
      customerName: 'Lucía Fernández',
      customerPhone: '+34 600 12 34 56',
      licensePlate: '1234 BBC',
      serviceType: 'Revisión',
    });
    expect(text).toContain('Lucía Fernández');
    expect(text).toContain('34600123456');
    expect(text).toContain('1234 BBC');
    expect(text).toContain('1234BBC');
  });
});
