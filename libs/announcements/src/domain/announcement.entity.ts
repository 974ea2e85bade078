import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { type AnnouncementAction, type AnnouncementPriority } from '@px/contracts';
import { BaseEntity } from '@px/platform';

/**
 * An announcement ("Novedades", DOMAIN): shown to its audience inside its publish window, to
 * clients at or above its minimum app version, until each user reads or dismisses it.
 */
@Entity({ tableName: 'announcement' })
export class AnnouncementRecord extends BaseEntity {
  @Property({ length: 200 })
  title!: string;

  @Property({ length: 500, nullable: true })
  summary: string | null = null;

  @Property({ type: 'text', nullable: true })
  contentMd: string | null = null;

  @Property({ length: 10 })
  priority: Opt<AnnouncementPriority> = 'normal';

  @Property({ length: 60, nullable: true })
  ctaLabel: string | null = null;

  @Property({ length: 500, nullable: true })
  ctaUrl: string | null = null;

  @Property({ type: 'timestamptz' })
  publishFrom!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  publishUntil: Date | null = null;

  @Property({ length: 20, nullable: true })
  minAppVersion: string | null = null;

  /** Role names that see it; empty: everyone. */
  @Property({ type: 'text[]' })
  audienceRoles: Opt<string[]> = [];

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;
}

/** A user's read or dismissal of an announcement: it is not shown to them again. */
@Entity({ tableName: 'announcement_receipt' })
export class AnnouncementReceiptRecord {
  @PrimaryKey({ type: 'uuid' })
  announcementId!: string;

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ length: 10 })
  action!: AnnouncementAction;

  @Property({ type: 'timestamptz' })
  actedAt: Opt<Date> = new Date();
}
