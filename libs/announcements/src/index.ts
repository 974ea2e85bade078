export * from './domain/announcement.entity';
export * from './domain/announcement-rules';
export * from './announcements.module';
export * from './announcements.manifest';
