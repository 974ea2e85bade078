import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type Announcement } from '@px/contracts';
import { type Principal } from '@px/platform';
import { UnreadMetaTag } from '../http/unread-meta-tag';
import { AnnouncementsReader } from './announcements-reader';

/** The caller's unread announcements, most important first (`appVersion`: their app's, if sent). */
export class GetUnreadAnnouncementsQuery extends Query<Announcement[]> {
  constructor(
    readonly principal: Principal,
    readonly appVersion: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetUnreadAnnouncementsQuery)
export class GetUnreadAnnouncementsHandler implements IQueryHandler<
  GetUnreadAnnouncementsQuery,
  Announcement[]
> {
  constructor(
    private readonly reader: AnnouncementsReader,
    private readonly metaTag: UnreadMetaTag,
  ) {}

  async execute({ principal, appVersion }: GetUnreadAnnouncementsQuery): Promise<Announcement[]> {
    // The same reader as the meta's tag (UnreadMetaTag): the caller's roles and app version.
    return this.reader.unread(await this.metaTag.readerOf(principal, { app_version: appVersion }));
  }
}
