import type { Notification, NotificationPage } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { formatNotificationRelativeTime } from '@/shared/format';
import {
  badgeText,
  employeeIdOf,
  isBadgeDestructive,
  loadFailureOf,
  prependNotification,
  priorityBadge,
  tabCount,
} from './model';
import {
  DEFAULT_NOTIFICATION_ICON,
  notificationIconFor,
  notificationTypeMessageId,
} from './notification-icons';

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n-1',
  title: 'Orden asignada',
  message: 'WO-000123 te ha sido asignada',
  type: 'work_order_assigned',
  priority: 'normal',
  is_read: false,
  created_at: '2026-03-02T10:00:00.000Z',
  read_at: null,
  employee_id: 'e-1',
  link: '/orders/1',
  ...overrides,
});

const page = (
  items: Notification[],
  summary = { total: 5, unread: 2, urgent: 0 },
): NotificationPage => ({
  data: items,
  pagination: { page: 1, limit: 50, total: items.length },
  summary,
});

describe('bell badge (SPEC §2, §9)', () => {
  it('shows the unread count and caps it at "99+"', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
    expect(badgeText(Number.NaN)).toBeNull();
  });

  it('is destructive while any unread notification is urgent', () => {
    expect(isBadgeDestructive({ total: 3, unread: 2, urgent: 1 })).toBe(true);
    expect(isBadgeDestructive({ total: 3, unread: 2, urgent: 0 })).toBe(false);
    expect(isBadgeDestructive(undefined)).toBe(false);
  });
});

describe('notification rows', () => {
  it('badges "Urgente" and "Alta" only', () => {
    expect(priorityBadge('urgent')).toBe('urgent');
    expect(priorityBadge('high')).toBe('high');
    expect(priorityBadge('normal')).toBeNull();
    expect(priorityBadge('low')).toBeNull();
    expect(priorityBadge('whatever')).toBeNull();
  });

  it('has an icon per type and a default for unknown types', () => {
    expect(notificationIconFor('work_order_assigned')).not.toBe(DEFAULT_NOTIFICATION_ICON);
    expect(notificationIconFor('system_alert')).not.toBe(DEFAULT_NOTIFICATION_ICON);
    expect(notificationIconFor('something_new')).toBe(DEFAULT_NOTIFICATION_ICON);
    expect(notificationIconFor('toString')).toBe(DEFAULT_NOTIFICATION_ICON);
    expect(notificationTypeMessageId('something_new')).toBe('notifications.type.unknown');
  });

  it('reads relative times the SPEC way', () => {
    const now = Date.parse('2026-03-02T10:00:00.000Z');
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(formatNotificationRelativeTime(ago(30_000), { now })).toBe('Ahora mismo');
    expect(formatNotificationRelativeTime(ago(5 * 60_000), { now })).toBe('Hace 5 min');
    expect(formatNotificationRelativeTime(ago(3 * 3_600_000), { now })).toBe('Hace 3h');
    expect(formatNotificationRelativeTime(ago(2 * 86_400_000), { now })).toBe('Hace 2 días');
    expect(formatNotificationRelativeTime(ago(8 * 86_400_000), { now })).toBe('22/2/2026');
  });
});

describe('feed employee id (SPEC §3, §5)', () => {
  it('takes employee_id, else employee.id, else none', () => {
    expect(employeeIdOf({ employee_id: 'e-1', employee: null })).toBe('e-1');
    expect(
      employeeIdOf({
        employee_id: null,
        employee: { id: 'e-2', code: 'M2', full_name: 'x', trade: 'y' },
      }),
    ).toBe('e-2');
    expect(employeeIdOf({ employee_id: null, employee: null })).toBeNull();
    expect(employeeIdOf(null)).toBeNull();
  });

  it('tells the 404s apart for SPEC §8 texts', () => {
    const notFound = (message: string) =>
      new ApiError({ error: 'NOT_FOUND', message, statusCode: 404 });
    expect(loadFailureOf(notFound('No se encontró el ID del empleado.'))).toBe('no-employee');
    expect(loadFailureOf(notFound('Cannot GET /api/notifications'))).toBe('not-found');
    expect(loadFailureOf(new ApiError({ error: 'X', message: 'x', statusCode: 500 }))).toBe(
      'other',
    );
    expect(loadFailureOf(new Error('network'))).toBe('other');
  });
});

describe('live pushes into the cache', () => {
  it('puts a pushed notification on top and counts it', () => {
    const pushed = notification({ id: 'n-2', priority: 'urgent' });
    const next = prependNotification(page([notification()]), pushed, 'unread');
    expect(next?.data.map((item) => item.id)).toEqual(['n-2', 'n-1']);
    expect(next?.summary).toEqual({ total: 6, unread: 3, urgent: 1 });
    expect(next?.pagination.total).toBe(2);
  });

  it('ignores a notification already listed and an empty cache', () => {
    const cached = page([notification()]);
    expect(prependNotification(cached, notification(), 'all')).toBe(cached);
    expect(prependNotification(undefined, notification(), 'all')).toBeUndefined();
  });

  it('keeps a read notification out of the unread tab but counts it in the total', () => {
    const next = prependNotification(page([]), notification({ is_read: true }), 'unread');
    expect(next?.data).toHaveLength(0);
    expect(next?.summary).toEqual({ total: 6, unread: 2, urgent: 0 });
  });

  it('labels the tabs from the summary', () => {
    const summary = { total: 7, unread: 3, urgent: 1 };
    expect(tabCount(summary, 'unread')).toBe(3);
    expect(tabCount(summary, 'all')).toBe(7);
  });
});
