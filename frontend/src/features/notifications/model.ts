/**
 * The bell's pure rules (SPEC §2 bell popover, §5 feed employee id, §9 badge cap): no React here,
 * so they are unit-tested on their own.
 */
import type {
  AuthUser,
  Notification,
  NotificationPage,
  NotificationPriority,
  NotificationSummary,
} from '@px/contracts';
import { ApiError } from '@/shared/api';
import { UNREAD_BADGE_CAP } from '@/shared/query-config';

export type NotificationTab = 'unread' | 'all';

/** SPEC §2/§9: the badge reads the count, capped at "99+"; nothing at 0. */
export function badgeText(count: number, cap = UNREAD_BADGE_CAP): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

/** SPEC §2: the badge turns destructive while any unread notification is urgent. */
export function isBadgeDestructive(summary: NotificationSummary | undefined): boolean {
  return (summary?.urgent ?? 0) > 0;
}

/** SPEC §2: "Urgente" for urgent, "Alta" for high; normal and low carry no badge. */
export function priorityBadge(priority: NotificationPriority | string): 'urgent' | 'high' | null {
  if (priority === 'urgent' || priority === 'high') return priority;
  return null;
}

/** SPEC §3 "employee_id or employee.id": the feed belongs to the user's employee record. */
export function employeeIdOf(
  user: Partial<Pick<AuthUser, 'employee_id' | 'employee'>> | null | undefined,
): string | null {
  return user?.employee_id || user?.employee?.id || null;
}

export const EMPTY_SUMMARY: NotificationSummary = { total: 0, unread: 0, urgent: 0 };

/** What a failed load reads as, for SPEC §8's texts. */
export type LoadFailure = 'no-employee' | 'not-found' | 'other';

/**
 * SPEC §8: a 404 reads "Endpoint de notificaciones no encontrado"; the server's own 404 for a user
 * without an employee record (or asking for someone else's) reads as the missing employee id.
 */
export function loadFailureOf(error: unknown): LoadFailure {
  if (!(error instanceof ApiError) || error.statusCode !== 404) return 'other';
  return /empleado/i.test(error.message) ? 'no-employee' : 'not-found';
}

function isUnreadUrgent(notification: Pick<Notification, 'is_read' | 'priority'>): boolean {
  return !notification.is_read && notification.priority === 'urgent';
}

/**
 * A pushed notification.created goes on top of a cached page (newest first) and into its counts,
 * without a refetch. A notification already there (a push racing a refetch) changes nothing.
 */
export function prependNotification(
  page: NotificationPage | undefined,
  notification: Notification,
  tab: NotificationTab,
): NotificationPage | undefined {
  if (!page) return page;
  if (page.data.some((item) => item.id === notification.id)) return page;
  const summary: NotificationSummary = {
    total: page.summary.total + 1,
    unread: page.summary.unread + (notification.is_read ? 0 : 1),
    urgent: page.summary.urgent + (isUnreadUrgent(notification) ? 1 : 0),
  };
  const listed = tab === 'all' || !notification.is_read;
  return {
    ...page,
    data: listed ? [notification, ...page.data] : page.data,
    pagination: { ...page.pagination, total: page.pagination.total + (listed ? 1 : 0) },
    summary,
  };
}

/** The count a tab label shows: "Sin leer (n)" from the unread count, "Todas (n)" from the total. */
export function tabCount(summary: NotificationSummary, tab: NotificationTab): number {
  return tab === 'unread' ? summary.unread : summary.total;
}
