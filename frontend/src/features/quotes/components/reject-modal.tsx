import type { QuoteView } from '@px/contracts';
import { Form, Input } from 'antd';
import { useRejectQuote } from '../api';
import { StepModal } from '@/shared/ui';
import { useDocumentFormat } from '@/shared/documents';

const REASON_MAX = 500;

interface Values {
  reason: string;
}

/** "Rechazar": the customer declines the whole quote (told at the desk or by phone). */
export function RejectModal({
  quote,
  open,
  onClose,
}: {
  quote: QuoteView;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useDocumentFormat();
  const [form] = Form.useForm<Values>();
  const reject = useRejectQuote();
  return (
    <StepModal<Values>
      name="quote-reject"
      open={open}
      title={t('quotes.reject.title', { number: quote.number })}
      okText={t('quotes.reject.submit')}
      danger
      form={form}
      initialValues={{ reason: '' }}
      pending={reject.isPending}
      onClose={onClose}
      onSubmit={async (values) => {
        await reject.mutateAsync({ id: quote.id, body: { reason: values.reason.trim() || null } });
      }}
      intro={<p>{t('quotes.reject.intro')}</p>}
    >
      <Form.Item name="reason" label={t('quotes.reject.reason')}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={REASON_MAX}
          data-testid="quote-reject-reason"
        />
      </Form.Item>
    </StepModal>
  );
}
