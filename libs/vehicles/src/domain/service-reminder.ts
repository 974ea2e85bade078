import { type ApiFieldError, type ReminderKind } from '@px/contracts';
import { type ServiceReminder } from './vehicle.entity';

/** What a user can write on a service reminder (create and update share it). */
export interface ReminderFields {
  kind: ReminderKind;
  description: string;
  due_date?: string | null;
  due_km?: number | null;
}

/** A reminder is due on a date, at a distance, or both: one of them at least. */
export function reminderDueProblem(fields: ReminderFields): ApiFieldError | null {
  if (!fields.due_date && (fields.due_km === undefined || fields.due_km === null)) {
    return {
      field: 'due_date',
      code: 'required',
      message: 'Indica una fecha, unos kilómetros o ambos para el recordatorio.',
    };
  }
  return null;
}

/** Writes the fields onto the reminder: the description trimmed, an empty due date as none. */
export function applyReminderFields(reminder: ServiceReminder, fields: ReminderFields): void {
  reminder.kind = fields.kind;
  reminder.description = fields.description.trim();
  reminder.dueDate = fields.due_date || null;
  reminder.dueKm = fields.due_km ?? null;
}

/**
 * Marks the reminder done (keeping the first time it was) or pending again; `done` undefined
 * leaves it. Returns whether this completes it.
 */
export function applyReminderDone(
  reminder: ServiceReminder,
  done: boolean | undefined,
  now: Date,
): boolean {
  const completing = done === true && !reminder.doneAt;
  if (done !== undefined) reminder.doneAt = done ? (reminder.doneAt ?? now) : null;
  return completing;
}
