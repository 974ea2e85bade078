import type { JobOrderHours } from '@px/contracts';
import { Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useDurationText } from '@/features/time-clock';

const NUMBERS = { fontVariantNumeric: 'tabular-nums' } as const;

/** Job clock hours per work order (most first), each with its labor lines. */
export function JobHoursList({ jobs }: { jobs: readonly JobOrderHours[] }) {
  const intl = useIntl();
  const durationText = useDurationText();
  return (
    <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }} data-testid="job-hours">
      {jobs.map((order) => (
        <li key={order.work_order_id} style={{ marginBottom: 8 }}>
          <Flex justify="space-between" gap={12} wrap>
            <Typography.Text strong>
              {[
                order.number ?? intl.formatMessage({ id: 'timesheets.jobs.unknownOrder' }),
                order.title,
                order.license_plate,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
            <Typography.Text strong style={NUMBERS}>
              {durationText(order.ms)}
            </Typography.Text>
          </Flex>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {order.lines.map((line) => (
              <li key={line.work_order_line_id}>
                <Flex justify="space-between" gap={12}>
                  <Typography.Text type="secondary">
                    {line.name || intl.formatMessage({ id: 'timesheets.jobs.unknownLine' })}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={NUMBERS}>
                    {durationText(line.ms)}
                  </Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
