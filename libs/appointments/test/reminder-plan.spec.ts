import { type ReminderFacts, reminderPlan } from '../src/domain/reminder-plan';

const now = new Date('2026-12-01T09:00:00Z');
const start = new Date('2026-12-03T09:00:00Z');
const base: ReminderFacts = {
  status: 'scheduled',
  startsAt: start,
  customerEmail: 'ana@example.com',
  hoursBefore: 24,
  state: 'none',
  dueAt: null,
};
const due = new Date('2026-12-02T09:00:00Z');

describe('reminderPlan', () => {
  it('schedules a booking with an e-mail for hoursBefore its start', () => {
    expect(reminderPlan(base, now)).toEqual({ kind: 'schedule', dueAt: due });
    expect(reminderPlan({ ...base, status: 'confirmed', hoursBefore: 36 }, now)).toEqual({
      kind: 'schedule',
      dueAt: new Date('2026-12-01T21:00:00Z'),
    });
  });

  it('has none without an e-mail, or when booked after its due time', () => {
    expect(reminderPlan({ ...base, customerEmail: null }, now)).toEqual({ kind: 'keep' });
    const late = new Date('2026-12-02T10:00:00Z');
    expect(reminderPlan(base, late)).toEqual({ kind: 'keep' });
    expect(reminderPlan({ ...base, state: 'pending', dueAt: new Date(0) }, late)).toEqual({
      kind: 'drop',
    });
  });

  it('keeps a reminder already scheduled, sent or failed for that time', () => {
    for (const state of ['pending', 'sent', 'failed'] as const) {
      expect(reminderPlan({ ...base, state, dueAt: due }, now)).toEqual({ kind: 'keep' });
    }
  });

  it('moves with the booking: a new time is due again, even after a sent one', () => {
    const moved = { ...base, startsAt: new Date('2026-12-04T09:00:00Z') };
    const next = new Date('2026-12-03T09:00:00Z');
    expect(reminderPlan({ ...moved, state: 'pending', dueAt: due }, now)).toEqual({
      kind: 'schedule',
      dueAt: next,
    });
    expect(reminderPlan({ ...moved, state: 'sent', dueAt: due }, now)).toEqual({
      kind: 'schedule',
      dueAt: next,
    });
  });

  it('drops a pending reminder when the booking is cancelled, missed or received', () => {
    for (const status of ['cancelled', 'no_show', 'checked_in', 'completed'] as const) {
      expect(reminderPlan({ ...base, status, state: 'pending', dueAt: due }, now)).toEqual({
        kind: 'drop',
      });
      expect(reminderPlan({ ...base, status, state: 'sent', dueAt: due }, now)).toEqual({
        kind: 'keep',
      });
    }
  });
});
