import type { SparePartRequestView } from '@px/contracts';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { applyServerErrors } from '@/features/auth/form-errors';
import { useFeedback } from '@/shared/feedback';
import { useRequestStep } from '../api';
import { REJECT_REASON_MAX_LENGTH } from '../model';
import { RequestSummaryLine } from './request-summary-line';

interface RejectModalProps {
  request: SparePartRequestView | null;
  onClose: () => void;
}

/** "Rechazar": the desk says why (the requester reads it in their notification). */
export function RejectModal({ request, onClose }: RejectModalProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { message } = useFeedback();
  const [form] = Form.useForm<{ reason: string }>();
  const step = useRequestStep();
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ reason }: { reason: string }) => {
    if (!request) return;
    setError(null);
    try {
      await step.mutateAsync({ id: request.id, step: { action: 'reject', reason: reason.trim() } });
      void message.success(t('spareParts.toast.rejected'));
      onClose();
    } catch (failure) {
      const text = applyServerErrors(form, failure);
      if (form.getFieldError('reason').length === 0) setError(text);
    }
  };

  return (
    <Modal
      open={request !== null}
      title={t('spareParts.reject.title')}
      okText={t('spareParts.reject.submit')}
      okButtonProps={{ danger: true, 'data-testid': 'reject-submit' } as never}
      cancelText={t('spareParts.common.back')}
      onOk={() => form.submit()}
      onCancel={() => !step.isPending && onClose()}
      confirmLoading={step.isPending}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="reject-modal"
    >
      {request && <RequestSummaryLine request={request} />}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label={t('spareParts.reject.reason')}
          rules={[
            { required: true, whitespace: true, message: t('spareParts.reject.reasonRequired') },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REJECT_REASON_MAX_LENGTH}
            showCount
            placeholder={t('spareParts.reject.reasonPlaceholder')}
            autoFocus
            data-testid="reject-reason"
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
