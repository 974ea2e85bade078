/** SPEC §3: high (red), normal (blue) or another such as low (grey). */
export const ANNOUNCEMENT_PRIORITIES = ['high', 'normal', 'low'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** SPEC §9: the version the SPA reports when none is configured. */
export const DEFAULT_APP_VERSION = '1.0.0';

/** SPEC §3's announcement as a user reads it ("Novedades"). */
export interface Announcement {
  id: string;
  title: string;
  summary: string | null;
  content_md: string | null;
  priority: AnnouncementPriority;
  cta_label: string | null;
  cta_url: string | null;
  published_at: string;
}

/** The full announcement an administrator edits (/admin/announcements). */
export interface AnnouncementAdmin extends Announcement {
  publish_from: string;
  publish_until: string | null;
  min_app_version: string | null;
  /** Role names that see it; empty = everyone. */
  audience_roles: string[];
  read_count: number;
  dismissed_count: number;
  created_at: string;
  updated_at: string;
  version: number;
}

/** GET /api/announcements/unread/meta. */
export interface AnnouncementsMeta {
  unread_count: number;
}

export type AnnouncementAction = 'read' | 'dismiss';

/** Realtime: an announcement became visible (or changed): clients check their unread meta. */
export interface AnnouncementPublishedPayload {
  id: string;
}

/** GET /api/service-types/dropdown items (SPEC §3's dropdown shape). */
export interface ServiceTypeOption {
  value: string;
  label: string;
}

/** POST /api/setup/complete: what it created (nothing when everything existed). */
export interface SetupResult {
  success: boolean;
  message: string;
  created: { service_types: number };
}
