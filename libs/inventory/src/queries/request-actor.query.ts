import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PERMISSIONS } from '@px/contracts';
import { PermissionResolver, type Principal } from '@px/platform';

/** Who acts on spare-part requests: a requester (their own) or the parts desk (every one). */
export interface RequestActor {
  userId: string;
  principal: Principal;
  /** inventory.spare_part_requests.approve: the parts desk sees and decides every request. */
  isDesk: boolean;
}

export class GetRequestActorQuery extends Query<RequestActor> {
  constructor(readonly principal: Principal) {
    super();
  }
}

@QueryHandler(GetRequestActorQuery)
export class GetRequestActorHandler implements IQueryHandler<GetRequestActorQuery, RequestActor> {
  constructor(private readonly permissions: PermissionResolver) {}

  async execute({ principal }: GetRequestActorQuery): Promise<RequestActor> {
    const granted = await this.permissions.resolve(principal.userId);
    return {
      userId: principal.userId,
      principal,
      isDesk:
        granted.isAdmin ||
        granted.permissions.has(PERMISSIONS.inventory.spare_part_requests.approve),
    };
  }
}
