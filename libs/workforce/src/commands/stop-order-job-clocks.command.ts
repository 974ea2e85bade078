import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, runSql } from '@px/platform';
import { openJobClock, stopJobClock } from './job-clock';

/**
 * Stops the job clocks still running on an order that can no longer be worked (put on hold,
 * completed, cancelled, deleted) or on a line removed from it (`lineId`), as they stood when that
 * happened (`before`: a clock started afterwards, when the order was back in progress, is left
 * alone). Stopped at the moment of the change with reason `auto`. Answers how many it stopped;
 * running it twice stops nothing more.
 */
export class StopOrderJobClocksCommand extends Command<number> {
  constructor(
    readonly workOrderId: string,
    readonly lineId: string | null,
    readonly before: Date,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(StopOrderJobClocksCommand)
export class StopOrderJobClocksHandler implements ICommandHandler<
  StopOrderJobClocksCommand,
  number
> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ workOrderId, lineId, before, actorId }: StopOrderJobClocksCommand): Promise<number> {
    return this.commands.run(async (em: EntityManager, events) => {
      const running = await runSql<{ employee_id: string }>(
        em,
        `select employee_id from job_clock
          where work_order_id = $1 and stopped_at is null and started_at <= $3
            and ($2::uuid is null or work_order_line_id = $2::uuid)
          order by employee_id`,
        [workOrderId, lineId, before],
      );
      let stopped = 0;
      for (const { employee_id: employeeId } of running) {
        // The lock the punches take first, so a worker's own stop or clock-out cannot interleave.
        await runSql(em, 'select 1 from employee where id = $1 for no key update', [employeeId]);
        const open = await openJobClock(em, employeeId);
        if (!open || open.workOrderId !== workOrderId) continue;
        if (lineId && open.workOrderLineId !== lineId) continue;
        await stopJobClock(em, events, open, before, 'auto', { userId: actorId, source: 'auto' });
        stopped++;
      }
      return stopped;
    });
  }
}
