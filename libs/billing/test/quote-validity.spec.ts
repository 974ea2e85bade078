import {
  addWorkingDays,
  earliestValidUntil,
  quoteHasExpired,
  quoteValidityProblems,
} from '../src/domain/quote-validity';

const HOLIDAYS = new Set(['2026-01-01', '2026-01-06']);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** Monday to Friday, without New Year's Day and Epiphany. */
const monToFri = (date: string) => weekday(date) >= 1 && weekday(date) <= 5 && !HOLIDAYS.has(date);
/** A workshop that opens on Saturdays. */
const monToSat = (date: string) => weekday(date) !== 0 && !HOLIDAYS.has(date);

describe('working days', () => {
  it('count from the day after, skipping weekends and holidays', () => {
    // Sent Monday 29 Dec 2025: 30, 31, 2, 5, 7, 8, 9, 12, 13, 14, 15, 16 January
    expect(earliestValidUntil('2025-12-29', monToFri)).toBe('2026-01-16');
    expect(addWorkingDays('2026-01-02', 1, monToFri)).toBe('2026-01-05');
    expect(addWorkingDays('2026-01-05', 0, monToFri)).toBe('2026-01-05');
  });

  it('follow the calendar handed in', () => {
    expect(earliestValidUntil('2026-03-06', monToFri)).toBe('2026-03-24');
    expect(earliestValidUntil('2026-03-06', monToSat)).toBe('2026-03-20');
  });

  it('refuse a calendar without working days and a negative count', () => {
    expect(() => addWorkingDays('2026-01-01', 1, () => false)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-01-01', -1, monToFri)).toThrow(RangeError);
  });
});

describe('quote validity', () => {
  it('is at least 12 working days from sending', () => {
    expect(quoteValidityProblems('2025-12-29', '2026-01-16', monToFri)).toEqual([]);
    expect(quoteValidityProblems('2025-12-29', '2026-02-28', monToFri)).toEqual([]);
    expect(quoteValidityProblems('2025-12-29', '2026-01-15', monToFri)).toEqual([
      {
        field: 'valid_until',
        code: 'minValidity',
        message:
          'El presupuesto debe ser válido al menos 12 días hábiles: hasta el 16/01/2026 como pronto.',
      },
    ]);
    expect(quoteValidityProblems('2025-12-29', null, monToFri)).toMatchObject([
      { field: 'valid_until', code: 'isDate' },
    ]);
    expect(quoteValidityProblems('2025-12-29', '16/01/2026', monToFri)).toMatchObject([
      { code: 'isDate' },
    ]);
  });

  it('lasts through its last day', () => {
    expect(quoteHasExpired('2026-01-16', '2026-01-16')).toBe(false);
    expect(quoteHasExpired('2026-01-16', '2026-01-17')).toBe(true);
  });
});
