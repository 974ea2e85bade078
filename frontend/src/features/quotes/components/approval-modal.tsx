import type { QuoteStaffChannel, QuoteView } from '@px/contracts';
import { Flex, Form, Input, Radio, Typography } from 'antd';
import {
  type SignatureValue,
  SignatureField,
} from '@/features/reception/components/signature-field';
import { useRecordApproval } from '../api';
import { type ApprovalFormValues, approvalFormDefaults, approvalInputOf } from '../model';
import { StepModal } from '@/shared/ui';
import { useDocumentFormat } from '@/shared/documents';

/** The form holds the drawn signature whole (its strokes redraw it); the body takes its PNG. */
type Values = Omit<ApprovalFormValues, 'signature_png'> & { signature: SignatureValue | null };

/**
 * "Registrar aprobación": the answer the customer gave at the desk or by phone, line by line
 * (every line of the revision shown, accepted or rejected), who gave it and, in person, their
 * signature on the tablet (optional).
 */
export function ApprovalModal({
  quote,
  open,
  onClose,
}: {
  quote: QuoteView;
  open: boolean;
  onClose: () => void;
}) {
  const format = useDocumentFormat();
  const { t } = format;
  const [form] = Form.useForm<Values>();
  const record = useRecordApproval();
  const channel = (Form.useWatch('channel', form) ?? 'in_person') as QuoteStaffChannel;
  const defaults = approvalFormDefaults(quote);

  return (
    <StepModal<Values>
      name="quote-approval"
      open={open}
      title={t('quotes.approval.title', { number: quote.number, revision: quote.revision })}
      okText={t('quotes.approval.submit')}
      form={form}
      initialValues={{ ...defaults, signature: null }}
      pending={record.isPending}
      onClose={onClose}
      onSubmit={async ({ signature, ...values }) => {
        const body = approvalInputOf(quote, {
          ...defaults,
          ...values,
          decisions: { ...defaults.decisions, ...values.decisions },
          signature_png: signature?.png ?? null,
        });
        await record.mutateAsync({ id: quote.id, body });
      }}
      intro={
        <Typography.Paragraph type="secondary">{t('quotes.approval.intro')}</Typography.Paragraph>
      }
    >
      <Form.Item name="channel" label={t('quotes.approval.channel')}>
        <Radio.Group
          optionType="button"
          options={(['in_person', 'phone'] as const).map((value) => ({
            value,
            label: t(`quotes.channelOption.${value}`),
          }))}
          data-testid="quote-approval-channel"
        />
      </Form.Item>
      <Form.Item
        name="signer_name"
        label={t('quotes.approval.signer')}
        rules={[{ required: true, whitespace: true, message: t('quotes.validation.signer') }]}
      >
        <Input maxLength={200} autoComplete="off" data-testid="quote-approval-signer" />
      </Form.Item>
      <Typography.Text strong>{t('quotes.approval.lines')}</Typography.Text>
      <Flex vertical gap={8} style={{ margin: '8px 0 16px' }} data-testid="quote-approval-lines">
        {quote.lines.map((line, index) => (
          <Flex
            key={line.id}
            wrap
            gap={8}
            justify="space-between"
            align="center"
            data-testid="quote-approval-line"
          >
            <span style={{ flex: '1 1 220px', minWidth: 0 }}>
              {index + 1}. {line.description}{' '}
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                ({format.money(line.base_cents)})
              </Typography.Text>
            </span>
            <Form.Item name={['decisions', line.id]} noStyle>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                aria-label={t('quotes.approval.decisionOf', { line: index + 1 })}
                options={[
                  { value: true, label: t('quotes.decision.accepted') },
                  { value: false, label: t('quotes.decision.rejected') },
                ]}
              />
            </Form.Item>
          </Flex>
        ))}
      </Flex>
      {channel === 'in_person' && (
        <Form.Item name="signature" noStyle>
          <SignatureSlot label={t('quotes.approval.signature')} />
        </Form.Item>
      )}
    </StepModal>
  );
}

/** SignatureField's value/onChange in the shape a Form.Item passes. */
function SignatureSlot({
  value,
  onChange,
  label,
}: {
  value?: SignatureValue | null;
  onChange?: (value: SignatureValue | null) => void;
  label: string;
}) {
  return (
    <SignatureField value={value ?? null} onChange={(next) => onChange?.(next)} label={label} />
  );
}
