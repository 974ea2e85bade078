import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import type { Notification } from '@px/contracts';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { formatNotificationRelativeTime } from '@/shared/format';
import { priorityBadge } from '../model';
import { notificationIconFor, notificationTypeMessageId } from '../notification-icons';

export interface NotificationItemProps {
  notification: Notification;
  /** "Now" of the open popover, so relative times move on while it stays open. */
  now: number;
  busy: boolean;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

/** A link inside the app ("/orders/…"); anything else is not followed. */
function inAppLink(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/**
 * One row of the bell (SPEC §2): icon by type, title, message, "Urgente"/"Alta" badge, relative
 * time, and the actions "Marcar como leída" (unread only) and "Eliminar notificación". The actions
 * appear on hover, on keyboard focus, and always on touch screens (no hover there), see the CSS.
 */
export function NotificationItem({
  notification,
  now,
  busy,
  onOpen,
  onMarkRead,
  onDelete,
}: NotificationItemProps) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const Icon = notificationIconFor(notification.type);
  const badge = priorityBadge(notification.priority);
  const link = inAppLink(notification.link);
  const unread = !notification.is_read;
  const open = () => onOpen(notification);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <li
      className={`px-notification${unread ? ' px-notification--unread' : ''}`}
      data-testid="notification-item"
      data-id={notification.id}
      data-read={notification.is_read ? 'true' : 'false'}
    >
      <div
        className={`px-notification__body${link ? ' px-notification__body--link' : ''}`}
        role={link ? 'link' : undefined}
        tabIndex={link ? 0 : undefined}
        aria-label={
          link
            ? intl.formatMessage({ id: 'notifications.action.open' }, { title: notification.title })
            : undefined
        }
        onClick={link ? open : undefined}
        onKeyDown={link ? onKeyDown : undefined}
      >
        <span
          className={`px-notification__icon px-notification__icon--${notification.priority}`}
          role="img"
          aria-label={intl.formatMessage({ id: notificationTypeMessageId(notification.type) })}
          data-testid="notification-icon"
          data-type={notification.type}
        >
          <Icon />
        </span>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Flex gap={6} align="center" wrap style={{ minWidth: 0 }}>
            {unread && <span className="px-notification__unread-dot" aria-hidden />}
            <Typography.Text strong={unread} className="px-notification__title">
              {notification.title}
            </Typography.Text>
            {badge && (
              <Tag
                color={badge === 'urgent' ? 'red' : 'gold'}
                variant="filled"
                className="px-notification__priority"
                data-testid="notification-priority"
              >
                {intl.formatMessage({ id: `notifications.priority.${badge}` })}
              </Tag>
            )}
          </Flex>
          <Typography.Text type="secondary" className="px-notification__message">
            {notification.message}
          </Typography.Text>
          <Typography.Text
            type="secondary"
            className="px-notification__time"
            data-testid="notification-time"
          >
            <time dateTime={notification.created_at}>
              {formatNotificationRelativeTime(notification.created_at, { locale, now })}
            </time>
          </Typography.Text>
        </Flex>
      </div>
      <Flex vertical gap={4} className="px-notification__actions">
        {unread && (
          <Tooltip title={intl.formatMessage({ id: 'notifications.action.markRead' })}>
            <Button
              size="small"
              type="text"
              icon={<CheckOutlined />}
              disabled={busy}
              aria-label={intl.formatMessage({ id: 'notifications.action.markRead' })}
              onClick={() => onMarkRead(notification)}
              data-testid="notification-mark-read"
            />
          </Tooltip>
        )}
        <Tooltip title={intl.formatMessage({ id: 'notifications.action.delete' })}>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'notifications.action.delete' })}
            onClick={() => onDelete(notification)}
            data-testid="notification-delete"
          />
        </Tooltip>
      </Flex>
    </li>
  );
}
