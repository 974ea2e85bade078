import type { ReceiptStatus } from '@px/contracts';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import { RECEIPT_STATUS_COLORS, receiptStatusMessageId } from '../receipts-model';

/** A deposit receipt's status as a coloured tag: Recibido, Listo, Entregado. */
export function ReceiptStatusTag({ status }: { status: ReceiptStatus }) {
  const intl = useIntl();
  return (
    <Tag color={RECEIPT_STATUS_COLORS[status]} data-testid="receipt-status" data-status={status}>
      {intl.formatMessage({ id: receiptStatusMessageId(status) })}
    </Tag>
  );
}
