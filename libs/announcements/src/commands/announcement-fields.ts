import { type QueryBus } from '@nestjs/cqrs';
import { realtimeRooms } from '@px/contracts';
import { ListRolesQuery } from '@px/access';
import { type RealtimePush, ValidationError } from '@px/platform';
import {
  type AnnouncementFields,
  announcementProblems,
  isPublishedAt,
} from '../domain/announcement-rules';
import { type AnnouncementRecord } from '../domain/announcement.entity';

/** The checks that need more than one field, or the roles that exist. */
export async function checkFields(queries: QueryBus, fields: AnnouncementFields): Promise<void> {
  const knownRoles = fields.audience_roles.length
    ? (await queries.execute(new ListRolesQuery())).map((role) => role.name)
    : [];
  const problems = announcementProblems(fields, knownRoles);
  if (problems.length) throw new ValidationError(problems);
}

export function applyFields(record: AnnouncementRecord, fields: AnnouncementFields): void {
  record.title = fields.title;
  record.summary = fields.summary;
  record.contentMd = fields.content_md;
  record.priority = fields.priority;
  record.ctaLabel = fields.cta_label;
  record.ctaUrl = fields.cta_url;
  record.publishFrom = fields.publish_from;
  record.publishUntil = fields.publish_until;
  record.minAppVersion = fields.min_app_version;
  record.audienceRoles = [...new Set(fields.audience_roles)];
}

/** Clients check their unread announcements when one is published or changed while visible. */
export function announceIfLive(push: RealtimePush, record: AnnouncementRecord): void {
  if (!record.deletedAt && isPublishedAt(record, new Date())) {
    push.toRoom(realtimeRooms.everyone, 'announcement.published', { id: record.id });
  }
}
