import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type HolidayView } from '@px/contracts';
import { CommandTransaction, ConflictError, ValidationError, runSql } from '@px/platform';
import {
  type LocalHolidayInput,
  alreadyHolidayMessage,
  localHolidayExistsMessage,
  localHolidayOf,
} from '../domain/calendar-settings';
import { holidaysOfYear } from '../domain/holiday-calendar';
import { LocalHolidayAdded, WORKSHOP_CALENDAR_ID } from '../events/work-calendar.events';

/**
 * Adds a town holiday (the two fiestas a town sets each year; date-holidays does not know them).
 * A date that already has one, or that is already Spain's or the community's holiday, is a 409.
 */
export class AddLocalHolidayCommand extends Command<HolidayView> {
  constructor(
    readonly input: LocalHolidayInput,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(AddLocalHolidayCommand)
export class AddLocalHolidayHandler implements ICommandHandler<
  AddLocalHolidayCommand,
  HolidayView
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ input, actorId }: AddLocalHolidayCommand): Promise<HolidayView> {
    const parsed = localHolidayOf(input);
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const { date, name } = parsed;
    return this.commands.run(async (em: EntityManager, events) => {
      const [settings] = await runSql<{ holiday_region: string }>(
        em,
        'select holiday_region from workforce_calendar where id = 1',
      );
      const publicHoliday = holidaysOfYear(Number(date.slice(0, 4)), settings.holiday_region).find(
        (holiday) => holiday.date === date,
      );
      if (publicHoliday && publicHoliday.scope !== 'local') {
        throw new ConflictError(
          alreadyHolidayMessage(date, publicHoliday.name, publicHoliday.scope),
          { code: 'already_holiday', date, scope: publicHoliday.scope },
        );
      }
      const inserted = await runSql<{ date: string }>(
        em,
        `insert into local_holiday (date, name, created_by) values ($1, $2, $3)
         on conflict (date) do nothing returning date`,
        [date, name, actorId],
      );
      if (!inserted.length) {
        const [existing] = await runSql<{ name: string }>(
          em,
          'select name from local_holiday where date = $1',
          [date],
        );
        throw new ConflictError(localHolidayExistsMessage(date, existing?.name ?? name), {
          code: 'local_holiday_exists',
          date,
        });
      }
      events.record(new LocalHolidayAdded(WORKSHOP_CALENDAR_ID, { date, name }, actorId));
      return { date, name, scope: 'local' };
    });
  }
}
