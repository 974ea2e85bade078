import { type Pagination } from './api';
import { type RoleRef } from './identity';

/**
 * SPEC §3: the notification types, and the workforce module's absence ones (issue 18: managers
 * hear of a request, a worker of the decision; docs/decisions.md). The bell shows an icon per type
 * and a default for others.
 */
export const NOTIFICATION_TYPES = [
  'work_order_assigned',
  'work_order_updated',
  'work_order_completed',
  'spare_part_received',
  'spare_part_ordered',
  'inventory_low_stock',
  'appointment_created',
  'appointment_reminder',
  'user_assigned_task',
  'system_maintenance',
  'system_alert',
  'absence_requested',
  'absence_decided',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** SPEC §3: the priorities, most pressing first. */
export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** SPEC §3's notification, plus whose it is and what it points to. */
export interface Notification {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  is_read: boolean;
  created_at: string;
  read_at: string | null;
  employee_id: string;
  /** Where the notification leads in the app (e.g. /orders/{id}), or null. */
  link: string | null;
}

/** The bell's counts, over every notification of the employee (not only the page). */
export interface NotificationSummary {
  total: number;
  unread: number;
  /** Unread notifications of urgent priority: the badge turns destructive while any exist. */
  urgent: number;
}

/** GET /api/notifications: SPEC reads data.data; the bell's counts come along. */
export interface NotificationPage {
  data: Notification[];
  pagination: Pagination;
  summary: NotificationSummary;
}

/** Who a rule notifies: the people the event names, and everyone holding the roles listed. */
export interface NotificationRecipients {
  /** The employee the order is assigned to. */
  assignee: boolean;
  /** The order's service advisor: the user who opened it. */
  advisor: boolean;
  /** Role names (DOMAIN's roles) whose active employees are notified too. */
  roles: string[];
}

/** A notification rule (/notification-management): one per type. */
export interface NotificationRule {
  type: NotificationType;
  /** What the rule listens to, for the screen (e.g. "Orden asignada a un mecánico"). */
  description: string;
  /** Whether a module raises this type yet (later modules add theirs). */
  available: boolean;
  enabled: boolean;
  priority: NotificationPriority;
  recipients: NotificationRecipients;
  version: number;
  updated_at: string;
}

/** GET /api/notification-rules: every rule and the roles its recipients may name. */
export interface NotificationRules {
  rules: NotificationRule[];
  roles: RoleRef[];
}

/** PATCH /api/notifications/mark-all: how many notifications were marked read. */
export interface MarkAllReadResult {
  marked: number;
}

/** Realtime: a notification was created for the employee whose room receives it. */
export type NotificationCreatedPayload = Notification;

/** Realtime: the employee's notifications changed (read, all read, deleted): refetch. */
export interface NotificationUpdatedPayload {
  change: 'read' | 'read_all' | 'deleted';
  id: string | null;
}
