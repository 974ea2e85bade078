import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  CommandTransaction,
  ConflictError,
  NotFoundError,
  SqlClient,
  earlierIdempotentResult,
} from '@px/platform';
import { clockAccessRefusal } from '../domain/clock-access';
import { JOB_LINE_NOT_FOUND, jobClockRefusal } from '../domain/job-clock';
import { GetJobClockLineQuery } from '../queries/job-clock-line.query';
import {
  type Punch,
  type PunchResult,
  clockPosition,
  lockEmployee,
  refusalConflict,
} from './clock-punch';
import { claimJobClockKey, jobClockClaim, openJobClock, stopJobClock } from './job-clock';

/** The signed-in worker stops the job clock running on this labor line (`manual`). */
export class StopJobClockCommand extends Command<PunchResult> {
  constructor(
    readonly lineId: string,
    readonly punch: Punch,
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(StopJobClockCommand)
export class StopJobClockHandler implements ICommandHandler<StopJobClockCommand, PunchResult> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async execute({ lineId, punch, idempotencyKey }: StopJobClockCommand): Promise<PunchResult> {
    const employeeId = punch.employeeId;
    if (!employeeId) throw refusalConflict(clockAccessRefusal('no_employee'));
    const claim = jobClockClaim(
      punch.userId,
      idempotencyKey,
      { action: 'job_stop', line_id: lineId, source: punch.source },
      employeeId,
    );
    let replayed: boolean;
    try {
      replayed = await this.commands.run(async (em: EntityManager, events) => {
        if (claim && !(await claimJobClockKey(em, claim))) return true;
        await lockEmployee(em, employeeId);
        const open = await openJobClock(em, employeeId);
        if (open?.workOrderLineId !== lineId) {
          throw refusalConflict(jobClockRefusal('no_job_clock'));
        }
        const { now } = await clockPosition(em, employeeId);
        await stopJobClock(em, events, open, now, 'manual', {
          userId: punch.userId,
          source: punch.source,
        });
        return false;
      });
    } catch (error) {
      // Nothing runs on this line: a line that does not exist at all is a 404.
      if (
        error instanceof ConflictError &&
        (error.details as { code?: string } | null)?.code === 'no_job_clock' &&
        !(await this.queries.execute(new GetJobClockLineQuery(lineId)))
      ) {
        throw new NotFoundError(JOB_LINE_NOT_FOUND);
      }
      throw error;
    }
    if (replayed) await earlierIdempotentResult(this.sql, claim!.scope, claim!.key, claim!.hash);
    return { employeeId, replayed };
  }
}
