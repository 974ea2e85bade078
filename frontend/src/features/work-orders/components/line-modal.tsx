import {
  DEFAULT_VAT_PERCENT,
  WORK_ORDER_LINE_TYPES,
  type WorkOrderLine,
  type WorkOrderLineType,
} from '@px/contracts';
import { Col, Form, Input, InputNumber, Modal, Row, Segmented, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { PartPicker } from '@/features/inventory';
import type { LineInput } from '../api';

export interface LineFormValues {
  type: WorkOrderLineType;
  part_id?: string | null;
  name: string;
  planned_hours?: number;
  quantity?: number;
  unit_price_euros?: number;
  discount_percent?: number;
  vat_percent?: number;
}

interface Props {
  open: boolean;
  line: WorkOrderLine | null;
  saving: boolean;
  /** Holds work_orders.items.price: without it the price, discount and VAT are shown, not edited. */
  canPrice: boolean;
  /** Holds inventory.parts.read: a part line can pick its catalogue part (the shelf reserves it). */
  canPickPart?: boolean;
  onCancel: () => void;
  onSubmit: (input: LineInput & { name: string }) => void;
}

/** Euros typed with up to two decimals, sent as integer cents (DESIGN §6). */
const toCents = (euros: number | undefined) => Math.round((euros ?? 0) * 100);

/** Adds or edits a line: labor (sold hours at the hourly rate), a part or a fee. */
export function LineModal({
  open,
  line,
  saving,
  canPrice,
  canPickPart = false,
  onCancel,
  onSubmit,
}: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<LineFormValues>();
  const type = Form.useWatch('type', form) ?? 'labor';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (line) {
      form.setFieldsValue({
        type: line.type,
        part_id: line.part_id,
        name: line.name,
        planned_hours: line.planned_hours,
        quantity: line.quantity,
        unit_price_euros: line.unit_price_cents / 100,
        discount_percent: line.discount_percent,
        vat_percent: line.vat_percent,
      });
    }
  }, [open, line, form]);

  const submit = async () => {
    const values = await form.validateFields();
    onSubmit({
      type: values.type,
      name: values.name.trim(),
      ...(values.type === 'part' && canPickPart ? { part_id: values.part_id ?? null } : {}),
      ...(values.type === 'labor'
        ? { planned_hours: values.planned_hours ?? 0 }
        : { quantity: values.quantity ?? 1 }),
      // Without items.price the server refuses a price change: send none (the line keeps its own).
      ...(canPrice
        ? {
            unit_price_cents: toCents(values.unit_price_euros),
            discount_percent: values.discount_percent ?? 0,
            vat_percent: values.vat_percent ?? DEFAULT_VAT_PERCENT,
          }
        : {}),
    });
  };

  return (
    <Modal
      open={open}
      title={t(line ? 'workOrders.lines.editTitle' : 'workOrders.lines.addTitle')}
      okText={t(line ? 'workOrders.common.save' : 'workOrders.lines.add')}
      cancelText={t('workOrders.common.cancel')}
      onOk={() => void submit()}
      onCancel={onCancel}
      okButtonProps={{ loading: saving, 'data-testid': 'line-submit' } as never}
      destroyOnHidden
      data-testid="line-modal"
    >
      <Form<LineFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          type: 'labor',
          quantity: 1,
          discount_percent: 0,
          vat_percent: DEFAULT_VAT_PERCENT,
        }}
      >
        <Form.Item name="type">
          <Segmented
            disabled={!!line}
            options={WORK_ORDER_LINE_TYPES.map((value) => ({
              value,
              label: t(`workOrders.lineType.${value}`),
            }))}
          />
        </Form.Item>
        {type === 'part' && canPickPart && (
          <Form.Item name="part_id" label={t('workOrders.lines.part')}>
            <PartPicker
              data-testid="line-part"
              onPick={(part) => {
                if (!part) return;
                form.setFieldsValue({
                  name: part.name,
                  ...(canPrice
                    ? {
                        unit_price_euros: part.sale_price_cents / 100,
                        vat_percent: part.vat_percent,
                      }
                    : {}),
                });
              }}
            />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('workOrders.lines.name')}
          rules={[
            { required: true, whitespace: true, message: t('workOrders.lines.nameRequired') },
          ]}
        >
          <Input maxLength={200} autoFocus />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={12} sm={6}>
            {type === 'labor' ? (
              <Form.Item
                name="planned_hours"
                label={t('workOrders.lines.hours')}
                rules={[{ required: true, message: t('workOrders.lines.hoursRequired') }]}
              >
                <InputNumber
                  min={0}
                  max={999}
                  step={0.1}
                  precision={2}
                  decimalSeparator=","
                  style={{ width: '100%' }}
                />
              </Form.Item>
            ) : (
              <Form.Item name="quantity" label={t('workOrders.lines.quantity')}>
                <InputNumber
                  min={0}
                  max={99_999}
                  step={1}
                  precision={3}
                  decimalSeparator=","
                  style={{ width: '100%' }}
                />
              </Form.Item>
            )}
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="unit_price_euros"
              label={t(type === 'labor' ? 'workOrders.lines.rate' : 'workOrders.lines.unitPrice')}
            >
              <InputNumber
                min={0}
                max={1_000_000}
                step={1}
                disabled={!canPrice}
                precision={2}
                decimalSeparator=","
                suffix="€"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="discount_percent" label={t('workOrders.lines.discount')}>
              <InputNumber
                min={0}
                max={100}
                precision={2}
                disabled={!canPrice}
                decimalSeparator=","
                suffix="%"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="vat_percent" label={t('workOrders.lines.vat')}>
              <InputNumber
                min={0}
                max={100}
                precision={2}
                disabled={!canPrice}
                decimalSeparator=","
                suffix="%"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
        {!canPrice && (
          <Typography.Text type="secondary" data-testid="line-price-locked">
            {t('workOrders.lines.priceLocked')}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
