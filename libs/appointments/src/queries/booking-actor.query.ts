import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PERMISSIONS } from '@px/contracts';
import { PermissionResolver, type Principal } from '@px/platform';
import { type BookingActor } from '../commands/booking';

/** The caller as a booking sees them: who, and whether they may book over another booking. */
export class GetBookingActorQuery extends Query<BookingActor> {
  constructor(readonly principal: Principal) {
    super();
  }
}

@QueryHandler(GetBookingActorQuery)
export class GetBookingActorHandler implements IQueryHandler<GetBookingActorQuery, BookingActor> {
  constructor(private readonly permissions: PermissionResolver) {}

  async execute({ principal }: GetBookingActorQuery): Promise<BookingActor> {
    const granted = await this.permissions.resolve(principal.userId);
    return {
      userId: principal.userId,
      canOverride:
        granted.isAdmin || granted.permissions.has(PERMISSIONS.appointments.appointments.override),
    };
  }
}
