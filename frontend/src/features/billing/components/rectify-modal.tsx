import { type InvoiceView, RECTIFICATION_KINDS, type RectificationReason } from '@px/contracts';
import { Form, Input, Radio, Select, Typography } from 'antd';
import { useRectifyInvoice } from '../api';
import { rectificationReasons } from '../model';
import { useFeedback } from '@/shared/feedback';
import { StepModal } from '@/shared/ui';
import { useDocumentFormat } from '@/shared/documents';

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
  const { t } = useDocumentFormat();
  const { message } = useFeedback();
  const [form] = Form.useForm<RectifyShape>();
  const rectify = useRectifyInvoice();
  const reasons = rectificationReasons(invoice);

  return (
    <StepModal<RectifyShape>
      name="rectify"
      open={open}
      title={t('invoices.rectify.title', { number: invoice.number ?? '' })}
      okText={t('invoices.rectify.submit')}
      form={form}
      initialValues={{ reason: reasons.length === 1 ? reasons[0] : 'R1', kind: 'I', notes: '' }}
      pending={rectify.isPending}
      onClose={onClose}
      onSubmit={async ({ reason, kind, notes }) => {
        const draft = await rectify.mutateAsync({
          id: invoice.id,
          body: { reason, kind, notes: notes.trim() || null },
        });
        void message.success(t('invoices.toast.rectifyDrafted', { number: invoice.number ?? '' }));
        onCreated(draft);
      }}
      intro={
        <Typography.Paragraph type="secondary">{t('invoices.rectify.intro')}</Typography.Paragraph>
      }
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
    </StepModal>
  );
}
