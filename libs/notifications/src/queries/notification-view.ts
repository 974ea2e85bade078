import { type Notification, type NotificationPriority, type NotificationType } from '@px/contracts';

/** A notification row as SQL returns it (snake_case; timestamps as Date, or text from JSON). */
export interface NotificationRow {
  id: string;
  employee_id: string;
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  link: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
}

export const NOTIFICATION_COLUMNS =
  'id, employee_id, type, priority, title, message, link, read_at, created_at';

/** SPEC §3's notification. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    employee_id: row.employee_id,
    type: row.type,
    priority: row.priority,
    title: row.title,
    message: row.message,
    link: row.link,
    is_read: row.read_at !== null,
    read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}
