import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ValidationError } from '@px/platform';
import {
  type ReminderFields,
  applyReminderFields,
  reminderDueProblem,
} from '../domain/service-reminder';
import { ServiceReminder } from '../domain/vehicle.entity';
import { ServiceReminderChanged } from '../events/vehicle.events';
import { loadLiveVehicle } from './live-vehicle';

/** Adds a service reminder to a vehicle; returns its id. */
export class CreateServiceReminderCommand extends Command<string> {
  constructor(
    readonly vehicleId: string,
    readonly fields: ReminderFields,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(CreateServiceReminderCommand)
export class CreateServiceReminderHandler implements ICommandHandler<
  CreateServiceReminderCommand,
  string
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ vehicleId, fields, actorId }: CreateServiceReminderCommand): Promise<string> {
    const problem = reminderDueProblem(fields);
    if (problem) throw new ValidationError([problem]);
    return this.commands.run(async (em: EntityManager, events) => {
      await loadLiveVehicle(em, vehicleId);
      const reminder = new ServiceReminder();
      reminder.vehicleId = vehicleId;
      reminder.createdBy = actorId;
      applyReminderFields(reminder, fields);
      em.persist(reminder);
      events.record(
        new ServiceReminderChanged(
          vehicleId,
          { reminder_id: reminder.id, action: 'created' },
          actorId,
        ),
      );
      return reminder.id;
    });
  }
}
