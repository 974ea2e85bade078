import {
  CloseCircleOutlined,
  DownloadOutlined,
  EditOutlined,
  InboxOutlined,
  SendOutlined,
} from '@ant-design/icons';
import type { PurchaseOrderLineView, PurchaseOrderView } from '@px/contracts';
import {
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Grid,
  Result,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { type OrderStep, downloadPurchaseOrderPdf, useOrderStep, usePurchaseOrder } from '../api';
import { type OrderAction, isOverdue, madridToday, orderActions } from '../model';
import { PurchaseOrderStatusTag } from './purchase-order-status-tag';
import { ReceiveModal } from './receive-modal';
import { useOrderFormat } from './use-order-format';

export interface OrderDrawerProps {
  orderId: string | null;
  onClose: () => void;
  /** inventory.purchase_orders.update: edit, send, receive, cancel. */
  canUpdate: boolean;
  onEdit: (order: PurchaseOrderView) => void;
}

/**
 * One purchase order: its number, status and supplier, its lines (ordered, received, pending),
 * and what can be done with it now: receive, send, edit, cancel, download its PDF.
 */
export function OrderDrawer({ orderId, onClose, canUpdate, onEdit }: OrderDrawerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const screens = Grid.useBreakpoint();
  const detail = usePurchaseOrder(orderId);
  const order = detail.data;
  const [receiving, setReceiving] = useState<PurchaseOrderView | null>(null);

  let body: ReactNode;
  if (detail.isPending && orderId) {
    body = (
      <div aria-busy="true" aria-label={t('purchaseOrders.drawer.loading')}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  } else if (detail.isError || !order) {
    const missing = isApiError(detail.error) && detail.error.statusCode === 404;
    body = (
      <Result
        status={missing ? '404' : 'warning'}
        title={t(missing ? 'purchaseOrders.drawer.notFound' : 'purchaseOrders.drawer.error')}
        subTitle={missing ? undefined : extractErrorMessage(detail.error)}
        data-testid="po-drawer-error"
        extra={
          missing ? (
            <Button onClick={onClose}>{t('purchaseOrders.close')}</Button>
          ) : (
            <Button type="primary" onClick={() => void detail.refetch()}>
              {t('purchaseOrders.retry')}
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <Flex vertical gap={20}>
        <OrderActions
          order={order}
          canUpdate={canUpdate}
          onEdit={() => onEdit(order)}
          onReceive={() => setReceiving(order)}
        />
        <OrderSummary order={order} />
        <OrderLines order={order} />
      </Flex>
    );
  }

  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      size={screens.md ? 780 : '100%'}
      destroyOnHidden
      title={
        order ? (
          <Flex wrap gap={8} align="center" style={{ minWidth: 0 }}>
            <span data-testid="po-drawer-number">{order.number}</span>
            <PurchaseOrderStatusTag status={order.status} />
            <Typography.Text
              type="secondary"
              ellipsis
              style={{ fontWeight: 'normal', flexBasis: '100%' }}
            >
              {order.supplier_name}
            </Typography.Text>
          </Flex>
        ) : (
          t('purchaseOrders.drawer.title')
        )
      }
      data-testid="po-drawer"
    >
      {body}
      <ReceiveModal order={receiving} onClose={() => setReceiving(null)} />
    </Drawer>
  );
}

const ACTION_ICONS: Record<OrderAction, ReactNode> = {
  receive: <InboxOutlined aria-hidden />,
  send: <SendOutlined aria-hidden />,
  edit: <EditOutlined aria-hidden />,
  cancel: <CloseCircleOutlined aria-hidden />,
  pdf: <DownloadOutlined aria-hidden />,
};

function OrderActions({
  order,
  canUpdate,
  onEdit,
  onReceive,
}: {
  order: PurchaseOrderView;
  canUpdate: boolean;
  onEdit: () => void;
  onReceive: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { modal, message } = useFeedback();
  const step = useOrderStep();
  const [downloading, setDownloading] = useState(false);
  const actions = orderActions(order, { update: canUpdate });
  const empty = order.lines.length === 0;

  const run = async (kind: OrderStep) => {
    try {
      const done = await step.mutateAsync({ id: order.id, step: kind });
      void message.success(
        t(kind === 'send' ? 'purchaseOrders.toast.sent' : 'purchaseOrders.toast.cancelled', {
          number: done.number,
        }),
      );
    } catch (error) {
      void message.error(extractErrorMessage(error));
      // The modal closes either way; the message says why nothing changed.
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPurchaseOrderPdf(order);
    } catch (error) {
      const missing = isApiError(error) && error.statusCode === 404;
      void message.error(
        missing ? t('purchaseOrders.drawer.pdfUnavailable') : extractErrorMessage(error),
      );
    } finally {
      setDownloading(false);
    }
  };

  const handlers: Record<OrderAction, () => void> = {
    receive: onReceive,
    edit: onEdit,
    send: () =>
      void modal.confirm({
        title: t('purchaseOrders.send.title', { number: order.number }),
        content: t('purchaseOrders.send.content', { supplier: order.supplier_name }),
        okText: t('purchaseOrders.send.submit'),
        cancelText: t('purchaseOrders.back'),
        okButtonProps: { 'data-testid': 'po-send-confirm' } as never,
        onOk: () => run('send'),
      }),
    cancel: () =>
      void modal.confirm({
        title: t('purchaseOrders.cancel.title', { number: order.number }),
        content: t('purchaseOrders.cancel.content'),
        okText: t('purchaseOrders.cancel.submit'),
        okButtonProps: { danger: true, 'data-testid': 'po-cancel-confirm' } as never,
        cancelText: t('purchaseOrders.back'),
        onOk: () => run('cancel'),
      }),
    pdf: () => void download(),
  };

  const primary: OrderAction | undefined = actions.find((a) => a === 'receive' || a === 'send');

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8} data-testid="po-actions">
        {actions.map((action) => (
          <Button
            key={action}
            type={action === primary ? 'primary' : 'default'}
            danger={action === 'cancel'}
            icon={ACTION_ICONS[action]}
            onClick={handlers[action]}
            loading={action === 'pdf' ? downloading : undefined}
            disabled={(action === 'send' && empty) || (step.isPending && action !== 'pdf')}
            data-testid={`po-action-${action}`}
          >
            {t(`purchaseOrders.action.${action}`)}
          </Button>
        ))}
      </Flex>
      {actions.includes('send') && empty && (
        <Typography.Text type="secondary">
          {t('purchaseOrders.drawer.sendNeedsLines')}
        </Typography.Text>
      )}
    </Flex>
  );
}

function OrderSummary({ order }: { order: PurchaseOrderView }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useOrderFormat();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const overdue = isOverdue(order, madridToday());

  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      data-testid="po-summary"
      items={[
        {
          key: 'supplier',
          label: t('purchaseOrders.field.supplier'),
          span: { xs: 1, sm: 2 },
          children: (
            <Flex wrap gap={8} align="baseline">
              <Typography.Text strong>{order.supplier_name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontFamily: 'monospace' }}>
                {order.supplier_tax_id}
              </Typography.Text>
              {order.supplier_email && (
                <a href={`mailto:${order.supplier_email}`}>{order.supplier_email}</a>
              )}
            </Flex>
          ),
        },
        {
          key: 'expected',
          label: t('purchaseOrders.field.expectedOn'),
          children: order.expected_on ? (
            <Flex wrap gap={8} align="center">
              <span>{format.day(order.expected_on)}</span>
              {overdue && (
                <Tag color="red" variant="filled">
                  {t('purchaseOrders.overdue')}
                </Tag>
              )}
            </Flex>
          ) : (
            none
          ),
        },
        {
          key: 'total',
          label: t('purchaseOrders.field.total'),
          children: (
            <Typography.Text strong data-testid="po-summary-total">
              {format.money(order.total_cents)}
            </Typography.Text>
          ),
        },
        {
          key: 'created',
          label: t('purchaseOrders.field.createdAt'),
          children: format.dateTime(order.created_at),
        },
        {
          key: 'sent',
          label: t('purchaseOrders.field.sentAt'),
          children: order.sent_at ? format.dateTime(order.sent_at) : none,
        },
        {
          key: 'received',
          label: t('purchaseOrders.field.receivedAt'),
          children: order.received_at ? format.dateTime(order.received_at) : none,
        },
        ...(order.cancelled_at
          ? [
              {
                key: 'cancelled',
                label: t('purchaseOrders.field.cancelledAt'),
                children: format.dateTime(order.cancelled_at),
              },
            ]
          : []),
        {
          key: 'notes',
          label: t('purchaseOrders.field.notes'),
          span: { xs: 1, sm: 2 },
          children: order.notes ? (
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
              {order.notes}
            </Typography.Paragraph>
          ) : (
            none
          ),
        },
      ]}
    />
  );
}

function OrderLines({ order }: { order: PurchaseOrderView }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useOrderFormat();
  const awaiting = order.status === 'sent' || order.status === 'partially_received';

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('purchaseOrders.drawer.lines', { count: order.lines.length })}
      </Typography.Title>
      <Table<PurchaseOrderLineView>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.lines}
        scroll={{ x: 700 }}
        data-testid="po-lines"
        onRow={(line) => ({ 'data-testid': `po-line-${line.position}` }) as never}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(
                order.status === 'draft'
                  ? 'purchaseOrders.drawer.noLinesDraft'
                  : 'purchaseOrders.drawer.noLines',
              )}
            />
          ),
        }}
        summary={() =>
          order.lines.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5} align="right">
                <Typography.Text strong>{t('purchaseOrders.line.grandTotal')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                  {format.money(order.total_cents)}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
        columns={[
          {
            title: t('purchaseOrders.line.part'),
            key: 'part',
            render: (_, line) => (
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  {line.reference}
                  {line.brand ? ` · ${line.brand}` : ''}
                </Typography.Text>
                <Typography.Text type="secondary">{line.name}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('purchaseOrders.line.ordered'),
            key: 'ordered',
            align: 'right',
            width: 96,
            render: (_, line) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {format.quantity(line.quantity, line.unit)}
              </span>
            ),
          },
          {
            title: t('purchaseOrders.line.received'),
            key: 'received',
            align: 'right',
            width: 96,
            render: (_, line) => (
              <span style={{ whiteSpace: 'nowrap' }} data-testid="po-line-received">
                {format.quantity(line.received_quantity, line.unit)}
              </span>
            ),
          },
          {
            title: t('purchaseOrders.line.pending'),
            key: 'pending',
            align: 'right',
            width: 104,
            render: (_, line) =>
              awaiting && line.pending_quantity > 0 ? (
                <Tag
                  color="gold"
                  variant="filled"
                  style={{ marginInlineEnd: 0 }}
                  data-testid="po-line-pending"
                >
                  {format.quantity(line.pending_quantity, line.unit)}
                </Tag>
              ) : (
                <span style={{ whiteSpace: 'nowrap' }} data-testid="po-line-pending">
                  {format.quantity(line.pending_quantity, line.unit)}
                </span>
              ),
          },
          {
            title: t('purchaseOrders.line.unitCost'),
            key: 'unit_cost',
            align: 'right',
            width: 104,
            render: (_, line) => (
              <span style={{ whiteSpace: 'nowrap' }}>{format.money(line.unit_cost_cents)}</span>
            ),
          },
          {
            title: t('purchaseOrders.line.total'),
            key: 'total',
            align: 'right',
            width: 112,
            render: (_, line) => (
              <span style={{ whiteSpace: 'nowrap' }}>{format.money(line.total_cents)}</span>
            ),
          },
        ]}
      />
    </Flex>
  );
}
