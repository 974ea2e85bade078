import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ValidationError, VersionConflictError } from '@px/platform';
import {
  type ReminderFields,
  applyReminderDone,
  applyReminderFields,
  reminderDueProblem,
} from '../domain/service-reminder';
import { ServiceReminderChanged } from '../events/vehicle.events';
import { loadReminder } from './service-reminder';

export interface ReminderUpdate extends ReminderFields {
  done?: boolean;
  version: number;
}

/** Edits a reminder, or marks it done or pending again. `version`: the one the client read. */
export class UpdateServiceReminderCommand extends Command<void> {
  constructor(
    readonly vehicleId: string,
    readonly reminderId: string,
    readonly update: ReminderUpdate,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(UpdateServiceReminderCommand)
export class UpdateServiceReminderHandler implements ICommandHandler<
  UpdateServiceReminderCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({
    vehicleId,
    reminderId,
    update,
    actorId,
  }: UpdateServiceReminderCommand): Promise<void> {
    const problem = reminderDueProblem(update);
    if (problem) throw new ValidationError([problem]);
    await this.commands.run(async (em: EntityManager, events) => {
      const reminder = await loadReminder(em, vehicleId, reminderId);
      if (reminder.version !== update.version) throw new VersionConflictError(reminder.version);
      applyReminderFields(reminder, update);
      const completing = applyReminderDone(reminder, update.done, new Date());
      events.record(
        new ServiceReminderChanged(
          vehicleId,
          { reminder_id: reminder.id, action: completing ? 'completed' : 'updated' },
          actorId,
        ),
      );
    });
  }
}
