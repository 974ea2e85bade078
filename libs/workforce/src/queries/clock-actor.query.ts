import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PERMISSIONS } from '@px/contracts';
import { PermissionResolver, type Principal } from '@px/platform';
import { type ClockActor } from '../domain/clock-access';

/**
 * The caller as the time clock sees them: their employee record and whether they read anyone's,
 * which holding any of `readAllPermissions` (timeclock.entries.read by default) or an
 * administrator role grants.
 */
export class GetClockActorQuery extends Query<ClockActor> {
  constructor(
    readonly principal: Principal,
    readonly readAllPermissions: readonly string[] = [PERMISSIONS.timeclock.entries.read],
  ) {
    super();
  }
}

@QueryHandler(GetClockActorQuery)
export class GetClockActorHandler implements IQueryHandler<GetClockActorQuery, ClockActor> {
  constructor(private readonly permissions: PermissionResolver) {}

  async execute({ principal, readAllPermissions }: GetClockActorQuery): Promise<ClockActor> {
    const granted = await this.permissions.resolve(principal.userId);
    return {
      userId: principal.userId,
      employeeId: principal.employeeId,
      readsAll:
        granted.isAdmin ||
        readAllPermissions.some((permission) => granted.permissions.has(permission)),
    };
  }
}
