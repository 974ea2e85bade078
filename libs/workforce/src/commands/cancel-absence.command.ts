import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CommandTransaction, runSql } from '@px/platform';
import { type AbsenceActor, absenceCancelRefusal } from '../domain/absence-access';
import { AbsenceCancelled } from '../events/absence.events';
import { GetAbsenceQuery } from '../queries/absence.query';
import { absencePayload, absenceYears, cancelRefusalError, lockAbsence } from './absence-record';

/**
 * Withdraws a request (POST /api/absences/{id}/cancel): the employee their own while it is pending,
 * a manager anyone's, pending or approved (plans change). The days are free again; a vacation's
 * return to the balance.
 */
export class CancelAbsenceCommand extends Command<void> {
  constructor(
    readonly absenceId: string,
    readonly actor: AbsenceActor,
  ) {
    super();
  }
}

@CommandHandler(CancelAbsenceCommand)
export class CancelAbsenceHandler implements ICommandHandler<CancelAbsenceCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ absenceId, actor }: CancelAbsenceCommand): Promise<void> {
    const view = await this.queries.execute(new GetAbsenceQuery(absenceId));
    const calendar = await absenceYears(
      this.queries,
      view.employee_id,
      view.start_date,
      view.end_date,
    );
    await this.commands.run(async (em: EntityManager, events) => {
      const { absence, employee } = await lockAbsence(em, absenceId);
      const refusal = absenceCancelRefusal(actor, {
        employeeId: absence.employee_id,
        status: absence.status,
      });
      if (refusal) throw cancelRefusalError(refusal);
      await runSql(
        em,
        `update absence set status = 'cancelled', cancelled_by = $2, cancelled_at = now(),
                            updated_at = now(), version = version + 1
          where id = $1`,
        [absenceId, actor.userId],
        'run',
      );
      const payload = absencePayload({ ...absence, status: 'cancelled' }, employee, calendar, {
        from_status: absence.status,
      });
      events.record(new AbsenceCancelled(absenceId, payload, actor.userId));
    });
  }
}
