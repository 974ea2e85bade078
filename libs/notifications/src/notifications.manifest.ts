import { defineModule } from '@px/platform';
import { NotificationRecord, NotificationRuleRecord } from './domain/notification.entity';
import { PurgeReadNotificationsTask } from './maintenance/purge-read-notifications.task';
import { NotificationsModule } from './notifications.module';

/** The bell: per-employee notifications raised by rules from other modules' events. */
export const NOTIFICATIONS_MANIFEST = defineModule({
  name: 'notifications',
  module: NotificationsModule,
  entities: [NotificationRecord, NotificationRuleRecord],
  maintenanceTasks: [PurgeReadNotificationsTask],
  // Administrators send these by hand (POST /api/notifications/send).
  notificationTypes: ['system_maintenance', 'system_alert'],
});
