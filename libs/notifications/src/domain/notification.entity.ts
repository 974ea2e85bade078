import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import {
  type NotificationPriority,
  type NotificationRecipients,
  type NotificationType,
} from '@px/contracts';
import { BaseEntity } from '@px/platform';

/**
 * A notification of one employee (SPEC §3): what happened, how pressing, whether they read it.
 * `dedupeKey` makes a rule's notification idempotent: a redelivered event, or two events of one
 * change (an edit that also moves the status), notify once.
 */
@Entity({ tableName: 'notification' })
export class NotificationRecord {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  employeeId!: string;

  @Property({ length: 40 })
  type!: NotificationType;

  @Property({ length: 10 })
  priority: Opt<NotificationPriority> = 'normal';

  @Property({ length: 200 })
  title!: string;

  @Property({ length: 1000 })
  message!: string;

  @Property({ length: 300, nullable: true })
  link: string | null = null;

  @Property({ length: 200, nullable: true })
  dedupeKey: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}

/** How a notification type is raised (/notification-management): on/off, priority, recipients. */
@Entity({ tableName: 'notification_rule' })
export class NotificationRuleRecord extends BaseEntity {
  @Property({ length: 40, unique: true })
  type!: NotificationType;

  @Property()
  enabled: Opt<boolean> = true;

  @Property({ length: 10 })
  priority: Opt<NotificationPriority> = 'normal';

  @Property()
  notifyAssignee: Opt<boolean> = false;

  @Property()
  notifyAdvisor: Opt<boolean> = false;

  @Property({ type: 'text[]' })
  recipientRoles: Opt<string[]> = [];

  recipients(): NotificationRecipients {
    return {
      assignee: this.notifyAssignee,
      advisor: this.notifyAdvisor,
      roles: [...this.recipientRoles],
    };
  }
}
