import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PERMISSIONS } from '@px/contracts';
import { PermissionResolver, type Principal } from '@px/platform';
import { type ScheduleActor } from '../domain/schedule-access';

/** The caller as schedules and capacity see them: their employee record, whether they read all. */
export class GetScheduleActorQuery extends Query<ScheduleActor> {
  constructor(readonly principal: Principal) {
    super();
  }
}

@QueryHandler(GetScheduleActorQuery)
export class GetScheduleActorHandler implements IQueryHandler<
  GetScheduleActorQuery,
  ScheduleActor
> {
  constructor(private readonly permissions: PermissionResolver) {}

  async execute({ principal }: GetScheduleActorQuery): Promise<ScheduleActor> {
    const granted = await this.permissions.resolve(principal.userId);
    return {
      userId: principal.userId,
      employeeId: principal.employeeId,
      readsAll: granted.isAdmin || granted.permissions.has(PERMISSIONS.employees.schedules.read),
    };
  }
}
