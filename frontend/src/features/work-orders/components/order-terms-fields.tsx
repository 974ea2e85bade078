import { WORK_ORDER_PRIORITIES } from '@px/contracts';
import { Col, DatePicker, Form, InputNumber, Row, Select } from 'antd';
import { useIntl } from 'react-intl';
import { PriorityIcon } from './status-tag';

/**
 * The row both order forms share (create dialog, edit screen): priority, promised delivery and the
 * km at reception, as Form.Items named after the API's fields.
 */
export function OrderTermsFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="priority" label={t('workOrders.field.priority')}>
          <Select
            options={WORK_ORDER_PRIORITIES.map((priority) => ({
              value: priority,
              label: <PriorityIcon priority={priority} withLabel />,
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="promised_at" label={t('workOrders.field.promisedAt')}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="DD/MM/YYYY HH:mm"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="odometer_in_km" label={t('workOrders.field.odometerIn')}>
          <InputNumber min={0} max={9_999_999} style={{ width: '100%' }} suffix="km" />
        </Form.Item>
      </Col>
    </Row>
  );
}
