import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  CommandTransaction,
  databaseErrorCode,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  runSql,
} from '@px/platform';
import {
  type AbsenceActor,
  OVERLAP_CONSTRAINT_REFUSAL,
  absenceAccessRefusal,
  absenceRequestScope,
} from '../domain/absence-access';
import { vacationBalanceRefusal } from '../domain/absence-balance';
import { absenceMissingErrors, absenceSpanErrors } from '../domain/absence-calendar';
import {
  type AbsenceKind,
  type AbsenceRequest,
  type HalfDay,
  absenceOverlapRefusal,
  absenceRequestErrors,
} from '../domain/absence-rules';
import { EMPLOYEE_NOT_FOUND } from '../domain/employee-refusals';
import { type LocalDate, localDate } from '../domain/local-day';
import { AbsenceApproved, AbsenceRequested } from '../events/absence.events';
import {
  type AbsenceRow,
  absencePayload,
  absenceYears,
  authorName,
  holdingAbsences,
  lockAbsenceEmployee,
} from './absence-record';
import { refusalConflict } from './clock-punch';

/** A request as the API takes it (dates 'YYYY-MM-DD', checked by the rules). */
export interface NewAbsence {
  /** Whose: null for one's own. */
  employeeId: string | null;
  /** Required: undefined only as a body without it arrives (a 400). */
  kind: AbsenceKind | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  halfDay: HalfDay | null;
  reason: string | null;
}

/**
 * An absence asked for (POST /api/absences): a worker's own, which waits for a manager, or one a
 * manager records for an employee (a sick leave phoned in), approved at once. Under the employee's
 * lock it is refused (409) when it shares days with another pending or approved request, or when
 * a vacation asks more working days than remain in a year it touches; the exclusion constraint is
 * the last line. Answers the new request's id.
 */
export class RequestAbsenceCommand extends Command<string> {
  constructor(
    readonly actor: AbsenceActor,
    readonly input: NewAbsence,
    /** The workshop's date (backdating limits count from it). */
    readonly today: LocalDate = localDate(new Date()),
  ) {
    super();
  }
}

@CommandHandler(RequestAbsenceCommand)
export class RequestAbsenceHandler implements ICommandHandler<RequestAbsenceCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, input, today }: RequestAbsenceCommand): Promise<string> {
    const missing = absenceMissingErrors(input);
    if (missing.length || !input.kind || !input.startDate || !input.endDate) {
      throw new ValidationError(missing);
    }
    const kind = input.kind;
    const period = { startDate: input.startDate, endDate: input.endDate, halfDay: input.halfDay };
    const dateErrors = absenceRequestErrors({ ...period, kind }, today);
    const errors = dateErrors.length ? dateErrors : absenceSpanErrors(period, today);
    if (errors.length) throw new ValidationError(errors);
    const scope = absenceRequestScope(actor, input.employeeId);
    if (!scope.allowed) {
      if (scope.status === 403) throw new ForbiddenError(scope.message);
      throw refusalConflict(scope.refusal);
    }
    const { employeeId, forOther } = scope;
    const calendar = await absenceYears(this.queries, employeeId, period.startDate, period.endDate);

    return this.commands.run(async (em: EntityManager, events) => {
      const employee = await lockAbsenceEmployee(em, employeeId);
      if (!employee) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
      if (!employee.active) throw refusalConflict(absenceAccessRefusal('employee_inactive'));

      const others = await holdingAbsences(em, employeeId, calendar.from, calendar.to);
      const request: AbsenceRequest = { id: null, kind, status: 'pending', ...period };
      const refusal =
        absenceOverlapRefusal(request, others) ??
        vacationBalanceRefusal(
          request,
          others,
          calendar.schedules,
          calendar.holidays,
          () => employee.vacationDays ?? calendar.workshopVacationDays,
        );
      if (refusal) throw refusalConflict(refusal);

      const row: AbsenceRow = {
        id: randomUUID(),
        employee_id: employeeId,
        kind,
        // A manager recording it for someone decides it in the same act.
        status: forOther ? 'approved' : 'pending',
        start_date: period.startDate,
        end_date: period.endDate,
        half_day: period.halfDay,
        reason: input.reason?.trim() || null,
        decision_comment: null,
      };
      const name = await authorName(em, actor.employeeId);
      try {
        await runSql(
          em,
          `insert into absence (id, employee_id, kind, status, start_date, end_date, half_day,
                                reason, requested_by, requested_by_name,
                                decided_by, decided_by_name, decided_at)
           values ($1, $2, $3, $4, $5::date, $6::date, $7, $8, $9, $10, $11, $12,
                   case when $11::uuid is null then null else now() end)`,
          [
            row.id,
            row.employee_id,
            row.kind,
            row.status,
            row.start_date,
            row.end_date,
            row.half_day,
            row.reason,
            actor.userId,
            name,
            forOther ? actor.userId : null,
            forOther ? name : null,
          ],
          'run',
        );
      } catch (error) {
        if (databaseErrorCode(error) === '23P01') {
          throw refusalConflict(OVERLAP_CONSTRAINT_REFUSAL);
        }
        throw error;
      }
      const payload = absencePayload(row, employee, calendar, { recorded_for_employee: forOther });
      events.record(new AbsenceRequested(row.id, payload, actor.userId));
      if (forOther) events.record(new AbsenceApproved(row.id, payload, actor.userId));
      return row.id;
    });
  }
}
