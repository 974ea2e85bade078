import { Module } from '@nestjs/common';
import {
  DeleteNotificationHandler,
  MarkAllNotificationsReadHandler,
  MarkNotificationReadHandler,
  SendNotificationHandler,
} from './commands/notification.commands';
import { NotificationWriter } from './commands/notification-writer';
import { UpdateNotificationRuleHandler } from './commands/update-notification-rule.command';
import { NotificationRulesController } from './http/notification-rules.controller';
import { NotificationsController } from './http/notifications.controller';
import { PurgeReadNotificationsTask } from './maintenance/purge-read-notifications.task';
import { NotificationRulesReader } from './queries/notification-rules-reader';
import { NotificationsReader } from './queries/notifications-reader';
import { WorkOrderNotificationsSubscriber } from './subscribers/work-order-notifications.subscriber';

/**
 * Notifications (SPEC §2 bell): per employee, raised by rules from other modules' events (work
 * orders now; spare parts, stock, appointments and tasks when they land) or sent by an
 * administrator, pushed to `employee:<id>` rooms, read and purged.
 */
@Module({
  controllers: [NotificationsController, NotificationRulesController],
  providers: [
    NotificationWriter,
    NotificationsReader,
    NotificationRulesReader,
    MarkNotificationReadHandler,
    MarkAllNotificationsReadHandler,
    DeleteNotificationHandler,
    SendNotificationHandler,
    UpdateNotificationRuleHandler,
    WorkOrderNotificationsSubscriber,
    PurgeReadNotificationsTask,
  ],
})
export class NotificationsModule {}
