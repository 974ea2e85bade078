import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, SqlClient, runSql } from '@px/platform';
import { BreakEnded, ClockedOut } from '../events/time-clock.events';
import { type Punch, type PunchResult, endBreak, punchClock } from './clock-punch';
import { stopOpenJobClock } from './job-clock';

/**
 * The signed-in worker clocks out: their open entry closes at the server's time. From a break, the
 * break ends at the same instant (a worker who leaves from lunch has left); a running job clock
 * stops then too (`clock_out`).
 */
export class ClockOutCommand extends Command<PunchResult> {
  constructor(
    readonly punch: Punch,
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(ClockOutCommand)
export class ClockOutHandler implements ICommandHandler<ClockOutCommand, PunchResult> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly sql: SqlClient,
  ) {}

  execute({ punch, idempotencyKey }: ClockOutCommand): Promise<PunchResult> {
    return punchClock(
      this.commands,
      this.sql,
      'clock_out',
      punch,
      idempotencyKey,
      async (em, events, { now, entry, openBreak }, employeeId) => {
        const open = entry!;
        const at = now.toISOString();
        // The job time ends with the working day.
        await stopOpenJobClock(em, events, employeeId, now, 'clock_out', {
          userId: punch.userId,
          source: punch.source,
        });
        if (openBreak) {
          await endBreak(em, openBreak.id, now, punch);
          events.record(
            new BreakEnded(
              open.id,
              {
                employee_id: employeeId,
                entry_id: open.id,
                break_id: openBreak.id,
                at,
                source: punch.source,
                by_clock_out: true,
              },
              punch.userId,
              now,
            ),
          );
        }
        await runSql(
          em,
          `update clock_entry
              set clock_out = $2, clock_out_source = $3, clock_out_ip = $4::inet,
                  clock_out_user_agent = $5, updated_at = now()
            where id = $1 and clock_out is null`,
          [open.id, now, punch.source, punch.ip, punch.userAgent],
          'run',
        );
        events.record(
          new ClockedOut(
            open.id,
            { employee_id: employeeId, entry_id: open.id, at, source: punch.source },
            punch.userId,
            now,
          ),
        );
      },
    );
  }
}
