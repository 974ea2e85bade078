import type { QuoteStatus } from '@px/contracts';
import { Tag } from 'antd';
import { QUOTE_STATUS_COLORS, statusMessageId } from '../model';
import { useDocumentFormat } from '@/shared/documents';

/** A quote's status in the workshop's words ("Enviado", "Aceptado parcialmente"…). */
export function QuoteStatusTag({ status }: { status: QuoteStatus }) {
  const { t } = useDocumentFormat();
  return (
    <Tag color={QUOTE_STATUS_COLORS[status]} data-testid="quote-status">
      {t(statusMessageId(status))}
    </Tag>
  );
}
