import { ESTIMATE_CHANNELS, type WorkOrderDetail } from '@px/contracts';
import { Button, Col, Flex, Form, type FormInstance, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { OrderTermsFields } from '../order-terms-fields';

export interface HeaderValues {
  title: string;
  complaint: string;
  requested_work: string;
  diagnosis: string;
  priority: WorkOrderDetail['priority'];
  promised_at: Dayjs | null;
  odometer_in_km: number | null;
  estimate_decision: WorkOrderDetail['estimate_decision'] | 'pending';
  estimate_channel: WorkOrderDetail['estimate_channel'];
}

export const valuesOf = (order: WorkOrderDetail): HeaderValues => ({
  title: order.title,
  complaint: order.complaint,
  requested_work: order.requested_work,
  diagnosis: order.diagnosis,
  priority: order.priority,
  promised_at: order.promised_at ? dayjs(order.promised_at) : null,
  odometer_in_km: order.odometer_in_km,
  estimate_decision: order.estimate_decision ?? 'pending',
  estimate_channel: order.estimate_channel,
});

interface OrderHeaderFormProps {
  form: FormInstance<HeaderValues>;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** The order's texts, terms and estimate decision, editable on /orders/{id}/edit. */
export function OrderHeaderForm({ form, saving, onSave, onCancel }: OrderHeaderFormProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <Form<HeaderValues> form={form} layout="vertical">
      <Form.Item
        name="title"
        label={t('workOrders.field.title')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('workOrders.create.titleRequired'),
          },
        ]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="complaint" label={t('workOrders.field.complaint')}>
        <Input.TextArea rows={2} maxLength={4000} />
      </Form.Item>
      <Form.Item name="requested_work" label={t('workOrders.field.requestedWork')}>
        <Input.TextArea rows={2} maxLength={4000} />
      </Form.Item>
      <Form.Item name="diagnosis" label={t('workOrders.field.diagnosis')}>
        <Input.TextArea rows={3} maxLength={4000} />
      </Form.Item>
      <OrderTermsFields />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="estimate_decision" label={t('workOrders.field.estimate')}>
            <Select
              options={(['accepted', 'renounced', 'pending'] as const).map((value) => ({
                value,
                label: t(`workOrders.estimate.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="estimate_channel" label={t('workOrders.field.estimateChannel')}>
            <Select
              allowClear
              options={ESTIMATE_CHANNELS.map((channel) => ({
                value: channel,
                label: t(`workOrders.channel.${channel}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('workOrders.common.cancel')}</Button>
        <Button type="primary" loading={saving} onClick={onSave} data-testid="order-save">
          {t('workOrders.common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
