import { DeleteOutlined, EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { WorkOrderDetail, WorkOrderStatus } from '@px/contracts';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { InvoiceWorkOrderButton } from '@/features/billing/from-documents/invoice-work-order-button';
import type { WorkOrderActions } from './use-work-order-actions';

interface OrderHeaderActionsProps {
  order: WorkOrderDetail;
  /** The status moves this user may make from the current status. */
  moves: WorkOrderStatus[];
  canEdit: boolean;
  deletable: boolean;
  actions: WorkOrderActions;
}

/** The header's buttons: one per allowed status move, invoicing, the PDF, edit and delete. */
export function OrderHeaderActions({
  order,
  moves,
  canEdit,
  deletable,
  actions,
}: OrderHeaderActionsProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const navigate = useNavigate();
  return (
    <>
      {moves.map((to) => (
        <Button
          key={to}
          type={to === 'completed' || to === 'in_progress' ? 'primary' : 'default'}
          danger={to === 'cancelled'}
          loading={actions.movingTo === to}
          onClick={() => void actions.move(to)}
          data-testid={`move-${to}`}
        >
          {t(
            order.status === 'completed' && to === 'in_progress'
              ? 'workOrders.action.reopen'
              : `workOrders.action.to.${to}`,
          )}
        </Button>
      ))}
      <InvoiceWorkOrderButton order={order} />
      <Button
        icon={<FilePdfOutlined />}
        loading={actions.printing}
        onClick={actions.print}
        data-testid="order-pdf"
      >
        {t('workOrders.action.print')}
      </Button>
      {canEdit && (
        <Button icon={<EditOutlined />} onClick={() => navigate(`/orders/${order.id}/edit`)}>
          {t('workOrders.action.edit')}
        </Button>
      )}
      {deletable && (
        <Button danger icon={<DeleteOutlined />} onClick={actions.confirmDelete}>
          {t('workOrders.action.delete')}
        </Button>
      )}
    </>
  );
}
