import { Injectable, type OnModuleInit, Optional } from '@nestjs/common';
import { DEFAULT_APP_VERSION } from '@px/contracts';
import {
  type NotModifiedCheck,
  NotModifiedAnswers,
  PermissionResolver,
  type Principal,
} from '@px/platform';
import { type AnnouncementReader, AnnouncementsReader } from '../queries/announcements-reader';
import { AppVersionQueryDto } from './announcements.dto';

/**
 * The unread meta's ETag for a caller. Registered with the API's NotModifiedAnswers, so the
 * periodic check of every open SPA is answered 304 before Nest's pipeline while nothing changed
 * for its user; the route (AnnouncementsController.meta) sends the same tag with its 200.
 */
@Injectable()
export class UnreadMetaTag implements NotModifiedCheck<AppVersionQueryDto>, OnModuleInit {
  readonly path = '/api/announcements/unread/meta';
  readonly query = AppVersionQueryDto;

  constructor(
    private readonly reader: AnnouncementsReader,
    private readonly permissions: PermissionResolver,
    /** Only the API answers HTTP: the worker loads this module without it. */
    @Optional() private readonly answers?: NotModifiedAnswers,
  ) {}

  onModuleInit(): void {
    this.answers?.register(this);
  }

  /** Who is asking, as the unread list depends on it: their roles and their app's version. */
  async readerOf(principal: Principal, query: AppVersionQueryDto): Promise<AnnouncementReader> {
    const granted = await this.permissions.resolve(principal.userId);
    return this.readerWith(principal, granted.roles, query);
  }

  async tagFor(principal: Principal, query: AppVersionQueryDto): Promise<string> {
    return this.reader.unreadTag(await this.readerOf(principal, query));
  }

  knownTagFor(principal: Principal, query: AppVersionQueryDto): string | undefined {
    const granted = this.permissions.known(principal.userId);
    if (!granted) return undefined;
    return this.reader.knownUnreadTag(this.readerWith(principal, granted.roles, query));
  }

  private readerWith(
    principal: Principal,
    roles: readonly string[],
    query: AppVersionQueryDto,
  ): AnnouncementReader {
    return {
      userId: principal.userId,
      roles,
      appVersion: query.app_version ?? DEFAULT_APP_VERSION,
    };
  }
}
