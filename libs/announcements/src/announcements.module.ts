import { Module } from '@nestjs/common';
import {
  CreateAnnouncementHandler,
  DeleteAnnouncementHandler,
  MarkAnnouncementHandler,
  UpdateAnnouncementHandler,
} from './commands/announcement.commands';
import { AnnouncementsController } from './http/announcements.controller';
import { UnreadMetaTag } from './http/unread-meta-tag';
import { AnnouncementsReader } from './queries/announcements-reader';

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
  ],
})
export class AnnouncementsModule {}
