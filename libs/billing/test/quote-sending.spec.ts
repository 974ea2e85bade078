import { QUOTE_STATUSES } from '@px/contracts';
import { sendRefusal, validUntilOnSending, weekdaysWithout } from '../src/domain/quote-sending';

describe('sending a quote', () => {
  const isWorkingDay = weekdaysWithout(new Set(['2026-01-01', '2026-01-06']));

  it('counts Monday to Friday without the holidays', () => {
    expect(isWorkingDay('2026-01-05')).toBe(true); // Monday
    expect(isWorkingDay('2026-01-06')).toBe(false); // Epiphany
    expect(isWorkingDay('2026-01-10')).toBe(false); // Saturday
    expect(isWorkingDay('2026-01-11')).toBe(false); // Sunday
  });

  it('sets the earliest legal validity, or keeps a later chosen one, or refuses a shorter one', () => {
    // Sent Monday 29 Dec 2025: 12 working days end on Friday 16 January.
    expect(validUntilOnSending('2025-12-29', null, isWorkingDay)).toEqual({
      validUntil: '2026-01-16',
    });
    expect(validUntilOnSending('2025-12-29', '2026-02-27', isWorkingDay)).toEqual({
      validUntil: '2026-02-27',
    });
    expect(validUntilOnSending('2025-12-29', '2026-01-15', isWorkingDay)).toEqual({
      problems: [expect.objectContaining({ field: 'valid_until', code: 'minValidity' })],
    });
  });

  it('sends a draft, sends a sent quote again, and nothing else', () => {
    const sendable = QUOTE_STATUSES.filter((status) => sendRefusal(status) === null);
    expect(sendable).toEqual(['draft', 'sent']);
    expect(sendRefusal('expired')?.message).toBe(
      'Este presupuesto ya no está vigente: modifícalo para enviar una nueva revisión.',
    );
    expect(sendRefusal('accepted')?.message).toBe(
      'Este presupuesto ya tiene respuesta del cliente: no se puede volver a enviar.',
    );
  });
});
