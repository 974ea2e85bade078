import { MailOutlined, MobileOutlined, PhoneOutlined } from '@ant-design/icons';
import type { CustomerDetail } from '@px/contracts';
import { Card, Empty, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { FILL, Field } from './field';

/** How to reach the customer: mobile, phone and e-mail as links. */
export function ContactCard({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const none = !customer.mobile_phone && !customer.phone && !customer.email;
  return (
    <Card title={t('customers.detail.contact')} style={FILL} data-testid="customer-contact">
      {none ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('customers.noContact')}
          style={{ margin: 0 }}
        />
      ) : (
        <Flex vertical gap={12}>
          {customer.mobile_phone && (
            <Field label={t('customers.field.mobile_phone')}>
              <a href={`tel:${customer.mobile_phone}`}>
                <MobileOutlined /> {customer.mobile_phone}
              </a>
            </Field>
          )}
          {customer.phone && (
            <Field label={t('customers.field.phone')}>
              <a href={`tel:${customer.phone}`}>
                <PhoneOutlined /> {customer.phone}
              </a>
            </Field>
          )}
          {customer.email && (
            <Field label={t('customers.field.email')}>
              <Typography.Text ellipsis>
                <a href={`mailto:${customer.email}`}>
                  <MailOutlined /> {customer.email}
                </a>
              </Typography.Text>
            </Field>
          )}
        </Flex>
      )}
    </Card>
  );
}
