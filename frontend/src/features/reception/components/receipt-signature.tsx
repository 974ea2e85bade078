import { Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { SIGNATURE_COLOURS } from '@/app/colours';
import { useAuthorizedObjectUrl } from '../api';

/**
 * The signature the customer drew (at reception, or at delivery), as signed: black ink on white
 * paper in either theme.
 */
export function ReceiptSignature({
  receiptId,
  kind,
  signer,
}: {
  receiptId: string;
  kind: 'deposit' | 'delivery';
  signer: string;
}) {
  const intl = useIntl();
  const url = useAuthorizedObjectUrl(`/api/customer-receipts/${receiptId}/signature?kind=${kind}`);
  if (!url) return <Skeleton.Image active style={{ width: 240, height: 80 }} />;
  return (
    <img
      src={url}
      alt={intl.formatMessage({ id: 'reception.receipts.signatureImage' }, { name: signer })}
      style={{
        display: 'block',
        width: '100%',
        maxWidth: 320,
        height: 'auto',
        background: SIGNATURE_COLOURS.paper,
        border: `1px solid ${SIGNATURE_COLOURS.guide}`,
        borderRadius: 4,
      }}
      data-testid={`receipt-signature-${kind}`}
    />
  );
}
