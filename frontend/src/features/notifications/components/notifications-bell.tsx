import { BellOutlined } from '@ant-design/icons';
import type { Notification } from '@px/contracts';
import { Badge, Button, Skeleton } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { useFeedback } from '@/shared/feedback';
import { lazyPart } from '@/shared/lazy-part';
import { loadOnce } from '@/shared/load-once';
import { logger } from '@/shared/logger';
import { useStandIn } from '@/shared/ui/stand-in';
import { useNotificationActions, useNotificationList } from '../api';
import {
  badgeText,
  EMPTY_SUMMARY,
  employeeIdOf,
  isBadgeDestructive,
  type LoadFailure,
  loadFailureOf,
  type NotificationTab,
} from '../model';
import { useNotificationLiveUpdates } from '../use-notification-live-updates';
import '../notifications.css';

const LOAD_FAILURE_TEXT: Record<LoadFailure, string> = {
  'no-employee': 'notifications.error.noEmployee',
  'not-found': 'notifications.error.notFound',
  other: 'notifications.error.load',
};
const LOAD_TOAST_KEY = 'notifications-load';

// The popover's panel (tabs, list, empty and error states) loads when first opened, or as soon as
// the pointer or the focus reaches the bell: every signed-in page has the bell, few open it.
const NotificationPanel = lazyPart(() => import('./notification-panel'), 'NotificationPanel');
// antd's Popover itself arrives the same way (issue 22's first load): until then the bell is a
// plain button, and a press on it opens the popover as soon as it is there.
const bellPopover = loadOnce(() => import('antd/es/popover').then((module) => module.default));

function PanelLoading() {
  return (
    <div className="px-notifications__state" data-testid="notifications-loading">
      <Skeleton avatar active paragraph={{ rows: 1 }} />
    </div>
  );
}

/**
 * The notifications bell of the top bar (SPEC §2 bell popover): the unread badge ("99+", red while
 * an unread one is urgent) and the popover. The unread list is always loaded (it carries the
 * counts); "Todas" loads when the popover opens. Pushes keep both live.
 */
export function NotificationsBell() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { notification: toast } = useFeedback();
  const user = useAppSelector((state) => state.auth.user);
  const employeeId = employeeIdOf(user);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<NotificationTab>('unread');
  const [busyId, setBusyId] = useState<string | null>(null);
  const { Real: Popover, handOver, handlers } = useStandIn(bellPopover, 'notifications popover');

  const unread = useNotificationList(employeeId, 'unread');
  const all = useNotificationList(employeeId, 'all', open);
  const shown = tab === 'unread' ? unread : all;
  const actions = useNotificationActions(employeeId);
  useNotificationLiveUpdates(employeeId);

  const summary = (unread.data ?? all.data)?.summary ?? EMPTY_SUMMARY;
  const failure: LoadFailure | null = !user
    ? null
    : !employeeId
      ? 'no-employee'
      : shown.isError
        ? loadFailureOf(shown.error)
        : null;

  const toastError = (id: string, error?: unknown) => {
    if (error) logger.warn('Notification call failed', { error: String(error) });
    toast.error({ title: intl.formatMessage({ id }) });
  };
  const toastSuccess = (id: string) => toast.success({ title: intl.formatMessage({ id }) });

  // SPEC §8: a failed load is said once per failure (a toast), and stays visible in the popover.
  useEffect(() => {
    if (!shown.isError) return;
    toast.error({
      key: LOAD_TOAST_KEY,
      title: intl.formatMessage({ id: LOAD_FAILURE_TEXT[loadFailureOf(shown.error)] }),
    });
    // Only a new failure (errorUpdatedAt) is announced again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown.errorUpdatedAt, shown.isError]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // SPEC §5/§8: without an employee id there is no feed; the list stays empty and says why.
    if (next && user && !employeeId) {
      toast.error({
        key: LOAD_TOAST_KEY,
        title: intl.formatMessage({ id: LOAD_FAILURE_TEXT['no-employee'] }),
      });
    }
  };

  const refresh = () => {
    void unread.refetch();
    if (open) void all.refetch();
  };

  const markRead = async (item: Notification, quiet = false) => {
    setBusyId(item.id);
    try {
      await actions.markRead.mutateAsync(item.id);
      if (!quiet) toastSuccess('notifications.success.markRead');
    } catch (error) {
      toastError('notifications.error.markRead', error);
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (item: Notification) => {
    setBusyId(item.id);
    try {
      await actions.remove.mutateAsync(item.id);
      toastSuccess('notifications.success.delete');
    } catch (error) {
      toastError('notifications.error.delete', error);
    } finally {
      setBusyId(null);
    }
  };

  const markAll = async () => {
    try {
      await actions.markAll.mutateAsync();
      toastSuccess('notifications.success.markAll');
    } catch (error) {
      toastError('notifications.error.markAll', error);
    }
  };

  // Following a notification's link reads it (quietly: the page it opens is the feedback).
  const openItem = (item: Notification) => {
    if (!item.link) return;
    setOpen(false);
    navigate(item.link);
    if (!item.is_read) void markRead(item, true);
  };

  const count = badgeText(summary.unread);
  const label =
    summary.unread > 0
      ? intl.formatMessage({ id: 'notifications.bell.labelUnread' }, { count: count ?? '' })
      : intl.formatMessage({ id: 'notifications.bell.label' });

  const bell = (
    <Button
      type="text"
      aria-label={label}
      aria-haspopup="dialog"
      data-testid="notifications-bell"
      data-urgent={isBadgeDestructive(summary) ? 'true' : 'false'}
      icon={
        <Badge
          count={count ?? 0}
          size="small"
          offset={[4, -2]}
          color={isBadgeDestructive(summary) ? undefined : 'blue'}
          className="px-notifications__badge"
          data-testid="notifications-badge"
        >
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      }
      {...(Popover
        ? { onPointerEnter: NotificationPanel.preload, onFocus: NotificationPanel.preload }
        : {
            ...handlers,
            onPointerEnter: () => {
              NotificationPanel.preload();
              handlers.onPointerEnter();
            },
            onFocus: () => {
              NotificationPanel.preload();
              handlers.onFocus();
            },
            onClick: () => {
              handlers.onClick();
              onOpenChange(true);
            },
          })}
      // The bell drawn inside the Popover replaces the plain one: it keeps the focus.
      autoFocus={handOver.autoFocus}
    />
  );
  if (!Popover) return bell;

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      destroyOnHidden
      classNames={{ container: 'px-notifications__popover' }}
      content={
        <Suspense fallback={<PanelLoading />}>
          <NotificationPanel
            tab={tab}
            onTabChange={setTab}
            summary={summary}
            items={shown.data?.data ?? []}
            loading={Boolean(employeeId) && shown.isPending}
            refreshing={shown.isFetching && !shown.isPending}
            failure={failure}
            busyId={busyId}
            markingAll={actions.markAll.isPending}
            onRefresh={refresh}
            onMarkAll={() => void markAll()}
            onOpen={openItem}
            onMarkRead={(item) => void markRead(item)}
            onDelete={(item) => void remove(item)}
          />
        </Suspense>
      }
    >
      {bell}
    </Popover>
  );
}
