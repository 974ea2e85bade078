import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PERMISSIONS } from '@px/contracts';
import { PermissionResolver, type Principal } from '@px/platform';
import { type AbsenceActor } from '../domain/absence-access';

const ABSENCES = PERMISSIONS.employees.absences;

/** The caller as absences see them: their employee record, whether they read all and decide. */
export class GetAbsenceActorQuery extends Query<AbsenceActor> {
  constructor(readonly principal: Principal) {
    super();
  }
}

@QueryHandler(GetAbsenceActorQuery)
export class GetAbsenceActorHandler implements IQueryHandler<GetAbsenceActorQuery, AbsenceActor> {
  constructor(private readonly permissions: PermissionResolver) {}

  async execute({ principal }: GetAbsenceActorQuery): Promise<AbsenceActor> {
    const granted = await this.permissions.resolve(principal.userId);
    const approves = granted.isAdmin || granted.permissions.has(ABSENCES.approve);
    return {
      userId: principal.userId,
      employeeId: principal.employeeId,
      readsAll: approves || granted.permissions.has(ABSENCES.read),
      approves,
    };
  }
}
