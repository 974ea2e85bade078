/** SPEC §3: high (red), normal (blue) or another such as low (grey). */
export const ANNOUNCEMENT_PRIORITIES = ['high', 'normal', 'low'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** SPEC §9: the version the SPA reports when none is configured. */
export const DEFAULT_APP_VERSION = '1.0.0';

/** What users read of an announcement and administrators write. */
interface AnnouncementContent {
  title: string;
  summary: string | null;
  content_md: string | null;
  priority: AnnouncementPriority;
  cta_label: string | null;
  cta_url: string | null;
}

/** SPEC §3's announcement as a user reads it ("Novedades"). */
export interface Announcement extends AnnouncementContent {
  id: string;
  published_at: string;
}

/** POST and PUT /api/announcements (PUT adds `version`): no publish_from means now. */
export interface AnnouncementInput extends AnnouncementContent {
  publish_from: string | null;
  publish_until: string | null;
  min_app_version: string | null;
  /** Role names that see it; empty = everyone. */
  audience_roles: string[];
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
  /** The type's expected duration: an appointment's default. */
  duration_minutes: number;
}

/** POST /api/setup/complete: what it created (nothing when everything existed). */
export interface SetupResult {
  success: boolean;
  message: string;
  created: { service_types: number };
}
