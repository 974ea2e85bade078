import { type EntityManager } from '@mikro-orm/postgresql';
import { type QueryBus } from '@nestjs/cqrs';
import { type CommandTransaction, ValidationError, runSql } from '@px/platform';
import { type AbsenceActor } from '../domain/absence-access';
import { vacationBalanceRefusal } from '../domain/absence-balance';
import { absenceDecisionErrors } from '../domain/absence-calendar';
import { absenceTransitionRefusal } from '../domain/absence-status';
import { AbsenceApproved, AbsenceRejected } from '../events/absence.events';
import { GetAbsenceQuery } from '../queries/absence.query';
import {
  absencePayload,
  absenceYears,
  authorName,
  holdingAbsences,
  lockAbsence,
  requestOf,
} from './absence-record';
import { refusalConflict } from './clock-punch';

/** A manager's decision on a pending request. */
export interface AbsenceDecision {
  absenceId: string;
  decision: 'approved' | 'rejected';
  comment: string | null;
  actor: AbsenceActor;
}

/**
 * Approves or rejects a pending request (ApproveAbsenceCommand, RejectAbsenceCommand): the comment
 * checked (required to reject), then under the employee's and the request's locks the transition
 * (a request already decided or cancelled is a 409) and, to approve a vacation, the balance again
 * (the workshop's or the contract's days may have changed since it was asked for).
 */
export async function decideAbsence(
  commands: CommandTransaction,
  queries: QueryBus,
  { absenceId, decision, comment, actor }: AbsenceDecision,
): Promise<void> {
  const errors = absenceDecisionErrors(decision, comment);
  if (errors.length) throw new ValidationError(errors);
  // Its dates never change, so the work calendar is read before the transaction (404 when missing).
  const view = await queries.execute(new GetAbsenceQuery(absenceId));
  const calendar = await absenceYears(queries, view.employee_id, view.start_date, view.end_date);

  await commands.run(async (em: EntityManager, events) => {
    const { absence, employee } = await lockAbsence(em, absenceId);
    const transition = absenceTransitionRefusal(absence.status, decision);
    if (transition) throw refusalConflict(transition);
    if (decision === 'approved') {
      const others = await holdingAbsences(em, employee.id, calendar.from, calendar.to);
      const refusal = vacationBalanceRefusal(
        requestOf(absence),
        others,
        calendar.schedules,
        calendar.holidays,
        () => employee.vacationDays ?? calendar.workshopVacationDays,
      );
      if (refusal) throw refusalConflict(refusal);
    }
    const text = comment?.trim() || null;
    await runSql(
      em,
      `update absence set status = $2, decision_comment = $3, decided_by = $4, decided_by_name = $5,
                          decided_at = now(), updated_at = now(), version = version + 1
        where id = $1`,
      [absenceId, decision, text, actor.userId, await authorName(em, actor.employeeId)],
      'run',
    );
    const payload = absencePayload(
      { ...absence, status: decision, decision_comment: text },
      employee,
      calendar,
    );
    const Event = decision === 'approved' ? AbsenceApproved : AbsenceRejected;
    events.record(new Event(absenceId, payload, actor.userId));
  });
}
