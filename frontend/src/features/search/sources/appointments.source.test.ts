import { describe, expect, it } from 'vitest';
import { appointmentResult } from './appointments.source';

describe('appointment search result', () => {
  it('reads as SPEC §2 says: "Cita - service_type" and "date - customer", in Madrid', () => {
    const result = appointmentResult(
      {
        id: 'a-1',
        service_type: 'Revisión',
        appointment_date: '2026-12-03T08:30:00.000Z',
        customer_name: 'Lucía Fernández',
      },
      'es-ES',
    );
    expect(result).toEqual({
      key: 'appointment:a-1',
      typeLabelId: 'search.type.appointment',
      title: 'Cita - Revisión',
      lines: ['3/12/26, 9:30 - Lucía Fernández'],
      path: '/appointments/a-1',
    });
  });
});
