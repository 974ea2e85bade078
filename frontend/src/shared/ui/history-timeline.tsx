import {
  CarOutlined,
  DashboardOutlined,
  EditOutlined,
  FileTextOutlined,
  HistoryOutlined,
  MergeCellsOutlined,
  SafetyCertificateOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton, Timeline, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { INTL_LOCALE } from '@/shared/format';

export interface HistoryItem {
  id: string;
  occurred_at: string;
  kind: string;
  title: string;
  /** Extra line under the title (a reason, who recorded it, a plate badge…). */
  extra?: ReactNode;
}

const KIND_LOOK: Record<string, { icon: ReactNode; color: string }> = {
  vehicle_created: { icon: <CarOutlined />, color: 'blue' },
  ownership_started: { icon: <UserAddOutlined />, color: 'green' },
  ownership_ended: { icon: <UserDeleteOutlined />, color: 'gray' },
  odometer_reading: { icon: <DashboardOutlined />, color: 'blue' },
  odometer_correction: { icon: <EditOutlined />, color: 'orange' },
  customer_created: { icon: <UserOutlined />, color: 'blue' },
  customer_merged: { icon: <MergeCellsOutlined />, color: 'purple' },
  gdpr_consent: { icon: <SafetyCertificateOutlined />, color: 'green' },
  marketing_consent: { icon: <FileTextOutlined />, color: 'cyan' },
  work_order: { icon: <ToolOutlined />, color: 'geekblue' },
};
const DEFAULT_LOOK = { icon: <HistoryOutlined />, color: 'gray' };

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "hace 3 días" / "3 days ago": how long ago, in the user's language. */
export function relativeFromNow(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

export interface HistoryTimelineProps {
  items: HistoryItem[];
  loading?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  emptyText: ReactNode;
}

/**
 * A history newest first: an icon and colour per kind (unknown kinds from later modules get a
 * neutral one), the title, how long ago with the exact date on hover, and "Cargar más".
 */
export function HistoryTimeline({
  items,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  emptyText,
}: HistoryTimelineProps) {
  const intl = useIntl();
  const locale = INTL_LOCALE[intl.locale as keyof typeof INTL_LOCALE] ?? 'es-ES';
  const exact = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  }
  return (
    <Flex vertical gap={8} data-testid="history-timeline">
      <Timeline
        items={items.map((item) => {
          const look = KIND_LOOK[item.kind] ?? DEFAULT_LOOK;
          return {
            key: item.id,
            color: look.color,
            icon: look.icon,
            content: (
              <Flex vertical gap={2} data-testid="history-entry" data-kind={item.kind}>
                <Typography.Text strong>{item.title}</Typography.Text>
                <Tooltip title={exact.format(new Date(item.occurred_at))}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {relativeFromNow(item.occurred_at, locale)} ·{' '}
                    {exact.format(new Date(item.occurred_at))}
                  </Typography.Text>
                </Tooltip>
                {item.extra}
              </Flex>
            ),
          };
        })}
      />
      {hasMore && (
        <Button onClick={onLoadMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
          <FormattedMessage id="common.loadMore" />
        </Button>
      )}
    </Flex>
  );
}
