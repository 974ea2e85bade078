import type { PurchaseOrderStatus } from '@px/contracts';
import { Tag } from 'antd';
import { STATUS_COLORS } from '../model';
import { useOrderFormat } from './use-order-format';

/** An order's status as a coloured tag: Borrador, Enviado, Recibido en parte, Recibido, Cancelado. */
export function PurchaseOrderStatusTag({ status }: { status: PurchaseOrderStatus }) {
  const format = useOrderFormat();
  return (
    <Tag
      color={STATUS_COLORS[status]}
      data-testid="purchase-order-status"
      data-status={status}
      style={{ marginInlineEnd: 0 }}
    >
      {format.status(status)}
    </Tag>
  );
}
