import { Module } from '@nestjs/common';
import { CreateAnnouncementHandler } from './commands/create-announcement.command';
import { DeleteAnnouncementHandler } from './commands/delete-announcement.command';
import { MarkAnnouncementHandler } from './commands/mark-announcement.command';
import { UpdateAnnouncementHandler } from './commands/update-announcement.command';
import { AnnouncementsController } from './http/announcements.controller';
import { UnreadMetaTag } from './http/unread-meta-tag';
import { GetAnnouncementHandler } from './queries/announcement.query';
import { ListAnnouncementsHandler } from './queries/announcements.query';
import { AnnouncementsReader } from './queries/announcements-reader';
import { GetUnreadAnnouncementsHandler } from './queries/unread-announcements.query';
import { GetUnreadAnnouncementsMetaHandler } from './queries/unread-announcements-meta.query';

/**
 * Announcements ("Novedades"): administrators publish them to roles for a window of time and app
 * versions; each user reads or dismisses them once. Clients poll the unread meta with an ETag.
 */
@Module({
  controllers: [AnnouncementsController],
  providers: [
    AnnouncementsReader,
    UnreadMetaTag,
    CreateAnnouncementHandler,
    UpdateAnnouncementHandler,
    DeleteAnnouncementHandler,
    MarkAnnouncementHandler,
    GetUnreadAnnouncementsHandler,
    GetUnreadAnnouncementsMetaHandler,
    ListAnnouncementsHandler,
    GetAnnouncementHandler,
  ],
})
export class AnnouncementsModule {}
