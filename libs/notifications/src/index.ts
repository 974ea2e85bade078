export * from './domain/notification.entity';
export * from './domain/notification-rules';
export * from './notifications.module';
export * from './notifications.manifest';
