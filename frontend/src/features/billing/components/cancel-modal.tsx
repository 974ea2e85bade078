import { type InvoiceView } from '@px/contracts';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { applyServerErrors } from '@/features/auth/form-errors';
import { extractErrorMessage } from '@/shared/error-message';
import { useCancelInvoice } from '../api';
import { CANCELLATION_REASON_MAX } from '../model';
import { useInvoiceFormat } from './use-invoice-format';

export interface CancelModalProps {
  invoice: InvoiceView;
  open: boolean;
  onClose: () => void;
}

/**
 * "Anular": for an invoice issued by mistake (never sent to anyone, a duplicate). It keeps its
 * number, stops counting as owed, and a VERI*FACTU anulación record joins the chain. A real
 * correction is a rectifying invoice, which the modal says.
 */
export function CancelModal({ invoice, open, onClose }: CancelModalProps) {
  const { t } = useInvoiceFormat();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancelInvoice();
  const [failure, setFailure] = useState<unknown>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async ({ reason }: { reason: string }) => {
    setFailure(null);
    try {
      await cancel.mutateAsync({ id: invoice.id, body: { reason: reason.trim() } });
      void message.success(t('invoices.toast.cancelled', { number: invoice.number ?? '' }));
      close();
    } catch (error) {
      applyServerErrors(form, error);
      setFailure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('invoices.cancel.title', { number: invoice.number ?? '' })}
      okText={t('invoices.cancel.submit')}
      cancelText={t('invoices.back')}
      okButtonProps={{ danger: true, 'data-testid': 'cancel-submit' } as never}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={cancel.isPending}
      destroyOnHidden
      data-testid="cancel-modal"
    >
      <Alert type="warning" showIcon title={t('invoices.cancel.warning')} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('invoices.cancel.rectifyInstead')}
      </Typography.Paragraph>
      <Form<{ reason: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        disabled={cancel.isPending}
        initialValues={{ reason: '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="reason"
          label={t('invoices.cancel.reason')}
          rules={[
            { required: true, whitespace: true, message: t('invoices.validation.cancelReason') },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={CANCELLATION_REASON_MAX}
            showCount
            autoFocus
            data-testid="cancel-reason"
          />
        </Form.Item>
      </Form>
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          title={extractErrorMessage(failure)}
          data-testid="cancel-error"
        />
      )}
    </Modal>
  );
}
