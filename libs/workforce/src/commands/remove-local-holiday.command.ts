import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, NotFoundError, runSql } from '@px/platform';
import { localHolidayMissingMessage } from '../domain/calendar-settings';
import { type LocalDate } from '../domain/local-day';
import { LocalHolidayRemoved, WORKSHOP_CALENDAR_ID } from '../events/work-calendar.events';

/** Removes a town holiday: the day is a working day again (404 when there is none that day). */
export class RemoveLocalHolidayCommand extends Command<void> {
  constructor(
    readonly date: LocalDate,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(RemoveLocalHolidayCommand)
export class RemoveLocalHolidayHandler implements ICommandHandler<RemoveLocalHolidayCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ date, actorId }: RemoveLocalHolidayCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const [removed] = await runSql<{ name: string }>(
        em,
        'delete from local_holiday where date = $1 returning name',
        [date],
      );
      if (!removed) throw new NotFoundError(localHolidayMissingMessage(date));
      events.record(
        new LocalHolidayRemoved(WORKSHOP_CALENDAR_ID, { date, name: removed.name }, actorId),
      );
    });
  }
}
