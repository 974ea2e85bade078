import { PERMISSIONS } from '@px/contracts';
import { Alert, Card, Col, Flex, Form, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { PageHeader } from '@/shared/ui';
import { useAssignees, useWorkOrder } from '../api';
import { LinesEditor } from '../components/lines-editor';
import { StatusChangeModal } from '../components/status-change-modal';
import { PriorityIcon, StatusTag } from '../components/status-tag';
import { OrderHeaderActions } from '../components/work-order/order-header-actions';
import {
  type HeaderValues,
  OrderHeaderForm,
  valuesOf,
} from '../components/work-order/order-header-form';
import { OrderLoadFailure } from '../components/work-order/order-load-failure';
import { OrderPartiesCard } from '../components/work-order/order-parties-card';
import { OrderSummary } from '../components/work-order/order-summary';
import { StatusHistoryCard } from '../components/work-order/status-history-card';
import { useWorkOrderActions } from '../components/work-order/use-work-order-actions';
import { WorkOrderSpareParts } from '@/features/spare-part-requests/components/work-order-spare-parts';

/**
 * /orders/{id} and /orders/{id}/edit, one screen: the header (number, status with only its allowed
 * moves, priority, customer, vehicle, assignee, promised date), the order's texts (editable on
 * /edit), the lines with their totals, the status history and the repair-order PDF.
 */
export default function WorkOrderPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const editing = location.pathname.endsWith('/edit');
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const navigate = useNavigate();
  const { hasPermission } = usePermissions();
  const query = useWorkOrder(id);
  const order = query.data;
  const canManage = hasPermission(PERMISSIONS.work_orders.orders.update);
  const canWork = canManage || hasPermission(PERMISSIONS.work_orders.orders.work);
  const canAssign = hasPermission(PERMISSIONS.work_orders.orders.assign);
  const canReopen = hasPermission(PERMISSIONS.work_orders.orders.reopen);
  const canDelete = hasPermission(PERMISSIONS.work_orders.orders.delete);
  const assignees = useAssignees(canAssign);
  const [form] = Form.useForm<HeaderValues>();
  const actions = useWorkOrderActions(id, order, form);

  useEffect(() => {
    if (order && editing) form.setFieldsValue(valuesOf(order));
    // Refill when the order (its version) changes or the screen switches to editing.
  }, [order?.version, editing, form, order]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!order) {
    return <OrderLoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  }

  const moves = order.allowed_transitions.filter((to) => {
    if (order.status === 'completed') return canReopen;
    if (to === 'cancelled') return canManage;
    return canWork;
  });
  const deletable = canDelete && order.status === 'open' && !order.started_at;

  return (
    <>
      <PageHeader
        documentTitle={`${order.number} · ${order.title}`}
        breadcrumb={[{ label: t('workOrders.title'), to: '/orders' }, { label: order.number }]}
        title={
          <>
            <span data-testid="order-number">{order.number}</span> · {order.title}
          </>
        }
        tags={
          <>
            <StatusTag status={order.status} />
            <PriorityIcon priority={order.priority} withLabel />
          </>
        }
        extra={
          <OrderHeaderActions
            order={order}
            moves={moves}
            canEdit={canManage && !editing}
            deletable={deletable}
            actions={actions}
          />
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Card title={t('workOrders.section.order')} data-testid="order-header">
              {editing ? (
                <OrderHeaderForm
                  form={form}
                  saving={actions.saving}
                  onSave={() => void actions.save()}
                  onCancel={() => navigate(`/orders/${order.id}`)}
                />
              ) : (
                <OrderSummary order={order} />
              )}
            </Card>
            <LinesEditor order={order} />
            <WorkOrderSpareParts order={order} />
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <OrderPartiesCard
              order={order}
              canAssign={canAssign}
              assignees={assignees}
              saving={actions.saving}
              onAssign={(employeeId) => void actions.assign(employeeId)}
            />
            <StatusHistoryCard order={order} />
            {order.status === 'cancelled' && (
              <Alert type="info" showIcon message={t('workOrders.cancelledHint')} />
            )}
          </Flex>
        </Col>
      </Row>
      <StatusChangeModal
        order={actions.moving ? order : null}
        to={actions.moving}
        onClose={actions.closeMove}
      />
    </>
  );
}
