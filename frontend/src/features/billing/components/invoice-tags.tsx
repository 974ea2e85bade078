import type { InvoiceListItem, InvoiceStatus, VerifactuSubmissionStatus } from '@px/contracts';
import { Tag } from 'antd';
import {
  PAYMENT_COLORS,
  STATUS_COLORS,
  VERIFACTU_COLORS,
  paymentMessageId,
  paymentTagOf,
  statusMessageId,
  verifactuMessageId,
} from '../model';
import { useDocumentFormat } from '@/shared/documents';

const TAG_STYLE = { marginInlineEnd: 0 };

/** Borrador, Emitida or Anulada. */
export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useDocumentFormat();
  return (
    <Tag
      color={STATUS_COLORS[status]}
      style={TAG_STYLE}
      data-testid="invoice-status"
      data-status={status}
    >
      {t(statusMessageId(status))}
    </Tag>
  );
}

/** Cobrada, Pendiente, Vencida or Rectificada (an issued invoice only; nothing otherwise). */
export function PaymentStateTag({
  invoice,
}: {
  invoice: Pick<InvoiceListItem, 'payment_state' | 'total_cents' | 'credited_cents'>;
}) {
  const { t } = useDocumentFormat();
  const state = paymentTagOf(invoice);
  if (!state) return null;
  return (
    <Tag
      color={PAYMENT_COLORS[state]}
      style={TAG_STYLE}
      data-testid="invoice-payment"
      data-state={state}
    >
      {t(paymentMessageId(state))}
    </Tag>
  );
}

/** Where the VERI*FACTU record stands with the AEAT: "Pendiente de envío", "Aceptado"… */
export function VerifactuStatusTag({ status }: { status: VerifactuSubmissionStatus }) {
  const { t } = useDocumentFormat();
  return (
    <Tag
      color={VERIFACTU_COLORS[status]}
      style={TAG_STYLE}
      data-testid="verifactu-status"
      data-status={status}
    >
      {t(verifactuMessageId(status))}
    </Tag>
  );
}
