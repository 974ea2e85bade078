import { MergeCellsOutlined } from '@ant-design/icons';
import { Card, Flex, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import { useScreenFormat } from '@/shared/hooks';
import { useCustomerMerges } from '../../api';

/** The duplicates merged into this customer; nothing when there are none. */
export function MergesCard({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useScreenFormat();
  const { token } = theme.useToken();
  const merges = useCustomerMerges(customerId);
  if (!merges.data || merges.data.length === 0) return null;
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <MergeCellsOutlined />
          {t('customers.detail.merges')}
        </Flex>
      }
      data-testid="customer-merges"
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {merges.data.map((merge, index) => (
          <li
            key={merge.id}
            style={{
              padding: '8px 0',
              borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
            }}
          >
            <Flex vertical gap={0}>
              <Typography.Text strong>{merge.merged_name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t('customers.detail.mergeLine', {
                  date: format.dateTime(merge.merged_at),
                  actor: merge.actor_name ?? t('customers.detail.unknownActor'),
                  count: merge.moved_vehicle_ids.length,
                })}
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
