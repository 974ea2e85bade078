import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  APPOINTMENT_EVENT,
  type AppointmentEventPayload,
  type AppointmentReminderState,
  type AppointmentStatus,
} from '@px/contracts';
import { JobQueues, OnDomainEvent, type PublishedEvent, runSql } from '@px/platform';
import { reminderPlan } from '../domain/reminder-plan';
import { APPOINTMENT_REMINDER_JOB } from '../jobs/appointment-reminder.job';

/** One delayed job per booking: its id is the booking's, so there is never a second one. */
export const reminderJobId = (appointmentId: string): string =>
  `appointment-reminder-${appointmentId}`;

interface ReminderRow {
  status: AppointmentStatus;
  starts_at: string;
  customer_email: string | null;
  reminder_state: AppointmentReminderState;
  reminder_due_at: string | null;
  hours_before: number;
}

/**
 * Keeps each booking's e-mail reminder in step with the booking: booked or moved, its delayed job
 * is (re)placed for the new due time and a new link nonce revokes the old e-mail's links;
 * cancelled, missed or received, the pending job is removed. Idempotent: the plan compares the
 * stored due time, and the job's id is the booking's.
 */
@Injectable()
export class ReminderScheduleSubscriber {
  constructor(private readonly jobs: JobQueues) {}

  @OnDomainEvent({
    name: 'appointments.reminder-schedule',
    events: [
      APPOINTMENT_EVENT.Booked,
      APPOINTMENT_EVENT.Rescheduled,
      APPOINTMENT_EVENT.Confirmed,
      APPOINTMENT_EVENT.Cancelled,
      APPOINTMENT_EVENT.NoShow,
      APPOINTMENT_EVENT.CheckedIn,
    ],
  })
  async onAppointmentChanged(
    event: PublishedEvent<AppointmentEventPayload>,
    em: EntityManager,
  ): Promise<void> {
    const id = event.payload.id;
    const [row] = await runSql<ReminderRow>(
      em,
      `select a.status, a.starts_at, a.customer_email, a.reminder_state, a.reminder_due_at,
              coalesce((select s.reminder_hours_before from appointment_settings s limit 1), 24)
                as hours_before
         from appointment a where a.id = $1 for update`,
      [id],
    );
    if (!row) return;
    const plan = reminderPlan(
      {
        status: row.status,
        startsAt: new Date(row.starts_at),
        customerEmail: row.customer_email,
        hoursBefore: Number(row.hours_before),
        state: row.reminder_state,
        dueAt: row.reminder_due_at ? new Date(row.reminder_due_at) : null,
      },
      new Date(),
    );
    if (plan.kind === 'keep') return;
    const queue = this.jobs.queue(APPOINTMENT_REMINDER_JOB.queue);
    // A job being sent right now cannot be removed; it checks the due time before sending.
    await queue.remove(reminderJobId(id)).catch(() => 0);
    if (plan.kind === 'drop') {
      await runSql(
        em,
        `update appointment set reminder_state = 'none', reminder_due_at = null where id = $1`,
        [id],
        'run',
      );
      return;
    }
    const dueAt = plan.dueAt.toISOString();
    await runSql(
      em,
      `update appointment set reminder_state = 'pending', reminder_due_at = $2,
              reminder_error = null, link_nonce = gen_random_uuid()
        where id = $1`,
      [id, dueAt],
      'run',
    );
    await this.jobs.enqueue(
      APPOINTMENT_REMINDER_JOB,
      { appointment_id: id, due_at: dueAt },
      { jobId: reminderJobId(id), delay: Math.max(0, plan.dueAt.getTime() - Date.now()) },
    );
  }
}
