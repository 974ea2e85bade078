import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { ServiceReminderChanged } from '../events/vehicle.events';
import { loadReminder } from './service-reminder';

/** Removes one of a vehicle's reminders. */
export class DeleteServiceReminderCommand extends Command<void> {
  constructor(
    readonly vehicleId: string,
    readonly reminderId: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteServiceReminderCommand)
export class DeleteServiceReminderHandler implements ICommandHandler<
  DeleteServiceReminderCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ vehicleId, reminderId, actorId }: DeleteServiceReminderCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const reminder = await loadReminder(em, vehicleId, reminderId);
      em.remove(reminder);
      events.record(
        new ServiceReminderChanged(
          vehicleId,
          { reminder_id: reminderId, action: 'deleted' },
          actorId,
        ),
      );
    });
  }
}
