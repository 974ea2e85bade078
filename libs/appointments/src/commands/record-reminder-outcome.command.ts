import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, runSql } from '@px/platform';
import { AppointmentReminderFailed, AppointmentReminderSent } from '../events/appointment.events';
import { eventPayload } from './booking';

export type ReminderOutcome =
  | { sent: true }
  /** `last`: no retry follows, the reminder is failed for good. */
  | { sent: false; error: string; last: boolean };

/**
 * What became of a reminder (the worker's AppointmentReminderJob): sent, or failed with its error
 * (still pending while retries remain). Only the reminder still due at `dueAt` is touched, so a
 * late outcome of a moved booking's old reminder changes nothing.
 */
export class RecordReminderOutcomeCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly dueAt: string,
    readonly outcome: ReminderOutcome,
  ) {
    super();
  }
}

@CommandHandler(RecordReminderOutcomeCommand)
export class RecordReminderOutcomeHandler implements ICommandHandler<
  RecordReminderOutcomeCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ id, dueAt, outcome }: RecordReminderOutcomeCommand): Promise<void> {
    return this.commands.run(async (em, events) => {
      const state = outcome.sent ? 'sent' : outcome.last ? 'failed' : 'pending';
      const { affectedRows } = await runSql(
        em,
        `update appointment
            set reminder_state = $3, reminder_error = $4,
                reminder_sent_at = case when $3 = 'sent' then now() else reminder_sent_at end,
                updated_at = now(), version = version + 1
          where id = $1 and reminder_due_at = $2 and reminder_state = 'pending'`,
        [id, dueAt, state, outcome.sent ? null : outcome.error],
        'run',
      );
      if (!affectedRows || state === 'pending') return;
      const payload = await eventPayload(em, id);
      events.record(
        state === 'sent'
          ? new AppointmentReminderSent(id, payload, null)
          : new AppointmentReminderFailed(id, payload, null),
      );
    });
  }
}
