import { aeatDate, registrationTimestamp } from '../src/domain/verifactu/registration-time';

describe('FechaHoraHusoGenRegistro', () => {
  it('is ISO 8601 with Madrid’s offset, to the second', () => {
    expect(registrationTimestamp(new Date('2024-01-01T18:20:30Z'))).toBe(
      '2024-01-01T19:20:30+01:00',
    );
    expect(registrationTimestamp(new Date('2024-01-01T18:20:30.987Z'))).toBe(
      '2024-01-01T19:20:30+01:00',
    );
    expect(registrationTimestamp(new Date('2024-07-15T08:05:09Z'))).toBe(
      '2024-07-15T10:05:09+02:00',
    );
  });

  it('follows summer time and the Madrid date across midnight', () => {
    expect(registrationTimestamp(new Date('2024-03-31T00:59:59Z'))).toBe(
      '2024-03-31T01:59:59+01:00',
    );
    expect(registrationTimestamp(new Date('2024-03-31T01:00:00Z'))).toBe(
      '2024-03-31T03:00:00+02:00',
    );
    expect(registrationTimestamp(new Date('2024-12-31T23:30:00Z'))).toBe(
      '2025-01-01T00:30:00+01:00',
    );
  });
});

describe('AEAT dates', () => {
  it('are dd-mm-aaaa', () => {
    expect(aeatDate('2024-01-01')).toBe('01-01-2024');
    expect(aeatDate('2026-12-31')).toBe('31-12-2026');
    expect(() => aeatDate('2024-02-30')).toThrow(RangeError);
    expect(() => aeatDate('01-01-2024')).toThrow(RangeError);
  });
});
