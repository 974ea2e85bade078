import { historyTitle } from '../src/domain/history-titles';
import { workshopToday } from '../src/queries/service-reminders-reader';

describe('vehicle history titles', () => {
  it('says in Spanish what happened, with km grouped the Spanish way', () => {
    expect(historyTitle('odometer_reading', { km: 125_400 })).toBe(
      'Lectura del cuentakilómetros: 125.400 km',
    );
    expect(historyTitle('odometer_correction', { km: 98_000 })).toBe(
      'Corrección del kilometraje a 98.000 km',
    );
    expect(historyTitle('ownership_started', { customer_name: 'Ana Gil' })).toBe(
      'Nuevo propietario: Ana Gil',
    );
    expect(historyTitle('ownership_ended', {})).toBe('Deja de ser propietario: cliente');
  });
});

describe("the workshop's date", () => {
  it('is the calendar day in the workshop time zone, not UTC', () => {
    const lateEvening = new Date('2026-12-31T23:30:00Z');
    expect(workshopToday('Europe/Madrid', lateEvening)).toBe('2027-01-01');
    expect(workshopToday('UTC', lateEvening)).toBe('2026-12-31');
  });
});
