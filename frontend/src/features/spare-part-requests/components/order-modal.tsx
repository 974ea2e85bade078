import type { SparePartRequestView } from '@px/contracts';
import { Alert, Flex, Form, InputNumber, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { applyServerErrors } from '@/features/auth/form-errors';
import { PartPicker } from '@/features/inventory';
import { useFeedback } from '@/shared/feedback';
import { formatEurFromCents } from '@/shared/format';
import { usePart, useRequestStep, useSuppliers } from '../api';
import { eurosToCents } from '../model';
import { RequestSummaryLine } from './request-summary-line';
import { useRequestFormat } from './use-request-format';

interface OrderModalProps {
  request: SparePartRequestView | null;
  onClose: () => void;
}

interface Values {
  part_id?: string | null;
  supplier_id?: string | null;
  unit_cost?: number | null;
}

const FIELD_MAP = { unit_cost_cents: 'unit_cost' };

/**
 * "Pedir al proveedor": the part goes on the supplier's draft purchase order (or a new one). The
 * supplier is the part's preferred one unless another is chosen; the unit cost is the part's
 * unless typed. A free-text request first needs its catalogue part.
 */
export function OrderModal({ request, onClose }: OrderModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message } = useFeedback();
  const format = useRequestFormat();
  const [form] = Form.useForm<Values>();
  const step = useRequestStep();
  const [error, setError] = useState<string | null>(null);
  const open = request !== null;
  const picked = Form.useWatch('part_id', form) ?? null;
  const needsPart = open && !request.part_id;
  const partId = request?.part_id ?? picked;
  const part = usePart(open ? partId : null);
  const suppliers = useSuppliers(open);
  const preferredId = part.data?.preferred_supplier_id ?? null;

  // The part's preferred supplier is the default, until someone picks another.
  useEffect(() => {
    if (!open || !part.data) return;
    if (!form.isFieldTouched('supplier_id')) {
      form.setFieldValue('supplier_id', part.data.preferred_supplier_id ?? undefined);
    }
  }, [open, part.data, form]);

  const supplierOptions = (() => {
    const list = (suppliers.data?.data ?? []).map((supplier) => ({
      value: supplier.id,
      label:
        supplier.id === preferredId
          ? t('spareParts.order.preferred', { name: supplier.name })
          : supplier.name,
    }));
    if (preferredId && part.data && !list.some((option) => option.value === preferredId)) {
      list.unshift({
        value: preferredId,
        label: t('spareParts.order.preferred', { name: part.data.preferred_supplier_name ?? '' }),
      });
    }
    return list;
  })();

  const close = () => {
    if (step.isPending) return;
    setError(null);
    onClose();
  };

  const submit = async (values: Values) => {
    if (!request) return;
    setError(null);
    try {
      const ordered = await step.mutateAsync({
        id: request.id,
        step: {
          action: 'order',
          part_id: needsPart ? values.part_id : undefined,
          supplier_id: values.supplier_id ?? undefined,
          unit_cost_cents: eurosToCents(values.unit_cost) ?? undefined,
        },
      });
      void message.success(
        t('spareParts.toast.ordered', { number: ordered.purchase_order_number ?? '' }),
      );
      onClose();
    } catch (failure) {
      const text = applyServerErrors(form, failure, FIELD_MAP);
      const onFields = (['part_id', 'supplier_id', 'unit_cost'] as const).some(
        (field) => form.getFieldError(field).length > 0,
      );
      if (!onFields) setError(text);
    }
  };

  return (
    <Modal
      open={open}
      title={t('spareParts.order.title')}
      okText={t('spareParts.order.submit')}
      okButtonProps={{ 'data-testid': 'order-submit' } as never}
      cancelText={t('spareParts.common.back')}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={step.isPending}
      destroyOnHidden
      mask={{ closable: false }}
      width={560}
      data-testid="order-modal"
    >
      {request && <RequestSummaryLine request={request} />}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={(values) => void submit(values)}
        disabled={step.isPending}
      >
        {needsPart && (
          <Form.Item
            name="part_id"
            label={t('spareParts.form.part')}
            extra={t('spareParts.order.pickPart')}
            rules={[{ required: true, message: t('spareParts.form.partRequired') }]}
          >
            <PartPicker data-testid="order-part" />
          </Form.Item>
        )}
        <Form.Item
          name="supplier_id"
          label={t('spareParts.order.supplier')}
          extra={
            part.data && !preferredId
              ? t('spareParts.order.noPreferred')
              : t('spareParts.order.draftHint')
          }
          rules={[{ required: true, message: t('spareParts.order.supplierRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={suppliers.isFetching || part.isFetching}
            placeholder={t('spareParts.order.supplierPlaceholder')}
            options={supplierOptions}
            notFoundContent={suppliers.isPending ? null : t('spareParts.order.supplierNone')}
            data-testid="order-supplier"
          />
        </Form.Item>
        <Form.Item
          name="unit_cost"
          label={t('spareParts.order.cost')}
          extra={
            part.data
              ? t('spareParts.order.costHint', { cost: formatEurFromCents(part.data.cost_cents) })
              : undefined
          }
        >
          <InputNumber<number>
            min={0}
            max={1_000_000}
            precision={2}
            step={0.5}
            suffix="€"
            inputMode="decimal"
            style={{ width: 200 }}
            data-testid="order-cost"
          />
        </Form.Item>
      </Form>
      <Flex vertical gap={8}>
        {part.data && (
          <Typography.Text type="secondary" data-testid="order-part-stock">
            {t('spareParts.order.stock', {
              available: format.quantity(part.data.available, part.data.unit),
              onOrder: format.quantity(part.data.on_order, part.data.unit),
            })}
          </Typography.Text>
        )}
        {error && <Alert type="error" showIcon title={error} data-testid="order-error" />}
      </Flex>
    </Modal>
  );
}
