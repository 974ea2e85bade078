import { appointmentReminderMail } from '../src/domain/reminder-mail';

describe('the reminder e-mail', () => {
  const workshop = {
    name: 'Talleres Ejemplo',
    phone: '910 000 000',
    address: 'Calle Mayor 1, 28013 Madrid',
  };
  const facts = {
    customerName: 'Rosa Pérez',
    serviceType: 'Cambio de aceite',
    // 10:00 in Madrid (winter, UTC+1).
    startsAt: new Date('2026-12-03T09:00:00Z'),
    licensePlate: '1234 BCD',
    vehicleLabel: 'Kia Ceed',
    link: 'https://taller.example/c/abc.def',
  };

  it('says when, what, which car, where and how to answer, in Spanish', () => {
    const mail = appointmentReminderMail(facts, workshop);
    expect(mail.subject).toBe(
      'Recordatorio de su cita en Talleres Ejemplo: jueves 03/12/2026 a las 10:00',
    );
    expect(mail.text).toContain('Hola, Rosa Pérez:');
    expect(mail.text).toContain(
      'Le recordamos su cita en Talleres Ejemplo el jueves 03/12/2026 a las 10:00 (Cambio de aceite).',
    );
    expect(mail.text).toContain('Vehículo: Kia Ceed · 1234 BCD.');
    expect(mail.text).toContain('Dirección: Calle Mayor 1, 28013 Madrid.');
    expect(mail.text).toContain('https://taller.example/c/abc.def');
    expect(mail.text).toContain('llámenos al 910 000 000');
  });

  it('leaves out what the workshop or booking does not have', () => {
    const mail = appointmentReminderMail(
      { ...facts, licensePlate: null, vehicleLabel: null },
      { ...workshop, phone: null, address: '' },
    );
    expect(mail.text).not.toContain('Vehículo:');
    expect(mail.text).not.toContain('Dirección:');
    expect(mail.text).not.toContain('llámenos');
  });
});
