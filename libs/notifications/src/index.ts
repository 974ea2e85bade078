export * from './domain/notification-rules';
export { MarkNotificationReadCommand } from './commands/mark-notification-read.command';
export { MarkAllNotificationsReadCommand } from './commands/mark-all-notifications-read.command';
export { DeleteNotificationCommand } from './commands/delete-notification.command';
export {
  SendNotificationCommand,
  type SendNotificationInput,
} from './commands/send-notification.command';
export {
  type NotificationRuleChange,
  UpdateNotificationRuleCommand,
} from './commands/update-notification-rule.command';
export {
  GetNotificationFeedQuery,
  type NotificationListFilter,
} from './queries/notification-feed.query';
export { ListNotificationRulesQuery } from './queries/notification-rules.query';
export * from './notifications.module';
export * from './notifications.manifest';
