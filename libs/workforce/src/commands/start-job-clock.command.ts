import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { PERMISSIONS } from '@px/contracts';
import {
  CommandTransaction,
  NotFoundError,
  PermissionResolver,
  SqlClient,
  earlierIdempotentResult,
  runSql,
} from '@px/platform';
import { clockAccessRefusal } from '../domain/clock-access';
import {
  JOB_LINE_NOT_FOUND,
  jobAttendanceRefusal,
  jobClockRefusal,
  jobLineRefusal,
} from '../domain/job-clock';
import { JobClockStarted } from '../events/job-clock.events';
import { GetJobClockLineQuery } from '../queries/job-clock-line.query';
import {
  type Punch,
  type PunchResult,
  clockPosition,
  constraintConflict,
  lockEmployee,
  refusalConflict,
} from './clock-punch';
import { claimJobClockKey, jobClockClaim, openJobClock, stopJobClock } from './job-clock';

/**
 * The signed-in worker starts clocking onto a labor line (work-order item). A job clock already
 * running on another line stops at the same instant (`switched`), in the same transaction: one
 * open job clock per worker.
 */
export class StartJobClockCommand extends Command<PunchResult> {
  constructor(
    readonly lineId: string,
    readonly punch: Punch,
    /** The client's Idempotency-Key: the same key twice starts once. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(StartJobClockCommand)
export class StartJobClockHandler implements ICommandHandler<StartJobClockCommand, PunchResult> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    private readonly permissions: PermissionResolver,
  ) {}

  async execute({ lineId, punch, idempotencyKey }: StartJobClockCommand): Promise<PunchResult> {
    const employeeId = punch.employeeId;
    if (!employeeId) throw refusalConflict(clockAccessRefusal('no_employee'));
    const [line, granted] = await Promise.all([
      this.queries.execute(new GetJobClockLineQuery(lineId)),
      this.permissions.resolve(punch.userId),
    ]);
    if (!line) throw new NotFoundError(JOB_LINE_NOT_FOUND);
    const worksAnyOrder =
      granted.isAdmin || granted.permissions.has(PERMISSIONS.work_orders.orders.update);
    const lineRefusal = jobLineRefusal(
      {
        lineId: line.line_id,
        workOrderId: line.work_order_id,
        type: line.type,
        finished: line.finished,
        orderStatus: line.order_status,
        assignedEmployeeId: line.assigned_employee_id,
      },
      { employeeId, worksAnyOrder },
    );
    if (lineRefusal) throw refusalConflict(lineRefusal);

    const claim = jobClockClaim(
      punch.userId,
      idempotencyKey,
      { action: 'job_start', line_id: lineId, source: punch.source },
      employeeId,
    );
    const replayed = await this.commands.run(async (em: EntityManager, events) => {
      if (claim && !(await claimJobClockKey(em, claim))) return true;
      await lockEmployee(em, employeeId);
      const position = await clockPosition(em, employeeId);
      const attendance = jobAttendanceRefusal(position.status);
      if (attendance) throw refusalConflict(attendance);
      const open = await openJobClock(em, employeeId);
      if (open?.workOrderLineId === lineId) {
        throw refusalConflict(jobClockRefusal('already_on_line'));
      }
      // Never before the job clock it takes over from (a clock that stepped back must not overlap).
      const at = new Date(Math.max(position.now.getTime(), open?.startedAt.getTime() ?? 0));
      try {
        if (open) {
          await stopJobClock(em, events, open, at, 'switched', {
            userId: punch.userId,
            source: punch.source,
          });
        }
        const id = randomUUID();
        await runSql(
          em,
          `insert into job_clock (id, employee_id, work_order_id, work_order_line_id,
                                  clock_entry_id, started_at, source)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [id, employeeId, line.work_order_id, lineId, position.entry!.id, at, punch.source],
          'run',
        );
        events.record(
          new JobClockStarted(
            id,
            {
              employee_id: employeeId,
              job_clock_id: id,
              work_order_id: line.work_order_id,
              work_order_line_id: lineId,
              clock_entry_id: position.entry!.id,
              started_at: at.toISOString(),
              source: punch.source,
            },
            punch.userId,
            at,
          ),
        );
      } catch (error) {
        constraintConflict(error, jobClockRefusal('already_on_line'));
      }
      return false;
    });
    // The key was taken: by this same request (its answer stands) or with another one (409).
    if (replayed) await earlierIdempotentResult(this.sql, claim!.scope, claim!.key, claim!.hash);
    return { employeeId, replayed };
  }
}
