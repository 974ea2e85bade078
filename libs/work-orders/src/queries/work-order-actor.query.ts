import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PERMISSIONS } from '@px/contracts';
import { PermissionResolver, type Principal } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';

/** The caller as work orders see them: their employee record and what their roles let them do. */
export class GetWorkOrderActorQuery extends Query<WorkOrderActor> {
  constructor(readonly principal: Principal) {
    super();
  }
}

@QueryHandler(GetWorkOrderActorQuery)
export class GetWorkOrderActorHandler implements IQueryHandler<
  GetWorkOrderActorQuery,
  WorkOrderActor
> {
  constructor(private readonly permissions: PermissionResolver) {}

  async execute({ principal }: GetWorkOrderActorQuery): Promise<WorkOrderActor> {
    const granted = await this.permissions.resolve(principal.userId);
    const has = (name: string) => granted.isAdmin || granted.permissions.has(name);
    return {
      userId: principal.userId,
      employeeId: principal.employeeId,
      allOrders: has(PERMISSIONS.work_orders.orders.read_all),
      canManage: has(PERMISSIONS.work_orders.orders.update),
      canAssign: has(PERMISSIONS.work_orders.orders.assign),
      canReopen: has(PERMISSIONS.work_orders.orders.reopen),
      canPrice: has(PERMISSIONS.work_orders.items.price),
    };
  }
}
