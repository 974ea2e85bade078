import { NotificationRecord, NotificationRuleRecord } from './domain/notification.entity';

export * from './domain/notification.entity';
export * from './domain/notification-rules';
export * from './notifications.module';

export const NOTIFICATIONS_ENTITIES = [NotificationRecord, NotificationRuleRecord];
