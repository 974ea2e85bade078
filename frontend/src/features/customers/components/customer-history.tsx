import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HistoryTimeline, PlateBadge } from '@/shared/ui';
import { useCustomerHistory } from '../api';

/** The customer's timeline: their own facts and their vehicles' while they owned them. */
export function CustomerHistory({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const history = useCustomerHistory(customerId);
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  if (history.isError) {
    return (
      <Typography.Text type="danger">
        {intl.formatMessage({ id: 'customers.history.error' })}
      </Typography.Text>
    );
  }
  return (
    <HistoryTimeline
      loading={history.isPending}
      items={entries.map((entry) => ({
        id: `${entry.id}:${entry.kind}`,
        occurred_at: entry.occurred_at,
        kind: entry.kind,
        title: entry.title,
        extra:
          entry.vehicle_id && entry.license_plate ? (
            <Link to={`/vehicles/${entry.vehicle_id}`}>
              <PlateBadge plate={entry.license_plate} size="small" />
            </Link>
          ) : undefined,
      }))}
      hasMore={history.hasNextPage}
      loadingMore={history.isFetchingNextPage}
      onLoadMore={() => void history.fetchNextPage()}
      emptyText={intl.formatMessage({ id: 'customers.history.empty' })}
    />
  );
}
