/**
 * Who is changing or reading orders, as far as work orders care: `work_orders.orders.read_all`
 * sees every order; `work_orders.orders.read` alone (a mechanic) sees and, with `orders.work`,
 * works the orders assigned to their employee record, and nothing else exists for them (404).
 */
export interface WorkOrderActor {
  userId: string;
  employeeId: string | null;
  /** Sees every order (orders.read_all or an administrator role). */
  allOrders: boolean;
  /** Edits an order's fields and cancels it (orders.update). */
  canManage: boolean;
  /** Assigns an order to an employee (orders.assign). */
  canAssign: boolean;
  /** Reopens a completed order (orders.reopen: jefe de taller, administrators). */
  canReopen: boolean;
  /** Sets a line's unit price, discount and VAT (items.price: the front office, not mechanics). */
  canPrice: boolean;
}

export function canSeeOrder(
  actor: WorkOrderActor,
  order: { assignedEmployeeId: string | null },
): boolean {
  return actor.allOrders || (!!actor.employeeId && order.assignedEmployeeId === actor.employeeId);
}
