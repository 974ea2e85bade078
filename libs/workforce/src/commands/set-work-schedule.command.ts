import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandTransaction,
  ConflictError,
  NotFoundError,
  ValidationError,
  runSql,
} from '@px/platform';
import { EMPLOYEE_NOT_FOUND } from '../domain/employee-refusals';
import { type LocalDate } from '../domain/local-day';
import {
  type ScheduleBody,
  paintSchedule,
  scheduleOfBody,
  scheduleRevision,
} from '../domain/schedule-periods';
import { type SeasonalHours, type WeekPattern, type WorkSchedule } from '../domain/work-schedule';
import { WorkScheduleChanged } from '../events/work-calendar.events';

export const STALE_SCHEDULE_MESSAGE =
  'Otra persona ha cambiado este horario mientras lo editabas. Recarga para ver el actual.';

/**
 * Sets an employee's weekly pattern from a date (to a date, or with no end), painted over the
 * periods it covers (paintSchedule). With the `revision` read, a schedule someone changed in
 * between is a 409 `stale_schedule`; without it, the last write wins.
 */
export class SetWorkScheduleCommand extends Command<void> {
  constructor(
    readonly employeeId: string,
    readonly body: ScheduleBody,
    readonly revision: string | null,
    readonly actorId: string | null,
  ) {
    super();
  }
}

interface PeriodRow {
  valid_from: LocalDate;
  valid_to: LocalDate | null;
  days: WeekPattern;
  seasons: SeasonalHours[];
}

@CommandHandler(SetWorkScheduleCommand)
export class SetWorkScheduleHandler implements ICommandHandler<SetWorkScheduleCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ employeeId, body, revision, actorId }: SetWorkScheduleCommand): Promise<void> {
    const parsed = scheduleOfBody(body);
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const next = parsed.schedule;
    await this.commands.run(async (em: EntityManager, events) => {
      // The employee's row is the lock: two saves of one schedule take turns.
      const [employee] = await runSql<{ id: string }>(
        em,
        'select id from employee where id = $1 for update',
        [employeeId],
      );
      if (!employee) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
      const rows = await runSql<PeriodRow>(
        em,
        `select to_char(valid_from, 'YYYY-MM-DD') as valid_from,
                to_char(valid_to, 'YYYY-MM-DD') as valid_to, days, seasons
           from work_schedule where employee_id = $1 order by valid_from`,
        [employeeId],
      );
      const existing: WorkSchedule[] = rows.map((row) => ({
        validFrom: row.valid_from,
        validTo: row.valid_to,
        days: row.days,
        seasons: row.seasons,
      }));
      if (revision !== null && revision !== scheduleRevision(existing)) {
        throw new ConflictError(STALE_SCHEDULE_MESSAGE, {
          code: 'stale_schedule',
          current_revision: scheduleRevision(existing),
        });
      }
      const periods = paintSchedule(existing, next);
      await runSql(
        em,
        // runSql writes an array as a comma list; `periods` always holds `next`.
        `delete from work_schedule where employee_id = $1 and valid_from not in ($2)`,
        [employeeId, periods.map((period) => period.validFrom)],
        'run',
      );
      for (const period of periods) {
        // A period left as it was keeps its row, version and updated_at.
        await runSql(
          em,
          `insert into work_schedule
             (id, employee_id, valid_from, valid_to, days, seasons, updated_by)
           values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)
           on conflict (employee_id, valid_from) do update
             set valid_to = excluded.valid_to, days = excluded.days, seasons = excluded.seasons,
                 updated_by = excluded.updated_by, updated_at = now(),
                 version = work_schedule.version + 1
           where (work_schedule.valid_to, work_schedule.days, work_schedule.seasons)
                 is distinct from (excluded.valid_to, excluded.days, excluded.seasons)`,
          [
            randomUUID(),
            employeeId,
            period.validFrom,
            period.validTo,
            JSON.stringify(period.days),
            JSON.stringify(period.seasons ?? []),
            actorId,
          ],
          'run',
        );
      }
      events.record(
        new WorkScheduleChanged(
          employeeId,
          {
            employee_id: employeeId,
            valid_from: next.validFrom,
            valid_to: next.validTo,
            period_count: periods.length,
          },
          actorId,
        ),
      );
    });
  }
}
