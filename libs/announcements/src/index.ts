export * from './domain/announcement-rules';
export { CreateAnnouncementCommand } from './commands/create-announcement.command';
export { UpdateAnnouncementCommand } from './commands/update-announcement.command';
export { DeleteAnnouncementCommand } from './commands/delete-announcement.command';
export { MarkAnnouncementCommand } from './commands/mark-announcement.command';
export { GetUnreadAnnouncementsQuery } from './queries/unread-announcements.query';
export {
  GetUnreadAnnouncementsMetaQuery,
  type UnreadAnnouncementsMeta,
} from './queries/unread-announcements-meta.query';
export { ListAnnouncementsQuery } from './queries/announcements.query';
export { GetAnnouncementQuery } from './queries/announcement.query';
export * from './announcements.module';
export * from './announcements.manifest';
