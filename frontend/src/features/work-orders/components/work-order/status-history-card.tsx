import type { WorkOrderDetail } from '@px/contracts';
import { Card, Flex, Timeline, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useScreenFormat } from '@/shared/hooks';
import { TransitionLabel } from '../status-tag';

/** The order's status changes, newest first, with reason, time and who made them. */
export function StatusHistoryCard({ order }: { order: WorkOrderDetail }) {
  const intl = useIntl();
  const format = useScreenFormat();
  return (
    <Card
      title={intl.formatMessage({ id: 'workOrders.section.history' })}
      size="small"
      data-testid="status-history"
    >
      <Timeline
        items={[...order.status_history].reverse().map((entry) => ({
          key: entry.id,
          content: (
            <Flex vertical gap={2}>
              <TransitionLabel from={entry.from_status} to={entry.to_status} />
              {entry.reason && <Typography.Text>{entry.reason}</Typography.Text>}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {format.dateTime(entry.changed_at)}
                {entry.actor_name && ` · ${entry.actor_name}`}
              </Typography.Text>
            </Flex>
          ),
        }))}
      />
    </Card>
  );
}
