import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Announcement, type AnnouncementAdmin } from '@px/contracts';
import { DatabaseSignals, ListTotals, SignalledCache, SqlClient } from '@px/platform';
import { type PublishWindow, passedEdges } from '../domain/announcement-rules';
import {
  ANNOUNCEMENT_COLUMNS,
  type AnnouncementRow,
  toAnnouncement,
  toAnnouncementAdmin,
} from './announcement-view';

/** Who is asking: their unread announcements depend on their roles and their app's version. */
export interface AnnouncementReader {
  userId: string;
  roles: readonly string[];
  appVersion: string;
}

/** Past this many tags known in process, start again from empty. */
const MAX_KNOWN_TAGS = 10_000;

/** Live, in its window, for the reader's roles and version, not yet read or dismissed by them. */
const UNREAD_WHERE = `a.deleted_at is null
  and a.publish_from <= now() and (a.publish_until is null or a.publish_until > now())
  and (cardinality(a.audience_roles) = 0 or a.audience_roles && $2::text[])
  and (a.min_app_version is null
       or string_to_array(a.min_app_version, '.')::int[] <= string_to_array($3, '.')::int[])
  and not exists (select 1 from announcement_receipt r
                   where r.announcement_id = a.id and r.user_id = $1)`;

const PRIORITY_ORDER = `case a.priority when 'high' then 0 when 'normal' then 1 else 2 end`;

/** An announcement as its editor sees it: with how many read or dismissed it. */
const ADMIN_COLUMNS = `${ANNOUNCEMENT_COLUMNS},
  (select count(*) from announcement_receipt r
    where r.announcement_id = a.id and r.action = 'read')::int as read_count,
  (select count(*) from announcement_receipt r
    where r.announcement_id = a.id and r.action = 'dismiss')::int as dismissed_count`;

type AdminRow = AnnouncementRow & { read_count: number; dismissed_count: number };

@Injectable()
export class AnnouncementsReader {
  /** Every live announcement's window, for the version of the table they were read at. */
  private windows: { version: string; list: PublishWindow[] } | null = null;
  /** Each user's receipt count, forgotten on their px_announcement_receipt signal. */
  private readonly receipts: SignalledCache<number>;
  /** The tags already computed, by what they digest (the same inputs, the same tag). */
  private readonly tags = new Map<string, string>();

  constructor(
    private readonly sql: SqlClient,
    private readonly lists: ListTotals,
    signals: DatabaseSignals,
  ) {
    this.receipts = new SignalledCache(signals, 'px_announcement_receipt', {
      forgetOnLocalCommit: true,
    });
  }

  async unread(reader: AnnouncementReader): Promise<Announcement[]> {
    const rows = await this.sql.query<AnnouncementRow>(
      `select ${ANNOUNCEMENT_COLUMNS} from announcement a where ${UNREAD_WHERE}
        order by ${PRIORITY_ORDER}, a.publish_from desc, a.id`,
      [reader.userId, reader.roles, reader.appVersion],
    );
    return rows.map(toAnnouncement);
  }

  async unreadCount(reader: AnnouncementReader): Promise<number> {
    const row = await this.sql.one<{ count: number }>(
      `select count(*)::int as count from announcement a where ${UNREAD_WHERE}`,
      [reader.userId, reader.roles, reader.appVersion],
    );
    return row?.count ?? 0;
  }

  /**
   * The ETag of the reader's unread meta: it changes whenever their unread list can (any write to
   * the announcements, a read or dismissal of theirs, a publish-window edge passing, another role
   * or app version). Its inputs are kept in process and forgotten on their commit signals (the
   * announcements' list version, the user's receipts), so every SPA's periodic check with a
   * matching If-None-Match is a 304 from memory, without a statement.
   */
  async unreadTag(reader: AnnouncementReader): Promise<string> {
    const version = (await this.lists.version('announcement')) ?? '0';
    const receipts = await this.receipts.get(reader.userId, () => this.receiptCount(reader.userId));
    return this.tagOf(reader, version, receipts, await this.windowsAt(version));
  }

  /** unreadTag when every input is already in memory; undefined when one must be read. */
  knownUnreadTag(reader: AnnouncementReader): string | undefined {
    const version = this.lists.knownVersion('announcement');
    const receipts = this.receipts.peek(reader.userId);
    const windows = this.windows;
    if (version === undefined || receipts === undefined) return undefined;
    if (windows?.version !== (version ?? '0')) return undefined;
    return this.tagOf(reader, windows.version, receipts, windows.list);
  }

  private tagOf(
    reader: AnnouncementReader,
    version: string,
    receipts: number,
    windows: readonly PublishWindow[],
  ): string {
    const edges = passedEdges(windows, new Date());
    // The user too: two users' inputs can coincide while their unread lists differ.
    const source = [
      reader.userId,
      version,
      receipts,
      edges,
      [...reader.roles].sort().join(','),
      reader.appVersion,
    ].join('|');
    let tag = this.tags.get(source);
    if (!tag) {
      tag = `W/"${createHash('sha1').update(source).digest('base64url').slice(0, 16)}"`;
      if (this.tags.size >= MAX_KNOWN_TAGS) this.tags.clear();
      this.tags.set(source, tag);
    }
    return tag;
  }

  private async receiptCount(userId: string): Promise<number> {
    const row = await this.sql.one<{ receipts: number }>(
      'select count(*)::int as receipts from announcement_receipt where user_id = $1',
      [userId],
    );
    return row?.receipts ?? 0;
  }

  private async windowsAt(version: string): Promise<PublishWindow[]> {
    if (this.windows?.version === version) return this.windows.list;
    const rows = await this.sql.query<{ publish_from: Date; publish_until: Date | null }>(
      'select publish_from, publish_until from announcement where deleted_at is null',
    );
    const list = rows.map((row) => ({
      publishFrom: row.publish_from,
      publishUntil: row.publish_until,
    }));
    this.windows = { version, list };
    return list;
  }

  /** /admin/announcements: every announcement, newest first. */
  async all(): Promise<AnnouncementAdmin[]> {
    const rows = await this.sql.query<AdminRow>(
      `select ${ADMIN_COLUMNS} from announcement a where a.deleted_at is null
        order by a.publish_from desc, a.id`,
    );
    return rows.map(toAnnouncementAdmin);
  }

  async get(id: string): Promise<AnnouncementAdmin | null> {
    const row = await this.sql.one<AdminRow>(
      `select ${ADMIN_COLUMNS} from announcement a where a.id = $1 and a.deleted_at is null`,
      [id],
    );
    return row ? toAnnouncementAdmin(row) : null;
  }
}
