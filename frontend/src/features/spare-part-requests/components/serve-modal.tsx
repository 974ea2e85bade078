import type { SparePartRequestView } from '@px/contracts';
import { Alert, Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { applyServerErrors } from '@/features/auth/form-errors';
import { PartPicker } from '@/features/inventory';
import { useFeedback } from '@/shared/feedback';
import { usePart, useRequestStep } from '../api';
import { RequestSummaryLine } from './request-summary-line';
import { useRequestFormat } from './use-request-format';

interface ServeModalProps {
  request: SparePartRequestView | null;
  onClose: () => void;
}

/**
 * "Servir del almacén": the part goes from the shelf to the order at once (a requested one is
 * approved on the way). A free-text request first needs its catalogue part. What the shelf has
 * is shown; the API refuses (409) when it is not enough.
 */
export function ServeModal({ request, onClose }: ServeModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message } = useFeedback();
  const format = useRequestFormat();
  const [form] = Form.useForm<{ part_id?: string | null }>();
  const step = useRequestStep();
  const [error, setError] = useState<string | null>(null);
  const picked = Form.useWatch('part_id', form) ?? null;
  const partId = request?.part_id ?? picked;
  const part = usePart(request ? partId : null);
  const needsPart = request !== null && !request.part_id;

  const close = () => {
    if (step.isPending) return;
    setError(null);
    onClose();
  };

  const submit = async (values: { part_id?: string | null }) => {
    if (!request) return;
    setError(null);
    try {
      await step.mutateAsync({
        id: request.id,
        step: { action: 'serve', part_id: needsPart ? values.part_id : undefined },
      });
      void message.success(t('spareParts.toast.served', { number: request.work_order_number }));
      onClose();
    } catch (failure) {
      const text = applyServerErrors(form, failure);
      if (!needsPart || form.getFieldError('part_id').length === 0) setError(text);
    }
  };

  const short = part.data && request ? part.data.available < request.quantity : false;

  return (
    <Modal
      open={request !== null}
      title={t('spareParts.serve.title')}
      okText={t('spareParts.serve.submit')}
      okButtonProps={{ 'data-testid': 'serve-submit' } as never}
      cancelText={t('spareParts.common.back')}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={step.isPending}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="serve-modal"
    >
      {request && <RequestSummaryLine request={request} />}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        {needsPart && (
          <Form.Item
            name="part_id"
            label={t('spareParts.form.part')}
            extra={t('spareParts.serve.pickPart')}
            rules={[{ required: true, message: t('spareParts.form.partRequired') }]}
          >
            <PartPicker data-testid="serve-part" />
          </Form.Item>
        )}
      </Form>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('spareParts.serve.explain', { number: request?.work_order_number ?? '' })}
        </Typography.Paragraph>
        {part.data && request && (
          <Alert
            type={short ? 'warning' : 'info'}
            showIcon
            title={
              short
                ? t('spareParts.serve.short', {
                    quantity: format.quantity(part.data.available, part.data.unit),
                    available: Number(part.data.available),
                  })
                : t('spareParts.serve.onShelf', {
                    quantity: format.quantity(part.data.available, part.data.unit),
                    available: Number(part.data.available),
                    shelf: [part.data.warehouse, part.data.shelf].filter(Boolean).join(' · '),
                  })
            }
            data-testid="serve-stock"
          />
        )}
        {error && <Alert type="error" showIcon title={error} data-testid="serve-error" />}
      </Flex>
    </Modal>
  );
}
