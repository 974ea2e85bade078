import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, SqlClient, runSql } from '@px/platform';
import { BreakStarted } from '../events/time-clock.events';
import { type Punch, type PunchResult, punchClock } from './clock-punch';
import { stopOpenJobClock } from './job-clock';

/** The signed-in worker starts a break inside their open entry (a running job clock stops). */
export class StartBreakCommand extends Command<PunchResult> {
  constructor(
    readonly punch: Punch,
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(StartBreakCommand)
export class StartBreakHandler implements ICommandHandler<StartBreakCommand, PunchResult> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly sql: SqlClient,
  ) {}

  execute({ punch, idempotencyKey }: StartBreakCommand): Promise<PunchResult> {
    return punchClock(
      this.commands,
      this.sql,
      'break_start',
      punch,
      idempotencyKey,
      async (em, events, { now, entry }, employeeId) => {
        // No job time on a break: the running job clock stops when it starts.
        await stopOpenJobClock(em, events, employeeId, now, 'break', {
          userId: punch.userId,
          source: punch.source,
        });
        const id = randomUUID();
        await runSql(
          em,
          `insert into clock_break (id, clock_entry_id, start_at, source, ip, user_agent)
           values ($1, $2, $3, $4, $5::inet, $6)`,
          [id, entry!.id, now, punch.source, punch.ip, punch.userAgent],
          'run',
        );
        events.record(
          new BreakStarted(
            entry!.id,
            {
              employee_id: employeeId,
              entry_id: entry!.id,
              break_id: id,
              at: now.toISOString(),
              source: punch.source,
            },
            punch.userId,
            now,
          ),
        );
      },
    );
  }
}
