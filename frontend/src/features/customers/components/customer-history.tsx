import type { CustomerHistoryEntry } from '@px/contracts';
import { Alert, Button, Flex, Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HistoryTimeline, type HistoryItem, PlateBadge } from '@/shared/ui';
import { useCustomerHistory } from '../api';
import { type ScreenFormat, useScreenFormat } from '@/shared/hooks';

/** An entry as the shared timeline draws it: the vehicle's plate (linked) and its kilometres. */
export function historyItemOf(entry: CustomerHistoryEntry, format: ScreenFormat): HistoryItem {
  const km = typeof entry.details.km === 'number' ? entry.details.km : null;
  const plate = entry.vehicle_id && entry.license_plate;
  return {
    // One ownership row yields two facts (started and ended) with the same id.
    id: `${entry.id}:${entry.kind}`,
    occurred_at: entry.occurred_at,
    kind: entry.kind,
    title: entry.title,
    extra:
      plate || km !== null ? (
        <Flex wrap gap={6} align="center" style={{ marginTop: 2 }}>
          {plate && (
            <Link
              to={`/vehicles/${entry.vehicle_id}`}
              aria-label={entry.license_plate ?? undefined}
              data-testid="history-plate"
            >
              <PlateBadge plate={entry.license_plate!} size="small" />
            </Link>
          )}
          {km !== null && (
            <Tag color={entry.kind === 'odometer_correction' ? 'orange' : undefined}>
              {format.km(km)}
            </Tag>
          )}
        </Flex>
      ) : undefined,
  };
}

/** The customer's timeline: their own facts and their vehicles' while they owned them. */
export function CustomerHistory({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const format = useScreenFormat();
  const history = useCustomerHistory(customerId);
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  if (history.isError && entries.length === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        title={intl.formatMessage({ id: 'customers.history.error' })}
        action={
          <Button size="small" onClick={() => void history.refetch()}>
            <FormattedMessage id="customers.action.retry" />
          </Button>
        }
        data-testid="customer-history-error"
      />
    );
  }
  return (
    <HistoryTimeline
      loading={history.isPending}
      items={entries.map((entry) => historyItemOf(entry, format))}
      hasMore={history.hasNextPage}
      loadingMore={history.isFetchingNextPage}
      onLoadMore={() => void history.fetchNextPage()}
      emptyText={intl.formatMessage({ id: 'customers.history.empty' })}
    />
  );
}
