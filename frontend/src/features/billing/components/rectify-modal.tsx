import { type InvoiceView, RECTIFICATION_KINDS, type RectificationReason } from '@px/contracts';
import { Alert, App, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { applyServerErrors } from '@/features/auth/form-errors';
import { extractErrorMessage } from '@/shared/error-message';
import { useRectifyInvoice } from '../api';
import { rectificationReasons } from '../model';
import { useInvoiceFormat } from './use-invoice-format';

interface RectifyShape {
  reason: RectificationReason;
  kind: 'I' | 'S';
  notes: string;
}

const NOTES_MAX = 2000;

export interface RectifyModalProps {
  invoice: InvoiceView;
  open: boolean;
  onClose: () => void;
  /** The rectifying draft made: the page opens it to review its lines and issue it. */
  onCreated: (draft: InvoiceView) => void;
}

/**
 * "Rectificar": an issued invoice is never changed, it is corrected by a rectifying invoice
 * (series R) that names it, with its legal reason (R1–R4; R5 for a simplified one) and how it
 * corrects: by differences (its lines are what changes; by default all of them negated, the whole
 * invoice given back) or by substitution (its lines are the corrected invoice). It starts as a
 * draft to review before issuing.
 */
export function RectifyModal({ invoice, open, onClose, onCreated }: RectifyModalProps) {
  const { t } = useInvoiceFormat();
  const { message } = App.useApp();
  const [form] = Form.useForm<RectifyShape>();
  const rectify = useRectifyInvoice();
  const [failure, setFailure] = useState<unknown>(null);
  const reasons = rectificationReasons(invoice);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async ({ reason, kind, notes }: RectifyShape) => {
    setFailure(null);
    try {
      const draft = await rectify.mutateAsync({
        id: invoice.id,
        body: { reason, kind, notes: notes.trim() || null },
      });
      void message.success(t('invoices.toast.rectifyDrafted', { number: invoice.number ?? '' }));
      close();
      onCreated(draft);
    } catch (error) {
      applyServerErrors(form, error);
      setFailure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('invoices.rectify.title', { number: invoice.number ?? '' })}
      okText={t('invoices.rectify.submit')}
      cancelText={t('invoices.back')}
      okButtonProps={{ 'data-testid': 'rectify-submit' } as never}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={rectify.isPending}
      destroyOnHidden
      data-testid="rectify-modal"
    >
      <Typography.Paragraph type="secondary">{t('invoices.rectify.intro')}</Typography.Paragraph>
      <Form<RectifyShape>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        disabled={rectify.isPending}
        initialValues={{ reason: reasons.length === 1 ? reasons[0] : 'R1', kind: 'I', notes: '' }}
        onFinish={(shape) => void submit(shape)}
      >
        <Form.Item name="reason" label={t('invoices.rectify.reason')}>
          <Select
            options={reasons.map((reason) => ({
              value: reason,
              label: `${reason} · ${t(`invoices.rectify.reason.${reason}`)}`,
            }))}
            data-testid="rectify-reason"
          />
        </Form.Item>
        <Form.Item name="kind" label={t('invoices.rectify.kind')}>
          <Radio.Group data-testid="rectify-kind">
            {RECTIFICATION_KINDS.map((kind) => (
              <Radio key={kind} value={kind} style={{ display: 'flex', marginBottom: 8 }}>
                <Typography.Text strong>{t(`invoices.rectify.kind.${kind}`)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {t(`invoices.rectify.kindHint.${kind}`)}
                </Typography.Text>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="notes" label={t('invoices.field.notes')}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={NOTES_MAX}
            data-testid="rectify-notes"
          />
        </Form.Item>
      </Form>
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          title={extractErrorMessage(failure)}
          data-testid="rectify-error"
        />
      )}
    </Modal>
  );
}
