import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PERMISSIONS } from '@px/contracts';
import { PermissionResolver, type Principal } from '@px/platform';
import { type ClockActor } from '../domain/clock-access';

/** The caller as the time clock sees them: their employee record and whether they read anyone's. */
export class GetClockActorQuery extends Query<ClockActor> {
  constructor(readonly principal: Principal) {
    super();
  }
}

@QueryHandler(GetClockActorQuery)
export class GetClockActorHandler implements IQueryHandler<GetClockActorQuery, ClockActor> {
  constructor(private readonly permissions: PermissionResolver) {}

  async execute({ principal }: GetClockActorQuery): Promise<ClockActor> {
    const granted = await this.permissions.resolve(principal.userId);
    return {
      userId: principal.userId,
      employeeId: principal.employeeId,
      readsAll: granted.isAdmin || granted.permissions.has(PERMISSIONS.timeclock.entries.read),
    };
  }
}
