import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type NotificationType, type WorkOrderEventPayload } from '@px/contracts';
import { GetUserIdsWithRolesQuery } from '@px/access';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';
import {
  WorkOrderAssigned,
  WorkOrderCompleted,
  WorkOrderStatusChanged,
  WorkOrderUpdated,
} from '@px/work-orders';
import { GetEmployeeForUserQuery, GetEmployeesForUsersQuery } from '@px/workforce';
import { recipientsOf, workOrderNotificationText } from '../domain/notification-rules';
import { NotificationWriter } from '../commands/notification-writer';
import { NotificationRulesReader } from '../queries/notification-rules-reader';

type WorkOrderNotificationType = Extract<
  NotificationType,
  'work_order_assigned' | 'work_order_updated' | 'work_order_completed'
>;

/** Which notification an event raises, if any. */
function typeOf(event: PublishedEvent<WorkOrderEventPayload>): WorkOrderNotificationType | null {
  switch (event.type) {
    case WorkOrderAssigned.TYPE:
      return event.payload.order.assigned_employee_id ? 'work_order_assigned' : null;
    case WorkOrderCompleted.TYPE:
      return 'work_order_completed';
    // A move to completed is told by WorkOrderCompleted.
    case WorkOrderStatusChanged.TYPE:
      return event.payload.to_status === 'completed' ? null : 'work_order_updated';
    case WorkOrderUpdated.TYPE:
      return 'work_order_updated';
    default:
      return null;
  }
}

/**
 * Work-order notifications (DOMAIN: rules map events to people): the mechanic an order is
 * assigned to, the order's advisor when it changes or is completed, and whoever the rule adds by
 * role; never the person who made the change. Idempotent through the notification's dedupe key
 * (one per order version and type), so the edit and status events of one change notify once.
 */
@Injectable()
export class WorkOrderNotificationsSubscriber {
  constructor(
    private readonly queries: QueryBus,
    private readonly rules: NotificationRulesReader,
    private readonly writer: NotificationWriter,
  ) {}

  @OnDomainEvent({
    name: 'notifications.work-orders',
    events: [
      WorkOrderAssigned.TYPE,
      WorkOrderUpdated.TYPE,
      WorkOrderStatusChanged.TYPE,
      WorkOrderCompleted.TYPE,
    ],
  })
  async onWorkOrderEvent(
    event: PublishedEvent<WorkOrderEventPayload>,
    em: EntityManager,
  ): Promise<void> {
    const type = typeOf(event);
    if (!type) return;
    const rule = await this.rules.of(em, type);
    if (!rule.enabled) return;
    const { order } = event.payload;
    const [advisor, actor, roleUsers] = await Promise.all([
      rule.recipients.advisor && order.created_by
        ? this.queries.execute(new GetEmployeeForUserQuery(order.created_by))
        : null,
      event.actorId ? this.queries.execute(new GetEmployeeForUserQuery(event.actorId)) : null,
      this.queries.execute(new GetUserIdsWithRolesQuery(rule.recipients.roles)),
    ]);
    const byRole = await this.queries.execute(new GetEmployeesForUsersQuery(roleUsers));
    const recipients = recipientsOf(rule.recipients, {
      assignee: order.assigned_employee_id,
      advisor: advisor?.id ?? null,
      byRole: byRole.map((employee) => employee.id),
      actor: actor?.id ?? null,
    });
    const text = workOrderNotificationText(type, order, {
      toStatus: event.type === WorkOrderStatusChanged.TYPE ? event.payload.to_status : undefined,
      changed: event.payload.changed,
    });
    const created = await this.writer.insert(em, recipients, {
      type,
      priority: rule.priority,
      ...text,
    });
    this.writer.announce(created);
  }
}
