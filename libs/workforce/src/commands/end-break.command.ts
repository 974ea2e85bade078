import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, SqlClient } from '@px/platform';
import { BreakEnded } from '../events/time-clock.events';
import { type Punch, type PunchResult, endBreak, punchClock } from './clock-punch';

/** The signed-in worker ends their running break and is back at work. */
export class EndBreakCommand extends Command<PunchResult> {
  constructor(
    readonly punch: Punch,
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(EndBreakCommand)
export class EndBreakHandler implements ICommandHandler<EndBreakCommand, PunchResult> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly sql: SqlClient,
  ) {}

  execute({ punch, idempotencyKey }: EndBreakCommand): Promise<PunchResult> {
    return punchClock(
      this.commands,
      this.sql,
      'break_end',
      punch,
      idempotencyKey,
      async (em, events, { now, entry, openBreak }, employeeId) => {
        await endBreak(em, openBreak!.id, now, punch);
        events.record(
          new BreakEnded(
            entry!.id,
            {
              employee_id: employeeId,
              entry_id: entry!.id,
              break_id: openBreak!.id,
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
