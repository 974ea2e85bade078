import { ESTIMATE_CHANNELS } from '@px/contracts';
import { Form, Radio, Select, Space } from 'antd';
import { useIntl } from 'react-intl';

/**
 * Whether the customer accepts or renounces the estimate (RD 1457/1986), and how they said so
 * (asked only once they decided).
 */
export function EstimateDecisionFields({ decision }: { decision: string | undefined }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Form.Item name="estimate_decision" label={t('workOrders.field.estimate')}>
        <Radio.Group>
          <Space wrap>
            <Radio value="accepted">{t('workOrders.estimate.accepted')}</Radio>
            <Radio value="renounced">{t('workOrders.estimate.renounced')}</Radio>
            <Radio value="pending">{t('workOrders.estimate.pending')}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      {decision !== 'pending' && (
        <Form.Item name="estimate_channel" label={t('workOrders.field.estimateChannel')}>
          <Select
            options={ESTIMATE_CHANNELS.map((channel) => ({
              value: channel,
              label: t(`workOrders.channel.${channel}`),
            }))}
            style={{ maxWidth: 280 }}
          />
        </Form.Item>
      )}
    </>
  );
}
