import { type InvoiceView } from '@px/contracts';
import { Alert, Form, Input, Typography } from 'antd';
import { useCancelInvoice } from '../api';
import { CANCELLATION_REASON_MAX } from '../model';
import { useFeedback } from '@/shared/feedback';
import { StepModal } from '@/shared/ui';
import { useDocumentFormat } from '@/shared/documents';

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
  const { t } = useDocumentFormat();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancelInvoice();

  return (
    <StepModal<{ reason: string }>
      name="cancel"
      open={open}
      title={t('invoices.cancel.title', { number: invoice.number ?? '' })}
      okText={t('invoices.cancel.submit')}
      danger
      form={form}
      initialValues={{ reason: '' }}
      pending={cancel.isPending}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        await cancel.mutateAsync({ id: invoice.id, body: { reason: reason.trim() } });
        void message.success(t('invoices.toast.cancelled', { number: invoice.number ?? '' }));
      }}
      intro={
        <>
          <Alert type="warning" showIcon title={t('invoices.cancel.warning')} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('invoices.cancel.rectifyInstead')}
          </Typography.Paragraph>
        </>
      }
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
    </StepModal>
  );
}
