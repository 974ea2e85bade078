import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AnnouncementsMeta } from '@px/contracts';
import { type Principal, ifNoneMatchNames } from '@px/platform';
import { UnreadMetaTag } from '../http/unread-meta-tag';
import { AnnouncementsReader } from './announcements-reader';

/** The unread meta's ETag, and the meta itself unless the caller's If-None-Match names the tag. */
export interface UnreadAnnouncementsMeta {
  tag: string;
  /** null: not modified (the route answers 304 with the tag). */
  meta: AnnouncementsMeta | null;
}

/**
 * How many unread announcements the caller has, with its ETag. A matching tag is usually answered
 * before the route runs (UnreadMetaTag, NotModifiedAnswers); this answers the rest, and the 304s
 * that check left to the route, with the same tag and without counting.
 */
export class GetUnreadAnnouncementsMetaQuery extends Query<UnreadAnnouncementsMeta> {
  constructor(
    readonly principal: Principal,
    readonly appVersion: string | undefined,
    readonly ifNoneMatch: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetUnreadAnnouncementsMetaQuery)
export class GetUnreadAnnouncementsMetaHandler implements IQueryHandler<
  GetUnreadAnnouncementsMetaQuery,
  UnreadAnnouncementsMeta
> {
  constructor(
    private readonly reader: AnnouncementsReader,
    private readonly metaTag: UnreadMetaTag,
  ) {}

  async execute({
    principal,
    appVersion,
    ifNoneMatch,
  }: GetUnreadAnnouncementsMetaQuery): Promise<UnreadAnnouncementsMeta> {
    const reader = await this.metaTag.readerOf(principal, { app_version: appVersion });
    const tag = await this.reader.unreadTag(reader);
    if (ifNoneMatchNames(ifNoneMatch, tag)) return { tag, meta: null };
    return { tag, meta: { unread_count: await this.reader.unreadCount(reader) } };
  }
}
