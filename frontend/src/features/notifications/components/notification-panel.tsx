import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Notification, NotificationSummary } from '@px/contracts';
import { Alert, Button, Empty, Flex, Result, Skeleton, Tabs, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NOTIFICATIONS_CLOCK_INTERVAL } from '@/shared/query-config';
import type { LoadFailure, NotificationTab } from '../model';
import { ConnectionDot } from './connection-dot';
import { NotificationItem } from './notification-item';

export interface NotificationPanelProps {
  tab: NotificationTab;
  onTabChange: (tab: NotificationTab) => void;
  summary: NotificationSummary;
  items: Notification[];
  loading: boolean;
  refreshing: boolean;
  /** Why the list could not be shown (SPEC §8), or null. */
  failure: LoadFailure | null;
  busyId: string | null;
  markingAll: boolean;
  onRefresh: () => void;
  onMarkAll: () => void;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

const FAILURE_TEXT: Record<LoadFailure, string> = {
  'no-employee': 'notifications.error.noEmployee',
  'not-found': 'notifications.error.notFound',
  other: 'notifications.error.load',
};

/** "Now" for the relative times, moving on while the popover stays open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), NOTIFICATIONS_CLOCK_INTERVAL);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function ListState({
  tab,
  loading,
  failure,
  onRefresh,
}: Pick<NotificationPanelProps, 'tab' | 'loading' | 'failure' | 'onRefresh'>) {
  if (loading) {
    return (
      <div className="px-notifications__state" data-testid="notifications-loading">
        <Skeleton avatar active paragraph={{ rows: 1 }} />
        <Skeleton avatar active paragraph={{ rows: 1 }} />
        <Skeleton avatar active paragraph={{ rows: 1 }} />
      </div>
    );
  }
  if (failure === 'no-employee') {
    return (
      <Result
        status="warning"
        className="px-notifications__state"
        data-testid="notifications-error"
        title={<FormattedMessage id={FAILURE_TEXT[failure]} />}
        subTitle={<FormattedMessage id="notifications.error.noEmployeeHint" />}
      />
    );
  }
  if (failure) {
    return (
      <div className="px-notifications__state">
        <Alert
          type="error"
          showIcon
          data-testid="notifications-error"
          title={<FormattedMessage id={FAILURE_TEXT[failure]} />}
          action={
            <Button size="small" onClick={onRefresh}>
              <FormattedMessage id="notifications.retry" />
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <Empty
      className="px-notifications__state"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="notifications-empty"
      description={
        <FormattedMessage
          id={tab === 'unread' ? 'notifications.empty.unread' : 'notifications.empty.all'}
        />
      }
    />
  );
}

/**
 * The bell's popover (SPEC §2): header with the connection dot, refresh and mark-all (only with
 * unread ones), the stats line, the tabs "Sin leer (n)" / "Todas (n)" and a list of SPEC §9's
 * height (80 units, 320 px) that scrolls inside.
 */
export function NotificationPanel(props: NotificationPanelProps) {
  const intl = useIntl();
  const now = useNow();
  const { tab, summary, items, loading, failure } = props;
  const showList = !loading && !failure && items.length > 0;

  const list = showList ? (
    <ul className="px-notifications__list" data-testid="notifications-list">
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          now={now}
          busy={props.busyId === notification.id || props.markingAll}
          onOpen={props.onOpen}
          onMarkRead={props.onMarkRead}
          onDelete={props.onDelete}
        />
      ))}
    </ul>
  ) : (
    <div className="px-notifications__list">
      <ListState tab={tab} loading={loading} failure={failure} onRefresh={props.onRefresh} />
    </div>
  );

  return (
    <Flex vertical className="px-notifications" data-testid="notifications-panel">
      <Flex align="center" justify="space-between" gap={8} className="px-notifications__header">
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            <FormattedMessage id="notifications.title" />
          </Typography.Title>
          <ConnectionDot />
        </Flex>
        <Flex align="center" gap={4}>
          <Tooltip title={intl.formatMessage({ id: 'notifications.refresh' })}>
            <Button
              type="text"
              size="small"
              icon={<ReloadOutlined spin={props.refreshing} />}
              aria-label={intl.formatMessage({ id: 'notifications.refresh' })}
              onClick={props.onRefresh}
              disabled={failure === 'no-employee'}
              data-testid="notifications-refresh"
            />
          </Tooltip>
          {summary.unread > 0 && (
            <Button
              type="link"
              size="small"
              icon={<CheckOutlined />}
              loading={props.markingAll}
              onClick={props.onMarkAll}
              data-testid="notifications-mark-all"
            >
              <FormattedMessage id="notifications.markAll" />
            </Button>
          )}
        </Flex>
      </Flex>
      <Typography.Text
        type="secondary"
        className="px-notifications__stats"
        data-testid="notifications-stats"
      >
        <span data-testid="notifications-stats-total">
          <FormattedMessage id="notifications.stats.total" values={{ count: summary.total }} />
        </span>
        {' · '}
        <span data-testid="notifications-stats-unread">
          <FormattedMessage id="notifications.stats.unread" values={{ count: summary.unread }} />
        </span>
        {' · '}
        <span
          data-testid="notifications-stats-urgent"
          className={summary.urgent > 0 ? 'px-notifications__urgent' : undefined}
        >
          <FormattedMessage id="notifications.stats.urgent" values={{ count: summary.urgent }} />
        </span>
      </Typography.Text>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => props.onTabChange(key as NotificationTab)}
        className="px-notifications__tabs"
        items={(['unread', 'all'] as const).map((key) => ({
          key,
          label: (
            <span data-testid={`notifications-tab-${key}`}>
              <FormattedMessage
                id={`notifications.tab.${key}`}
                values={{ count: key === 'unread' ? summary.unread : summary.total }}
              />
            </span>
          ),
          children: key === tab ? list : null,
        }))}
      />
    </Flex>
  );
}
