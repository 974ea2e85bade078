import { FileTextOutlined } from '@ant-design/icons';
import { PERMISSIONS, type WorkOrderDetail } from '@px/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/features/access/permissions-context';
import { useDocumentFormat } from '@/shared/documents';
import { InvoiceWorkOrderModal } from './invoice-work-order-modal';

/** "Facturar" in a completed work order's header, for whoever drafts invoices (the office). */
export function InvoiceWorkOrderButton({ order }: { order: WorkOrderDetail }) {
  const { t } = useDocumentFormat();
  const { hasPermission } = usePermissions();
  const [open, setOpen] = useState(false);
  if (order.status !== 'completed' || !hasPermission(PERMISSIONS.billing.invoices.create)) {
    return null;
  }
  return (
    <>
      <Button
        icon={<FileTextOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="order-invoice"
      >
        {t('invoices.fromOrder.action')}
      </Button>
      <InvoiceWorkOrderModal order={order} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
