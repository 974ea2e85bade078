import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ValidationError, runSql } from '@px/platform';
import {
  type CalendarSettingsInput,
  calendarSettingsOf,
  changedCalendarSettings,
} from '../domain/calendar-settings';
import { WORKSHOP_CALENDAR_ID, WorkCalendarSettingsChanged } from '../events/work-calendar.events';

/**
 * Sets the workshop's calendar: its autonomous community (whose holidays apply), the vacation days
 * a year by default and the margin before a forgotten clock-out is closed. Saving the same values
 * changes nothing and records nothing.
 */
export class UpdateWorkCalendarSettingsCommand extends Command<void> {
  constructor(
    readonly input: CalendarSettingsInput,
    readonly actorId: string | null,
  ) {
    super();
  }
}

interface SettingsRow {
  holiday_region: string;
  vacation_days: string;
  auto_close_margin_minutes: number;
}

@CommandHandler(UpdateWorkCalendarSettingsCommand)
export class UpdateWorkCalendarSettingsHandler implements ICommandHandler<
  UpdateWorkCalendarSettingsCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ input, actorId }: UpdateWorkCalendarSettingsCommand): Promise<void> {
    const parsed = calendarSettingsOf(input);
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const next = parsed.settings;
    await this.commands.run(async (em: EntityManager, events) => {
      const [row] = await runSql<SettingsRow>(
        em,
        `select holiday_region, vacation_days::text, auto_close_margin_minutes
           from workforce_calendar where id = 1 for update`,
      );
      const changed = changedCalendarSettings(
        {
          holidayRegion: row.holiday_region,
          vacationDays: Number(row.vacation_days),
          autoCloseMarginMinutes: row.auto_close_margin_minutes,
        },
        next,
      );
      if (!changed.length) return;
      await runSql(
        em,
        `update workforce_calendar
            set holiday_region = $1, vacation_days = $2, auto_close_margin_minutes = $3,
                updated_at = now(), updated_by = $4
          where id = 1`,
        [next.holidayRegion, next.vacationDays, next.autoCloseMarginMinutes, actorId],
        'run',
      );
      events.record(
        new WorkCalendarSettingsChanged(
          WORKSHOP_CALENDAR_ID,
          {
            changed,
            holiday_region: next.holidayRegion,
            vacation_days: next.vacationDays,
            auto_close_margin_minutes: next.autoCloseMarginMinutes,
          },
          actorId,
        ),
      );
    });
  }
}
