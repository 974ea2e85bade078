import { ArrowRightOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { STOCK_REASON_MAX_LENGTH, type PartView } from '@px/contracts';
import {
  Alert,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { applyServerErrors } from '@/features/auth/form-errors';
import { isApiError } from '@/shared/api';
import { useFeedback } from '@/shared/feedback';
import { useAdjustStock } from '../api';
import {
  ADJUSTMENT_FIELD_MAP,
  type AdjustmentFormValues,
  adjustmentDefaults,
  adjustmentInput,
  exceedsAvailable,
  quantityPrecision,
  quantityProblem,
  signedAdjustment,
  stockAfter,
} from '../model';
import { FormModalFooter } from './form-modal-parts';
import { useInventoryFormat } from './use-inventory-format';

export interface AdjustStockModalProps {
  /** The part to adjust; null: closed. */
  part: PartView | null;
  onClose: () => void;
}

const FORM_ID = 'adjust-stock-form';

/**
 * "Ajustar existencias": an entry (units found, a count above the books) or an exit (broken, lost,
 * a count below), typed as a positive amount; the reason is required; the resulting stock shows
 * before saving. An exit beyond what is available is refused here and by the server (409).
 */
export function AdjustStockModal({ part, onClose }: AdjustStockModalProps) {
  const adjust = useAdjustStock(part?.id ?? '');
  return (
    <Modal
      open={part !== null}
      title={<FormattedMessage id="inventory.adjust.title" />}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={560}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          onCancel={onClose}
          saving={adjust.isPending}
          submitLabel="inventory.adjust.submit"
          submitTestId="adjust-submit"
        />
      }
      data-testid="adjust-modal"
    >
      {part && <AdjustStockForm part={part} adjust={adjust} onDone={onClose} />}
    </Modal>
  );
}

function AdjustStockForm({
  part,
  adjust,
  onDone,
}: {
  part: PartView;
  adjust: ReturnType<typeof useAdjustStock>;
  onDone: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { notification } = useFeedback();
  const format = useInventoryFormat();
  const [form] = Form.useForm<AdjustmentFormValues>();
  const [error, setError] = useState<string | null>(null);
  const direction = Form.useWatch('direction', form) ?? 'in';
  const amount = Form.useWatch('amount', form);
  const after = stockAfter(part.on_hand, direction, amount);
  const tooMuch = exceedsAvailable(part.available, direction, amount);
  const precision = quantityPrecision(part.unit);

  // Switching between entry and exit re-checks the amount against what is available.
  useEffect(() => {
    if (form.isFieldTouched('amount')) void form.validateFields(['amount']).catch(() => undefined);
  }, [direction, form]);

  const submit = async (values: AdjustmentFormValues) => {
    setError(null);
    try {
      const saved = await adjust.mutateAsync(adjustmentInput(values));
      notification.success({
        title: t('inventory.adjust.done', {
          reference: saved.reference,
          quantity: format.quantity(saved.on_hand, saved.unit),
        }),
      });
      onDone();
    } catch (failure) {
      const text = applyServerErrors(form, failure, ADJUSTMENT_FIELD_MAP);
      const onFields =
        isApiError(failure) &&
        failure.fieldErrors.length > 0 &&
        failure.fieldErrors.every((item) => item.field in ADJUSTMENT_FIELD_MAP);
      if (!onFields) setError(text);
    }
  };

  return (
    <Form<AdjustmentFormValues>
      name={FORM_ID}
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={adjustmentDefaults(part)}
      onFinish={(values) => void submit(values)}
      disabled={adjust.isPending}
      data-testid="adjust-form"
    >
      <Descriptions
        size="small"
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'part',
            label: t('inventory.adjust.part'),
            span: 2,
            children: `${part.reference} · ${part.name}`,
          },
          {
            key: 'on-hand',
            label: t('inventory.parts.column.onHand'),
            children: format.quantity(part.on_hand, part.unit),
          },
          {
            key: 'available',
            label: t('inventory.parts.column.available'),
            children: format.quantity(part.available, part.unit),
          },
        ]}
      />
      <Form.Item name="direction" label={t('inventory.adjust.direction')} required>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            {
              value: 'in',
              label: (
                <Flex gap={6} align="center">
                  <PlusOutlined aria-hidden />
                  {t('inventory.adjust.in')}
                </Flex>
              ),
            },
            {
              value: 'out',
              label: (
                <Flex gap={6} align="center">
                  <MinusOutlined aria-hidden />
                  {t('inventory.adjust.out')}
                </Flex>
              ),
            },
          ]}
          data-testid="adjust-direction"
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('inventory.adjust.amount')}
        required
        extra={t(
          direction === 'in' ? 'inventory.adjust.amountInHint' : 'inventory.adjust.amountOutHint',
        )}
        rules={[
          {
            validator: (_, value: number | null | undefined) => {
              const problem = quantityProblem(value, part.unit);
              if (problem) return Promise.reject(new Error(t(problem)));
              if (exceedsAvailable(part.available, form.getFieldValue('direction'), value)) {
                return Promise.reject(
                  new Error(
                    t('inventory.adjust.tooMuch', {
                      quantity: format.quantity(part.available, part.unit),
                      available: Number(part.available),
                    }),
                  ),
                );
              }
              return Promise.resolve();
            },
          },
        ]}
      >
        <InputNumber<number>
          min={0}
          precision={precision}
          decimalSeparator=","
          suffix={format.unit(part.unit)}
          inputMode={precision === 0 ? 'numeric' : 'decimal'}
          style={{ width: 200 }}
          autoFocus
          data-testid="adjust-amount"
        />
      </Form.Item>
      {direction === 'in' && (
        <Form.Item
          name="unit_cost_euros"
          label={t('inventory.adjust.unitCost')}
          extra={
            part.average_cost_cents > 0
              ? t('inventory.adjust.unitCostHint', { cost: format.money(part.average_cost_cents) })
              : t('inventory.adjust.unitCostHintNoAverage')
          }
        >
          <InputNumber<number>
            min={0}
            max={1_000_000}
            precision={2}
            decimalSeparator=","
            suffix="€"
            inputMode="decimal"
            style={{ width: 200 }}
            data-testid="adjust-unit-cost"
          />
        </Form.Item>
      )}
      <Form.Item
        name="reason"
        label={t('inventory.adjust.reason')}
        rules={[
          { required: true, whitespace: true, message: t('inventory.adjust.reasonRequired') },
        ]}
      >
        <Input.TextArea
          rows={2}
          maxLength={STOCK_REASON_MAX_LENGTH}
          showCount
          placeholder={t('inventory.adjust.reasonPlaceholder')}
          data-testid="adjust-reason"
        />
      </Form.Item>
      <div aria-live="polite">
        {after !== null && !tooMuch && (
          <Alert
            type={after < part.min_stock ? 'warning' : 'info'}
            showIcon
            data-testid="adjust-result"
            title={
              <Flex gap={8} align="center" wrap>
                <span>{t('inventory.adjust.result')}</span>
                <Typography.Text>{format.quantity(part.on_hand, part.unit)}</Typography.Text>
                <ArrowRightOutlined aria-label={t('inventory.adjust.becomes')} />
                <Typography.Text strong>{format.quantity(after, part.unit)}</Typography.Text>
                <Typography.Text type="secondary">
                  ({format.signed(signedAdjustment(direction, amount ?? 0))})
                </Typography.Text>
              </Flex>
            }
            description={
              after < part.min_stock
                ? t('inventory.adjust.belowMinimum', {
                    min: format.quantity(part.min_stock, part.unit),
                  })
                : undefined
            }
          />
        )}
      </div>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginTop: 12 }}
          data-testid="adjust-error"
        />
      )}
    </Form>
  );
}
