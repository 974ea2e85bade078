import { AppointmentNotificationsSubscriber } from './subscribers/appointment-notifications.subscriber';
import { Module } from '@nestjs/common';
import { DeleteNotificationHandler } from './commands/delete-notification.command';
import { MarkAllNotificationsReadHandler } from './commands/mark-all-notifications-read.command';
import { MarkNotificationReadHandler } from './commands/mark-notification-read.command';
import { NotificationWriter } from './commands/notification-writer';
import { SendNotificationHandler } from './commands/send-notification.command';
import { UpdateNotificationRuleHandler } from './commands/update-notification-rule.command';
import { NotificationRulesController } from './http/notification-rules.controller';
import { NotificationsController } from './http/notifications.controller';
import { PurgeReadNotificationsTask } from './maintenance/purge-read-notifications.task';
import { GetNotificationFeedHandler } from './queries/notification-feed.query';
import { NotificationRulesReader } from './queries/notification-rules-reader';
import { ListNotificationRulesHandler } from './queries/notification-rules.query';
import { NotificationsReader } from './queries/notifications-reader';
import { WorkOrderNotificationsSubscriber } from './subscribers/work-order-notifications.subscriber';
import { AbsenceNotificationsSubscriber } from './subscribers/absence-notifications.subscriber';
import { TimeClockNotificationsSubscriber } from './subscribers/time-clock-notifications.subscriber';
import { InventoryNotificationsSubscriber } from './subscribers/inventory-notifications.subscriber';
import { SparePartNotificationsSubscriber } from './subscribers/spare-part-notifications.subscriber';

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
    GetNotificationFeedHandler,
    ListNotificationRulesHandler,
    WorkOrderNotificationsSubscriber,
    AbsenceNotificationsSubscriber,
    TimeClockNotificationsSubscriber,
    InventoryNotificationsSubscriber,
    SparePartNotificationsSubscriber,
    AppointmentNotificationsSubscriber,
    PurgeReadNotificationsTask,
  ],
})
export class NotificationsModule {}
