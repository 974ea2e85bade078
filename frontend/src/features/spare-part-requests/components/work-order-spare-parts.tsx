import { PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import {
  PERMISSIONS,
  type SparePartRequestView,
  type WorkOrderStatus,
  type WorkOrderStockLine,
} from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Skeleton,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { useSparePartRequests, useWorkOrderStock } from '../api';
import { type RequestPrefill, isClosedStatus, prefillFromStockLine, statusSince } from '../model';
import { useSparePartLiveUpdates } from '../use-spare-part-live-updates';
import { NewRequestModal } from './new-request-modal';
import { PurchaseOrderTag, RequestTime } from './request-card';
import { RequestStatusTag } from './request-status-tag';
import { useRequestFormat } from './use-request-format';

const OPEN_ORDER_STATUSES: readonly WorkOrderStatus[] = ['open', 'in_progress', 'on_hold'];

export interface WorkOrderSparePartsProps {
  order: { id: string; number: string; title: string; status: WorkOrderStatus };
}

/**
 * The work order's parts as the shelf sees them (reserved, consumed, "Sin stock" with what is
 * missing and "Solicitar" to ask the desk for it) and the spare-part requests made for it, with
 * their status; "Solicitar recambio" asks for anything else. Live: a request moving or stock
 * arriving refreshes it.
 */
export function WorkOrderSpareParts({ order }: WorkOrderSparePartsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { hasPermission } = usePermissions();
  const canReadStock = hasPermission(PERMISSIONS.inventory.parts.read);
  const canReadRequests = hasPermission(PERMISSIONS.inventory.spare_part_requests.read);
  const orderOpen = OPEN_ORDER_STATUSES.includes(order.status);
  const canAsk = orderOpen && hasPermission(PERMISSIONS.inventory.spare_part_requests.create);
  const [asking, setAsking] = useState<RequestPrefill | 'blank' | null>(null);
  useSparePartLiveUpdates();

  const stock = useWorkOrderStock(order.id, canReadStock);
  const requests = useSparePartRequests(
    { work_order_id: order.id, page: 1, limit: 50 },
    canReadRequests,
  );
  if (!canReadStock && !canReadRequests) return null;
  const requestRows = requests.data?.data ?? [];

  return (
    <Card
      title={t('spareParts.panel.title')}
      extra={
        canAsk && (
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setAsking('blank')}
            data-testid="order-request-part"
          >
            {t('spareParts.panel.request')}
          </Button>
        )
      }
      data-testid="work-order-spare-parts"
    >
      <Flex vertical gap={20}>
        {canReadStock && (
          <StockSection
            query={stock}
            requests={requestRows}
            canAsk={canAsk}
            onAsk={(line) => setAsking(prefillFromStockLine(line))}
          />
        )}
        {canReadRequests && (
          <section aria-labelledby="order-requests-heading">
            <Typography.Title level={5} id="order-requests-heading" style={{ marginTop: 0 }}>
              {t('spareParts.panel.requests')}
            </Typography.Title>
            {requests.isPending ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : requests.isError && !requests.data ? (
              <Alert
                type="warning"
                showIcon
                title={t('spareParts.error.list')}
                description={extractErrorMessage(requests.error)}
                action={
                  <Button size="small" onClick={() => void requests.refetch()}>
                    {t('spareParts.common.retry')}
                  </Button>
                }
              />
            ) : requestRows.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('spareParts.panel.noRequests')}
                style={{ margin: '8px 0' }}
              />
            ) : (
              <OrderRequestList requests={requestRows} />
            )}
          </section>
        )}
      </Flex>
      <NewRequestModal
        open={asking !== null}
        onClose={() => setAsking(null)}
        workOrder={order}
        prefill={asking === 'blank' ? null : asking}
      />
    </Card>
  );
}

function StockSection({
  query,
  requests,
  canAsk,
  onAsk,
}: {
  query: ReturnType<typeof useWorkOrderStock>;
  requests: SparePartRequestView[];
  canAsk: boolean;
  onAsk: (line: WorkOrderStockLine) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useRequestFormat();
  const lines = query.data?.lines ?? [];

  /** The open request already covering a line (asked from it, or for the same part). */
  const openRequestFor = (line: WorkOrderStockLine) =>
    requests.find(
      (request) =>
        !isClosedStatus(request.status) &&
        (request.work_order_line_id === line.work_order_line_id ||
          (!request.work_order_line_id && request.part_id === line.part_id)),
    );

  const columns: TableColumnsType<WorkOrderStockLine> = [
    {
      key: 'part',
      title: t('spareParts.panel.part'),
      render: (_, line) => (
        <Flex vertical gap={0}>
          <Typography.Text strong>{line.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {line.reference}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'quantity',
      title: t('spareParts.panel.quantity'),
      align: 'right',
      render: (_, line) => format.quantity(line.quantity, line.unit),
    },
    {
      key: 'reserved',
      title: t('spareParts.panel.reserved'),
      align: 'right',
      render: (_, line) => format.quantity(line.reserved, line.unit),
    },
    {
      key: 'consumed',
      title: t('spareParts.panel.consumed'),
      align: 'right',
      responsive: ['md'],
      render: (_, line) => format.quantity(line.consumed, line.unit),
    },
    {
      key: 'state',
      title: t('spareParts.panel.state'),
      render: (_, line) => {
        const asked = openRequestFor(line);
        return (
          <Flex gap={6} align="center" wrap>
            {line.short > 0 ? (
              <Tag color="red" style={{ marginInlineEnd: 0 }} data-testid="stock-short">
                {t('spareParts.panel.short', {
                  quantity: format.quantity(line.short, line.unit),
                })}
              </Tag>
            ) : line.consumed > 0 && line.consumed >= line.quantity ? (
              <Tag style={{ marginInlineEnd: 0 }}>{t('spareParts.panel.allConsumed')}</Tag>
            ) : (
              <Tag color="green" style={{ marginInlineEnd: 0 }}>
                {t('spareParts.panel.covered')}
              </Tag>
            )}
            {asked ? (
              <Link
                to={`/spare-parts-requests?request=${asked.id}`}
                aria-label={t('spareParts.panel.askedLink', {
                  status: t(`spareParts.status.${asked.status}`),
                })}
              >
                <RequestStatusTag status={asked.status} />
              </Link>
            ) : (
              line.short > 0 &&
              canAsk && (
                <Button
                  size="small"
                  icon={<ShoppingCartOutlined aria-hidden />}
                  onClick={() => onAsk(line)}
                  aria-label={t('spareParts.panel.askFor', { name: line.name })}
                  data-testid="stock-request"
                >
                  {t('spareParts.panel.ask')}
                </Button>
              )
            )}
          </Flex>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="order-stock-heading">
      <Typography.Title level={5} id="order-stock-heading" style={{ marginTop: 0 }}>
        {t('spareParts.panel.stock')}
      </Typography.Title>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : query.isError && !query.data ? (
        <Alert
          type="warning"
          showIcon
          title={t('spareParts.error.stock')}
          description={extractErrorMessage(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('spareParts.common.retry')}
            </Button>
          }
        />
      ) : lines.length === 0 ? (
        <Typography.Text type="secondary">{t('spareParts.panel.noParts')}</Typography.Text>
      ) : (
        <Table<WorkOrderStockLine>
          rowKey="work_order_line_id"
          size="small"
          columns={columns}
          dataSource={lines}
          pagination={false}
          data-testid="order-stock"
        />
      )}
    </section>
  );
}

function OrderRequestList({ requests }: { requests: SparePartRequestView[] }) {
  const format = useRequestFormat();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="order-requests">
      {requests.map((request) => (
        <li
          key={request.id}
          data-testid="order-request"
          data-status={request.status}
          style={{ padding: '6px 0' }}
        >
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Flex vertical gap={0} style={{ minWidth: 0 }}>
              <Link to={`/spare-parts-requests?request=${request.id}`} style={{ fontWeight: 600 }}>
                {format.quantity(request.quantity, request.unit)} · {request.description}
              </Link>
              <Flex gap={8} align="center" wrap>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {request.requested_by_name ?? '—'}
                </Typography.Text>
                <RequestTime iso={statusSince(request)} />
              </Flex>
            </Flex>
            <Flex gap={6} align="center">
              {request.purchase_order_number && (
                <PurchaseOrderTag number={request.purchase_order_number} />
              )}
              <RequestStatusTag status={request.status} />
            </Flex>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
