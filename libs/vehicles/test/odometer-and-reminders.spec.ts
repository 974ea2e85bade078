import { becomesCurrentReading, isFutureReading, odometerProblem } from '../src/domain/odometer';
import { reminderState } from '../src/domain/reminder-state';

describe('odometer readings', () => {
  it('accepts the first reading and any reading not lower than the last', () => {
    expect(odometerProblem({ km: 0, previousKm: null, isCorrection: false })).toBeNull();
    expect(odometerProblem({ km: 120_000, previousKm: 120_000, isCorrection: false })).toBeNull();
    expect(odometerProblem({ km: 120_500, previousKm: 120_000, isCorrection: false })).toBeNull();
  });

  it('refuses a lower reading unless it is a correction with a reason', () => {
    expect(odometerProblem({ km: 90_000, previousKm: 120_000, isCorrection: false })).toContain(
      'menor que la última lectura (120.000 km)',
    );
    expect(
      odometerProblem({ km: 90_000, previousKm: 120_000, isCorrection: true, reason: ' ' }),
    ).toBe('Indica el motivo de la corrección del kilometraje.');
    expect(
      odometerProblem({
        km: 90_000,
        previousKm: 120_000,
        isCorrection: true,
        reason: 'Se tecleó un cero de más',
      }),
    ).toBeNull();
  });

  it('refuses negative, fractional and absurd figures', () => {
    for (const km of [-1, 10.5, 2_000_001]) {
      expect(odometerProblem({ km, previousKm: null, isCorrection: false })).not.toBeNull();
    }
  });
});

describe('reminder state', () => {
  const open = { doneAt: null };

  it('is done once done, whatever the dates', () => {
    expect(
      reminderState({ dueDate: '2020-01-01', dueKm: null, doneAt: new Date() }, '2026-11-21', 0),
    ).toBe('done');
  });

  it('is overdue past the date or the distance, whichever comes first', () => {
    expect(reminderState({ ...open, dueDate: '2026-11-20', dueKm: null }, '2026-11-21', null)).toBe(
      'overdue',
    );
    expect(
      reminderState({ ...open, dueDate: '2027-06-01', dueKm: 150_000 }, '2026-11-21', 150_000),
    ).toBe('overdue');
  });

  it('is due soon within 30 days or 1,000 km', () => {
    expect(reminderState({ ...open, dueDate: '2026-12-21', dueKm: null }, '2026-11-21', null)).toBe(
      'due_soon',
    );
    expect(reminderState({ ...open, dueDate: null, dueKm: 150_000 }, '2026-11-21', 149_200)).toBe(
      'due_soon',
    );
  });

  it('is scheduled otherwise, and a distance without a reading only waits for the date', () => {
    expect(
      reminderState({ ...open, dueDate: '2027-03-01', dueKm: 150_000 }, '2026-11-21', 100_000),
    ).toBe('scheduled');
    expect(reminderState({ ...open, dueDate: null, dueKm: 150_000 }, '2026-11-21', null)).toBe(
      'scheduled',
    );
  });
});

describe('when a reading is taken', () => {
  const now = new Date('2026-03-02T10:00:00Z');

  it('may not be in the future beyond a minute of clock difference', () => {
    expect(isFutureReading(new Date('2026-03-02T10:00:59Z'), now)).toBe(false);
    expect(isFutureReading(new Date('2026-03-02T10:01:01Z'), now)).toBe(true);
    expect(isFutureReading(new Date('2026-02-01T00:00:00Z'), now)).toBe(false);
  });

  it("becomes the vehicle's figure unless an older reading is typed late", () => {
    const earlier = new Date('2026-03-01T00:00:00Z');
    expect(becomesCurrentReading({ readAt: now, isCorrection: false }, null)).toBe(true);
    expect(becomesCurrentReading({ readAt: now, isCorrection: false }, earlier)).toBe(true);
    expect(becomesCurrentReading({ readAt: now, isCorrection: false }, now)).toBe(true);
    expect(becomesCurrentReading({ readAt: earlier, isCorrection: false }, now)).toBe(false);
    expect(becomesCurrentReading({ readAt: earlier, isCorrection: true }, now)).toBe(true);
  });
});
