/** /admin/announcements: form values ⇄ API input, and a row's publication state. Pure. */
import type { AnnouncementAdmin, AnnouncementPriority } from '@px/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { AnnouncementInput } from './api';

/** The server's pattern for versions ("1.0.0", "2.13"): 1 to 4 dot-separated numbers. */
export const APP_VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){0,3}$/;

export interface AnnouncementFormValues {
  title: string;
  summary?: string;
  content_md?: string;
  priority: AnnouncementPriority;
  cta_label?: string;
  cta_url?: string;
  publish_from?: Dayjs | null;
  publish_until?: Dayjs | null;
  min_app_version?: string;
  audience_roles?: string[];
}

export const FORM_FIELDS: readonly (keyof AnnouncementFormValues)[] = [
  'title',
  'summary',
  'content_md',
  'priority',
  'cta_label',
  'cta_url',
  'publish_from',
  'publish_until',
  'min_app_version',
  'audience_roles',
];

const text = (value: string | undefined): string | null => value?.trim() || null;

export function formValuesOf(announcement: AnnouncementAdmin | null): AnnouncementFormValues {
  if (!announcement) return { title: '', priority: 'normal', audience_roles: [] };
  return {
    title: announcement.title,
    summary: announcement.summary ?? '',
    content_md: announcement.content_md ?? '',
    priority: announcement.priority,
    cta_label: announcement.cta_label ?? '',
    cta_url: announcement.cta_url ?? '',
    publish_from: dayjs(announcement.publish_from),
    publish_until: announcement.publish_until ? dayjs(announcement.publish_until) : null,
    min_app_version: announcement.min_app_version ?? '',
    audience_roles: announcement.audience_roles,
  };
}

export function inputOf(values: AnnouncementFormValues): AnnouncementInput {
  return {
    title: values.title.trim(),
    summary: text(values.summary),
    content_md: values.content_md?.trim() ? values.content_md : null,
    priority: values.priority,
    cta_label: text(values.cta_label),
    cta_url: text(values.cta_url),
    publish_from: values.publish_from ? values.publish_from.toISOString() : null,
    publish_until: values.publish_until ? values.publish_until.toISOString() : null,
    min_app_version: text(values.min_app_version),
    audience_roles: values.audience_roles ?? [],
  };
}

export type PublicationState = 'scheduled' | 'live' | 'ended';

export function publicationState(
  announcement: Pick<AnnouncementAdmin, 'publish_from' | 'publish_until'>,
  now = Date.now(),
): PublicationState {
  if (new Date(announcement.publish_from).getTime() > now) return 'scheduled';
  if (announcement.publish_until && new Date(announcement.publish_until).getTime() <= now) {
    return 'ended';
  }
  return 'live';
}
