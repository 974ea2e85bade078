import { type ReminderState } from '@px/contracts';

export type { ReminderState };

/** How early a reminder counts as "due soon". */
export const REMINDER_SOON_DAYS = 30;
export const REMINDER_SOON_KM = 1_000;

export interface ReminderFacts {
  dueDate: string | null; // YYYY-MM-DD
  dueKm: number | null;
  doneAt: Date | null;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A reminder is due by date or by distance, whichever comes first. `today` is the workshop's
 * local date (YYYY-MM-DD); `currentKm` the vehicle's latest reading, if any.
 */
export function reminderState(
  reminder: ReminderFacts,
  today: string,
  currentKm: number | null,
): ReminderState {
  if (reminder.doneAt) return 'done';
  const daysLeft = reminder.dueDate ? daysBetween(today, reminder.dueDate) : null;
  const kmLeft = reminder.dueKm !== null && currentKm !== null ? reminder.dueKm - currentKm : null;
  if ((daysLeft !== null && daysLeft < 0) || (kmLeft !== null && kmLeft <= 0)) return 'overdue';
  if (
    (daysLeft !== null && daysLeft <= REMINDER_SOON_DAYS) ||
    (kmLeft !== null && kmLeft <= REMINDER_SOON_KM)
  ) {
    return 'due_soon';
  }
  return 'scheduled';
}
