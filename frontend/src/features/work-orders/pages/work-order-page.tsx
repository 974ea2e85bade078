import {
  CarOutlined,
  DeleteOutlined,
  EditOutlined,
  FilePdfOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  PERMISSIONS,
  ESTIMATE_CHANNELS,
  type WorkOrderDetail,
  type WorkOrderStatus,
} from '@px/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Timeline,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { isApiError } from '@/shared/api';
import { useScreenFormat } from '@/shared/hooks';
import { formatWorkOrderRelativeTime } from '@/shared/format';
import { PageHeader, PlateBadge } from '@/shared/ui';
import {
  DEFAULT_ERRORS,
  downloadRepairOrderPdf,
  errorText,
  useAssignees,
  useChangeStatus,
  useDeleteWorkOrder,
  useUpdateWorkOrder,
  useWorkOrder,
} from '../api';
import { LinesEditor } from '../components/lines-editor';
import { StatusChangeModal } from '../components/status-change-modal';
import { OrderTermsFields } from '../components/order-terms-fields';
import { PriorityIcon, StatusTag, TransitionLabel } from '../components/status-tag';
import { moveNeedsInput } from '../model';

interface HeaderValues {
  title: string;
  complaint: string;
  requested_work: string;
  diagnosis: string;
  priority: WorkOrderDetail['priority'];
  promised_at: Dayjs | null;
  odometer_in_km: number | null;
  estimate_decision: WorkOrderDetail['estimate_decision'] | 'pending';
  estimate_channel: WorkOrderDetail['estimate_channel'];
}

const valuesOf = (order: WorkOrderDetail): HeaderValues => ({
  title: order.title,
  complaint: order.complaint,
  requested_work: order.requested_work,
  diagnosis: order.diagnosis,
  priority: order.priority,
  promised_at: order.promised_at ? dayjs(order.promised_at) : null,
  odometer_in_km: order.odometer_in_km,
  estimate_decision: order.estimate_decision ?? 'pending',
  estimate_channel: order.estimate_channel,
});

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
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const format = useScreenFormat();
  const navigate = useNavigate();
  const { message, notification, modal } = App.useApp();
  const { hasPermission } = usePermissions();
  const query = useWorkOrder(id);
  const order = query.data;
  const update = useUpdateWorkOrder(id);
  const change = useChangeStatus();
  const remove = useDeleteWorkOrder();
  const canManage = hasPermission(PERMISSIONS.work_orders.orders.update);
  const canWork = canManage || hasPermission(PERMISSIONS.work_orders.orders.work);
  const canAssign = hasPermission(PERMISSIONS.work_orders.orders.assign);
  const canReopen = hasPermission(PERMISSIONS.work_orders.orders.reopen);
  const canDelete = hasPermission(PERMISSIONS.work_orders.orders.delete);
  const assignees = useAssignees(canAssign);
  const [form] = Form.useForm<HeaderValues>();
  const [moving, setMoving] = useState<WorkOrderStatus | null>(null);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (order && editing) form.setFieldsValue(valuesOf(order));
    // Refill when the order (its version) changes or the screen switches to editing.
  }, [order?.version, editing, form, order]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!order) {
    const missing = isApiError(query.error) && query.error.statusCode === 404;
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? t('workOrders.notFound') : errorText(query.error, DEFAULT_ERRORS.detail)}
        subTitle={missing ? t('workOrders.notFoundHint') : undefined}
        data-testid={missing ? 'order-not-found' : 'order-load-error'}
        extra={
          <Flex gap={8} justify="center" wrap>
            {!missing && (
              <Button onClick={() => void query.refetch()}>{t('workOrders.common.retry')}</Button>
            )}
            <Button type={missing ? 'primary' : 'default'} onClick={() => navigate('/orders')}>
              {t('workOrders.backToList')}
            </Button>
          </Flex>
        }
      />
    );
  }

  const failUpdate = (error: unknown) =>
    notification.error({
      title: t('workOrders.toast.updateFailed', {
        message: errorText(error, DEFAULT_ERRORS.update),
      }),
    });

  const save = async () => {
    const values = await form.validateFields();
    try {
      await update.mutateAsync({
        version: order.version,
        title: values.title,
        complaint: values.complaint ?? '',
        requested_work: values.requested_work ?? '',
        diagnosis: values.diagnosis ?? '',
        priority: values.priority,
        promised_at: values.promised_at ? values.promised_at.toISOString() : null,
        odometer_in_km: values.odometer_in_km ?? null,
        estimate_decision: values.estimate_decision === 'pending' ? null : values.estimate_decision,
        estimate_channel:
          values.estimate_decision === 'pending' ? null : (values.estimate_channel ?? 'in_person'),
      });
      void message.success(t('workOrders.toast.updated'));
      navigate(`/orders/${order.id}`);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length) {
        form.setFields(
          error.fieldErrors.map((item) => ({
            name: item.field as keyof HeaderValues,
            errors: [item.message],
          })),
        );
      }
      failUpdate(error);
    }
  };

  const move = async (to: WorkOrderStatus) => {
    if (moveNeedsInput(order.status, to) || to === 'on_hold') {
      setMoving(to);
      return;
    }
    try {
      await change.mutateAsync({ id: order.id, status: to, version: order.version });
      void message.success(t('workOrders.toast.updated'));
    } catch (error) {
      failUpdate(error);
    }
  };

  const assign = async (employeeId: string | null) => {
    try {
      await update.mutateAsync({ version: order.version, assigned_employee_id: employeeId });
      void message.success(t('workOrders.toast.updated'));
    } catch (error) {
      failUpdate(error);
    }
  };

  const print = () => {
    setPrinting(true);
    downloadRepairOrderPdf(order.id)
      .catch((error: unknown) =>
        notification.error({
          title: t('workOrders.pdf.failed'),
          description: errorText(error, ''),
        }),
      )
      .finally(() => setPrinting(false));
  };

  const confirmDelete = () =>
    modal.confirm({
      title: t('workOrders.delete.title', { number: order.number }),
      content: t('workOrders.delete.content'),
      okText: t('workOrders.delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('workOrders.common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(order.id);
          void message.success(t('workOrders.delete.done', { number: order.number }));
          navigate('/orders');
        } catch (error) {
          notification.error({
            title: errorText(error, DEFAULT_ERRORS.delete),
          });
        }
      },
    });

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
          <Flex wrap gap={10} align="center">
            <span data-testid="order-number">{order.number}</span>
            <StatusTag status={order.status} />
            <PriorityIcon priority={order.priority} withLabel />
          </Flex>
        }
        subtitle={order.title}
        extra={
          <>
            {moves.map((to) => (
              <Button
                key={to}
                type={to === 'completed' || to === 'in_progress' ? 'primary' : 'default'}
                danger={to === 'cancelled'}
                loading={change.isPending && change.variables?.status === to}
                onClick={() => void move(to)}
                data-testid={`move-${to}`}
              >
                {t(
                  order.status === 'completed' && to === 'in_progress'
                    ? 'workOrders.action.reopen'
                    : `workOrders.action.to.${to}`,
                )}
              </Button>
            ))}
            <Button
              icon={<FilePdfOutlined />}
              loading={printing}
              onClick={print}
              data-testid="order-pdf"
            >
              {t('workOrders.action.print')}
            </Button>
            {canManage && !editing && (
              <Button icon={<EditOutlined />} onClick={() => navigate(`/orders/${order.id}/edit`)}>
                {t('workOrders.action.edit')}
              </Button>
            )}
            {deletable && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
                {t('workOrders.action.delete')}
              </Button>
            )}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Card title={t('workOrders.section.order')} data-testid="order-header">
              {editing ? (
                <Form<HeaderValues> form={form} layout="vertical">
                  <Form.Item
                    name="title"
                    label={t('workOrders.field.title')}
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: t('workOrders.create.titleRequired'),
                      },
                    ]}
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                  <Form.Item name="complaint" label={t('workOrders.field.complaint')}>
                    <Input.TextArea rows={2} maxLength={4000} />
                  </Form.Item>
                  <Form.Item name="requested_work" label={t('workOrders.field.requestedWork')}>
                    <Input.TextArea rows={2} maxLength={4000} />
                  </Form.Item>
                  <Form.Item name="diagnosis" label={t('workOrders.field.diagnosis')}>
                    <Input.TextArea rows={3} maxLength={4000} />
                  </Form.Item>
                  <OrderTermsFields />
                  <Row gutter={16}>
                    <Col xs={24} md={12}>
                      <Form.Item name="estimate_decision" label={t('workOrders.field.estimate')}>
                        <Select
                          options={(['accepted', 'renounced', 'pending'] as const).map((value) => ({
                            value,
                            label: t(`workOrders.estimate.${value}`),
                          }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name="estimate_channel"
                        label={t('workOrders.field.estimateChannel')}
                      >
                        <Select
                          allowClear
                          options={ESTIMATE_CHANNELS.map((channel) => ({
                            value: channel,
                            label: t(`workOrders.channel.${channel}`),
                          }))}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                  <Flex gap={8} justify="flex-end">
                    <Button onClick={() => navigate(`/orders/${order.id}`)}>
                      {t('workOrders.common.cancel')}
                    </Button>
                    <Button
                      type="primary"
                      loading={update.isPending}
                      onClick={() => void save()}
                      data-testid="order-save"
                    >
                      {t('workOrders.common.save')}
                    </Button>
                  </Flex>
                </Form>
              ) : (
                <Descriptions
                  column={{ xs: 1, md: 2 }}
                  size="small"
                  items={[
                    {
                      key: 'complaint',
                      label: t('workOrders.field.complaint'),
                      span: 2,
                      children: order.complaint || (
                        <Typography.Text type="secondary">—</Typography.Text>
                      ),
                    },
                    {
                      key: 'requested',
                      label: t('workOrders.field.requestedWork'),
                      span: 2,
                      children: order.requested_work || (
                        <Typography.Text type="secondary">—</Typography.Text>
                      ),
                    },
                    {
                      key: 'diagnosis',
                      label: t('workOrders.field.diagnosis'),
                      span: 2,
                      children: order.diagnosis || (
                        <Typography.Text type="secondary">—</Typography.Text>
                      ),
                    },
                    {
                      key: 'estimate',
                      label: t('workOrders.field.estimate'),
                      children: order.estimate_decision ? (
                        <>
                          {t(`workOrders.estimate.${order.estimate_decision}`)}
                          {order.estimate_channel &&
                            ` · ${t(`workOrders.channel.${order.estimate_channel}`)}`}
                        </>
                      ) : (
                        <Typography.Text type="warning">
                          {t('workOrders.estimate.pending')}
                        </Typography.Text>
                      ),
                    },
                    {
                      key: 'promised',
                      label: t('workOrders.field.promisedAt'),
                      children: order.promised_at ? format.dateTime(order.promised_at) : '—',
                    },
                    {
                      key: 'km',
                      label: t('workOrders.field.odometer'),
                      children: (
                        <>
                          {order.odometer_in_km != null ? format.km(order.odometer_in_km) : '—'}
                          {order.odometer_out_km != null &&
                            ` → ${format.km(order.odometer_out_km)}`}
                        </>
                      ),
                    },
                    {
                      key: 'created',
                      label: t('workOrders.field.createdAt'),
                      children: formatWorkOrderRelativeTime(order.created_at, {
                        locale: intl.locale === 'en' ? 'en' : 'es',
                      }),
                    },
                  ]}
                />
              )}
            </Card>
            <LinesEditor order={order} />
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card title={t('workOrders.section.parties')} size="small">
              <Flex vertical gap={12}>
                <Space>
                  <UserOutlined />
                  <Link to={`/customers/${order.customer_id}`} data-testid="order-customer-link">
                    {order.customer_name ?? t('workOrders.unknownCustomer')}
                  </Link>
                </Space>
                <Space>
                  <CarOutlined />
                  {order.vehicle_id && order.license_plate ? (
                    <Link to={`/vehicles/${order.vehicle_id}`}>
                      <Space size={6}>
                        <PlateBadge plate={order.license_plate} size="small" />
                        <span>{[order.make, order.model].filter(Boolean).join(' ')}</span>
                      </Space>
                    </Link>
                  ) : (
                    <Typography.Text type="secondary">{t('workOrders.noVehicle')}</Typography.Text>
                  )}
                </Space>
                <div>
                  <Typography.Text type="secondary">
                    {t('workOrders.field.assignee')}
                  </Typography.Text>
                  {canAssign ? (
                    <Select
                      allowClear
                      style={{ width: '100%', marginTop: 4 }}
                      value={order.assigned_employee_id ?? undefined}
                      placeholder={t('workOrders.create.unassigned')}
                      loading={assignees.isFetching || update.isPending}
                      onChange={(value?: string) => void assign(value ?? null)}
                      options={(assignees.data ?? []).map((employee) => ({
                        value: employee.id,
                        label: `${employee.full_name} (${employee.code})`,
                      }))}
                      data-testid="order-assignee-select"
                    />
                  ) : (
                    <div>{order.assigned_employee_name ?? t('workOrders.create.unassigned')}</div>
                  )}
                </div>
              </Flex>
            </Card>
            <Card title={t('workOrders.section.history')} size="small" data-testid="status-history">
              <Timeline
                items={[...order.status_history].reverse().map((entry) => ({
                  key: entry.id,
                  content: (
                    <Flex vertical gap={2}>
                      <TransitionLabel from={entry.from_status} to={entry.to_status} />
                      {entry.reason && <Typography.Text>{entry.reason}</Typography.Text>}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {format.dateTime(entry.changed_at)}
                        {entry.actor_name && ` · ${entry.actor_name}`}
                      </Typography.Text>
                    </Flex>
                  ),
                }))}
              />
            </Card>
            {order.status === 'cancelled' && (
              <Alert type="info" showIcon message={t('workOrders.cancelledHint')} />
            )}
          </Flex>
        </Col>
      </Row>
      <StatusChangeModal
        order={moving ? order : null}
        to={moving}
        onClose={() => setMoving(null)}
      />
    </>
  );
}
