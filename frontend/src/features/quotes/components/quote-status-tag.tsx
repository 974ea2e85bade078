import type { QuoteStatus } from '@px/contracts';
import { Tag } from 'antd';
import { QUOTE_STATUS_COLORS, statusMessageId } from '../model';
import { useQuoteFormat } from './use-quote-format';

/** A quote's status in the workshop's words ("Enviado", "Aceptado parcialmente"…). */
export function QuoteStatusTag({ status }: { status: QuoteStatus }) {
  const { t } = useQuoteFormat();
  return (
    <Tag color={QUOTE_STATUS_COLORS[status]} data-testid="quote-status">
      {t(statusMessageId(status))}
    </Tag>
  );
}
