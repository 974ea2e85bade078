import { type AppointmentReminderState, type AppointmentStatus } from '@px/contracts';

/** What the reminder of a booking depends on. */
export interface ReminderFacts {
  status: AppointmentStatus;
  startsAt: Date;
  customerEmail: string | null;
  hoursBefore: number;
  state: AppointmentReminderState;
  /** When the current reminder is (or was) due. */
  dueAt: Date | null;
}

/**
 * What to do with a booking's reminder after it changed: `schedule` it for `dueAt` (again, if it
 * moved), `drop` the pending one, or `keep` things as they are.
 */
export type ReminderPlan = { kind: 'schedule'; dueAt: Date } | { kind: 'drop' } | { kind: 'keep' };

const STILL_COMING: ReadonlySet<AppointmentStatus> = new Set(['scheduled', 'confirmed']);

/**
 * The e-mail reminder goes `hoursBefore` the start to a booking still to come with a customer
 * e-mail. Booked too late for it (the due time has passed), there is none. Once sent (or given up
 * as failed) for a time, it is not sent again for that time; moved to another time, it is due
 * again. Cancelled, no-show or received, a pending one is dropped.
 */
export function reminderPlan(facts: ReminderFacts, now: Date): ReminderPlan {
  const dropPending: ReminderPlan = facts.state === 'pending' ? { kind: 'drop' } : { kind: 'keep' };
  if (!STILL_COMING.has(facts.status) || !facts.customerEmail) return dropPending;
  const dueAt = new Date(facts.startsAt.getTime() - facts.hoursBefore * 3_600_000);
  const sameTime = facts.dueAt?.getTime() === dueAt.getTime();
  if (sameTime && facts.state !== 'none') return { kind: 'keep' };
  if (dueAt <= now) return dropPending;
  return { kind: 'schedule', dueAt };
}
