import { NOTIFICATIONS_CATALOGUE } from './notifications.catalogue';
import { defineModule } from '@px/platform';
import { NotificationRecord, NotificationRuleRecord } from './domain/notification.entity';
import {
  PurgeReadNotificationsTask,
  READ_NOTIFICATION_RETENTION_DAYS,
} from './maintenance/purge-read-notifications.task';
import { NotificationsModule } from './notifications.module';

/** The bell: per-employee notifications raised by rules from other modules' events. */
export const NOTIFICATIONS_MANIFEST = defineModule({
  name: 'notifications',
  module: NotificationsModule,
  access: NOTIFICATIONS_CATALOGUE,
  entities: [NotificationRecord, NotificationRuleRecord],
  maintenanceTasks: [PurgeReadNotificationsTask],
  settings: [READ_NOTIFICATION_RETENTION_DAYS],
  // Administrators send these by hand (POST /api/notifications/send).
  notificationTypes: ['system_maintenance', 'system_alert'],
});
