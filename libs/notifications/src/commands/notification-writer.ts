import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  type Notification,
  type NotificationPriority,
  type NotificationType,
  realtimeRooms,
} from '@px/contracts';
import { RealtimePush, runSql } from '@px/platform';
import {
  NOTIFICATION_COLUMNS,
  type NotificationRow,
  toNotification,
} from '../queries/notification-view';

export interface NewNotification {
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  link: string | null;
  /** Set by rules: the same key for the same employee is stored once. */
  dedupeKey: string | null;
}

/** Stores notifications for employees and pushes them to their rooms. */
@Injectable()
export class NotificationWriter {
  constructor(private readonly push: RealtimePush) {}

  /** One notification per employee, in the caller's transaction; those already stored are skipped. */
  async insert(
    em: EntityManager,
    employeeIds: readonly string[],
    notification: NewNotification,
  ): Promise<Notification[]> {
    if (!employeeIds.length) return [];
    const rows = await runSql<NotificationRow>(
      em,
      `insert into notification (id, employee_id, type, priority, title, message, link, dedupe_key, created_at)
       select gen_random_uuid(), e.id::uuid, $1, $2, $3, $4, $5, $6, clock_timestamp()
         from jsonb_array_elements_text($7::jsonb) as e (id)
       on conflict (employee_id, dedupe_key) where dedupe_key is not null do nothing
       returning ${NOTIFICATION_COLUMNS}`,
      [
        notification.type,
        notification.priority,
        notification.title,
        notification.message,
        notification.link,
        notification.dedupeKey,
        JSON.stringify([...new Set(employeeIds)]),
      ],
    );
    return rows.map(toNotification);
  }

  /** notification.created to each owner's room (after, or as close as possible to, the commit). */
  announce(notifications: readonly Notification[]): void {
    for (const notification of notifications) {
      this.push.toRoom(
        realtimeRooms.employee(notification.employee_id),
        'notification.created',
        notification,
      );
    }
  }
}
