import type { SparePartRequestView } from '@px/contracts';
import { Button, Empty, Flex, Result, Table, type TableColumnsType, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { extractErrorMessage } from '@/shared/error-message';
import { useSparePartRequests } from '../api';
import { CLOSED_STATUSES, LIST_PAGE_SIZE, statusSince } from '../model';
import { RequestTime } from './request-card';
import { RequestStatusTag } from './request-status-tag';
import { useRequestFormat } from './use-request-format';

interface ClosedRequestsTableProps {
  q: string;
  page: number;
  onPage: (page: number) => void;
  highlightId: string | null;
  detailsHref: (id: string) => string;
}

/** The desk's closed requests (Entregadas, Rechazadas, Canceladas), newest first, paged. */
export function ClosedRequestsTable({
  q,
  page,
  onPage,
  highlightId,
  detailsHref,
}: ClosedRequestsTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useRequestFormat();
  const list = useSparePartRequests({ status: CLOSED_STATUSES, q, page, limit: LIST_PAGE_SIZE });
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;

  if (list.isError && !list.data) {
    return (
      <Result
        status="warning"
        title={t('spareParts.error.list')}
        subTitle={extractErrorMessage(list.error)}
        extra={
          <Button type="primary" onClick={() => void list.refetch()}>
            {t('spareParts.common.retry')}
          </Button>
        }
        data-testid="closed-requests-error"
      />
    );
  }

  const columns: TableColumnsType<SparePartRequestView> = [
    {
      key: 'request',
      title: t('spareParts.table.request'),
      render: (_, request) => (
        <Flex vertical gap={0}>
          <Link to={detailsHref(request.id)} style={{ fontWeight: 600 }}>
            {request.description}
          </Link>
          {request.part_reference && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {request.part_reference}
              {request.purchase_order_number &&
                ` · ${t('spareParts.table.onPurchaseOrder', { number: request.purchase_order_number })}`}
            </Typography.Text>
          )}
          {request.rejection_reason && (
            <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="request-rejection">
              {t('spareParts.mine.rejectedBecause', { reason: request.rejection_reason })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'quantity',
      title: t('spareParts.table.quantity'),
      align: 'right',
      width: 96,
      render: (_, request) => format.quantity(request.quantity, request.unit),
    },
    {
      key: 'order',
      title: t('spareParts.table.order'),
      width: 110,
      render: (_, request) => (
        <Link to={`/orders/${request.work_order_id}`}>{request.work_order_number}</Link>
      ),
    },
    {
      key: 'requester',
      title: t('spareParts.table.requester'),
      responsive: ['xl'],
      render: (_, request) => request.requested_by_name ?? '—',
    },
    {
      key: 'status',
      title: t('spareParts.table.status'),
      width: 110,
      render: (_, request) => <RequestStatusTag status={request.status} />,
    },
    {
      key: 'closed',
      title: t('spareParts.table.closed'),
      width: 140,
      render: (_, request) => <RequestTime iso={statusSince(request)} />,
    },
  ];

  return (
    <Table<SparePartRequestView>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
      rowClassName={(request) => (request.id === highlightId ? 'ant-table-row-selected' : '')}
      onRow={(request) =>
        ({ 'data-testid': 'closed-request-row', 'data-status': request.status }) as never
      }
      locale={{
        emptyText: list.isPending ? (
          ' '
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(q ? 'spareParts.closed.noMatches' : 'spareParts.closed.empty')}
          />
        ),
      }}
      pagination={{
        current: page,
        pageSize: LIST_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (count) => t('spareParts.list.total', { total: count }),
        onChange: onPage,
      }}
      data-testid="closed-requests"
    />
  );
}
