import { appointmentCreatedText } from '../src/domain/notification-rules';

describe('the notice of a booking to its mechanic', () => {
  const booking = {
    id: 'a-1',
    status: 'scheduled' as const,
    starts_at: '2026-12-03T08:30:00.000Z',
    ends_at: '2026-12-03T09:30:00.000Z',
    service_type: 'Revisión',
    customer_id: 'c-1',
    customer_name: 'Lucía Fernández',
    vehicle_id: 'v-1',
    license_plate: '1234 BBC',
    employee_id: 'e-1',
    bay_id: null,
    changed: [],
  };

  it('says when (Madrid), what and whose car, and links the booking', () => {
    expect(appointmentCreatedText(booking)).toEqual({
      title: 'Nueva cita: Revisión',
      message: 'jueves, 3 de diciembre, 09:30 · Lucía Fernández · 1234 BBC',
      link: '/appointments/a-1',
      dedupeKey: 'appointment_created:a-1:e-1',
    });
  });

  it('is one per booking and mechanic: moved to another mechanic, it is told again', () => {
    const moved = appointmentCreatedText({ ...booking, employee_id: 'e-2', license_plate: null });
    expect(moved.dedupeKey).toBe('appointment_created:a-1:e-2');
    expect(moved.message).toBe('jueves, 3 de diciembre, 09:30 · Lucía Fernández');
  });
});
