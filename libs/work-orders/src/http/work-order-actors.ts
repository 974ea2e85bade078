import { Injectable } from '@nestjs/common';
import { PermissionResolver, type Principal } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';

/** The caller as work orders see them: their employee record and what their roles let them do. */
@Injectable()
export class WorkOrderActors {
  constructor(private readonly permissions: PermissionResolver) {}

  async of(principal: Principal): Promise<WorkOrderActor> {
    const granted = await this.permissions.resolve(principal.userId);
    const has = (name: string) => granted.isAdmin || granted.permissions.has(name);
    return {
      userId: principal.userId,
      employeeId: principal.employeeId,
      allOrders: has('work_orders.orders.read_all'),
      canManage: has('work_orders.orders.update'),
      canAssign: has('work_orders.orders.assign'),
      canReopen: has('work_orders.orders.reopen'),
    };
  }
}
