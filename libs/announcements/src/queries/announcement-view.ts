import { type Announcement, type AnnouncementAdmin } from '@px/contracts';
import { type AnnouncementFields } from '../domain/announcement-rules';

export interface AnnouncementRow extends AnnouncementFields {
  id: string;
  created_at: Date;
  updated_at: Date;
  version: number;
}

export const ANNOUNCEMENT_COLUMNS = `a.id, a.title, a.summary, a.content_md, a.priority, a.cta_label,
  a.cta_url, a.publish_from, a.publish_until, a.min_app_version, a.audience_roles, a.created_at,
  a.updated_at, a.version`;

/** SPEC §3's announcement, as its audience reads it. */
export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content_md: row.content_md,
    priority: row.priority,
    cta_label: row.cta_label,
    cta_url: row.cta_url,
    published_at: row.publish_from.toISOString(),
  };
}

export function toAnnouncementAdmin(
  row: AnnouncementRow & { read_count: number; dismissed_count: number },
): AnnouncementAdmin {
  return {
    ...toAnnouncement(row),
    publish_from: row.publish_from.toISOString(),
    publish_until: row.publish_until?.toISOString() ?? null,
    min_app_version: row.min_app_version,
    audience_roles: row.audience_roles,
    read_count: Number(row.read_count),
    dismissed_count: Number(row.dismissed_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  };
}
