import { EnvironmentOutlined } from '@ant-design/icons';
import type { CustomerDetail } from '@px/contracts';
import { Card, Empty, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { FILL } from './field';

/** The postal address, the country only when it is not Spain. */
export function AddressCard({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const town = [customer.postal_code, customer.city].filter(Boolean).join(' ');
  const region = [customer.province, customer.country !== 'ES' ? customer.country : '']
    .filter(Boolean)
    .join(' · ');
  const lines = [customer.address, town, region].filter(Boolean);
  return (
    <Card title={t('customers.detail.address')} style={FILL} data-testid="customer-address">
      {lines.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('customers.detail.noAddress')}
          style={{ margin: 0 }}
        />
      ) : (
        <Flex gap={10} align="start">
          <EnvironmentOutlined style={{ marginTop: 4 }} />
          <Flex vertical gap={2}>
            {lines.map((line) => (
              <Typography.Text key={line}>{line}</Typography.Text>
            ))}
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
