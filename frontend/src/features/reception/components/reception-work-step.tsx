import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { madridToday } from '@/features/appointments/model';
import { useOpenOrdersOfVehicle } from '../api';
import type { ReceptionDraft } from '../reception-model';

interface Props {
  draft: ReceptionDraft;
  onChange(patch: Partial<ReceptionDraft>): void;
}

/** The complaint in the customer's words, the work asked, belongings, estimate and delivery day. */
export function ReceptionWorkStep({ draft, onChange }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const today = madridToday();
  const openOrders = useOpenOrdersOfVehicle(draft.vehicleId);
  const orders = openOrders.data?.data ?? [];
  return (
    <Form layout="vertical" component="div">
      {orders.length > 0 && (
        <Form.Item label={t('reception.field.workOrder')} extra={t('reception.flow.workOrderHint')}>
          <Select
            size="large"
            value={draft.workOrderId ?? ''}
            onChange={(value) => onChange({ workOrderId: value || null })}
            options={[
              { value: '', label: t('reception.flow.newOrder') },
              ...orders.map((order) => ({
                value: order.id,
                label: `${order.number} · ${order.title}`,
              })),
            ]}
            aria-label={t('reception.field.workOrder')}
            data-testid="reception-work-order"
          />
        </Form.Item>
      )}
      <Form.Item label={t('reception.field.complaint')} required>
        <Input.TextArea
          rows={3}
          maxLength={4000}
          value={draft.complaint}
          onChange={(event) => onChange({ complaint: event.target.value })}
          placeholder={t('reception.flow.complaintPlaceholder')}
          aria-label={t('reception.field.complaint')}
          data-testid="reception-complaint"
        />
      </Form.Item>
      <Form.Item label={t('reception.field.requestedWork')}>
        <Input.TextArea
          rows={3}
          maxLength={4000}
          value={draft.requestedWork}
          onChange={(event) => onChange({ requestedWork: event.target.value })}
          aria-label={t('reception.field.requestedWork')}
          data-testid="reception-requested-work"
        />
      </Form.Item>
      <Form.Item label={t('reception.field.belongings')}>
        <Input.TextArea
          rows={2}
          maxLength={4000}
          value={draft.belongings}
          onChange={(event) => onChange({ belongings: event.target.value })}
          placeholder={t('reception.flow.belongingsPlaceholder')}
          aria-label={t('reception.field.belongings')}
          data-testid="reception-belongings"
        />
      </Form.Item>
      <Row gutter={24}>
        <Col xs={24} md={14}>
          <Form.Item label={t('reception.field.estimate')} required>
            <Radio.Group
              value={draft.estimate}
              onChange={(event) => onChange({ estimate: event.target.value })}
              data-testid="reception-estimate"
            >
              <Radio.Button value="wanted" style={{ height: 44, lineHeight: '42px' }}>
                {t('reception.estimate.wanted')}
              </Radio.Button>
              <Radio.Button value="renounced" style={{ height: 44, lineHeight: '42px' }}>
                {t('reception.estimate.renounced')}
              </Radio.Button>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item label={t('reception.field.expectedDelivery')} required>
            <DatePicker
              size="large"
              format="DD/MM/YYYY"
              value={draft.expectedDeliveryDate ? dayjs(draft.expectedDeliveryDate) : null}
              onChange={(value) =>
                onChange({ expectedDeliveryDate: value ? value.format('YYYY-MM-DD') : null })
              }
              disabledDate={(value) => value.format('YYYY-MM-DD') < today}
              style={{ width: '100%' }}
              aria-label={t('reception.field.expectedDelivery')}
              data-testid="reception-delivery-date"
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
