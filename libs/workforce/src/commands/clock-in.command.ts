import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, SqlClient, runSql } from '@px/platform';
import { ClockedIn } from '../events/time-clock.events';
import { type Punch, type PunchResult, punchClock } from './clock-punch';

/** The signed-in worker clocks in: a new open entry at the server's time. */
export class ClockInCommand extends Command<PunchResult> {
  constructor(
    readonly punch: Punch,
    /** The client's Idempotency-Key: the same key twice clocks in once. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(ClockInCommand)
export class ClockInHandler implements ICommandHandler<ClockInCommand, PunchResult> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly sql: SqlClient,
  ) {}

  execute({ punch, idempotencyKey }: ClockInCommand): Promise<PunchResult> {
    return punchClock(
      this.commands,
      this.sql,
      'clock_in',
      punch,
      idempotencyKey,
      async (em, events, { now }, employeeId) => {
        const id = randomUUID();
        await runSql(
          em,
          `insert into clock_entry (id, employee_id, clock_in, source, ip, user_agent)
           values ($1, $2, $3, $4, $5::inet, $6)`,
          [id, employeeId, now, punch.source, punch.ip, punch.userAgent],
          'run',
        );
        events.record(
          new ClockedIn(
            id,
            { employee_id: employeeId, entry_id: id, at: now.toISOString(), source: punch.source },
            punch.userId,
            now,
          ),
        );
      },
    );
  }
}
