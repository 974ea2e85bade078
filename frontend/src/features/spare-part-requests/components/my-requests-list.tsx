import { InboxOutlined, PlusOutlined } from '@ant-design/icons';
import type { SparePartRequestView } from '@px/contracts';
import { Alert, Button, Empty, Flex, Pagination, Result, Skeleton, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { extractErrorMessage } from '@/shared/error-message';
import { useSparePartRequests } from '../api';
import { LIST_PAGE_SIZE, statusSince } from '../model';
import { RequestActionButtons } from './request-actions';
import { PurchaseOrderTag, RequestTime } from './request-card';
import { RequestStatusTag } from './request-status-tag';
import { useRequestFormat } from './use-request-format';

interface MyRequestsListProps {
  q: string;
  page: number;
  onPage: (page: number) => void;
  highlightId: string | null;
  detailsHref: (id: string) => string;
  /** "Nueva solicitud" from the empty state (when the user may ask). */
  onNew?: () => void;
}

/**
 * "Mis solicitudes": a mechanic's own requests, newest first, with their status, when they got
 * there, the order they are for and, while the desk has not ordered them yet, "Cancelar".
 */
export function MyRequestsList({
  q,
  page,
  onPage,
  highlightId,
  detailsHref,
  onNew,
}: MyRequestsListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const list = useSparePartRequests({ q, page, limit: LIST_PAGE_SIZE });
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const holdsHighlight = !!highlightId && rows.some((request) => request.id === highlightId);

  useEffect(() => {
    if (holdsHighlight && highlightId) {
      document.getElementById(`request-${highlightId}`)?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [holdsHighlight, highlightId]);

  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
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
        data-testid="my-requests-error"
      />
    );
  }
  if (rows.length === 0) {
    return q ? (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('spareParts.mine.noMatches')}
        data-testid="my-requests-empty"
      />
    ) : (
      <Empty
        image={
          <InboxOutlined aria-hidden style={{ fontSize: 48, color: token.colorTextQuaternary }} />
        }
        description={t('spareParts.mine.empty')}
        data-testid="my-requests-empty"
      >
        {onNew && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNew}>
            {t('spareParts.new.button')}
          </Button>
        )}
      </Empty>
    );
  }

  return (
    <Flex vertical gap={12}>
      {list.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('spareParts.error.refetch')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('spareParts.common.retry')}
            </Button>
          }
        />
      )}
      <ul
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        aria-label={t('spareParts.mine.title')}
        data-testid="my-requests"
      >
        {rows.map((request) => (
          <MyRequestItem
            key={request.id}
            request={request}
            href={detailsHref(request.id)}
            highlighted={request.id === highlightId}
          />
        ))}
      </ul>
      {total > LIST_PAGE_SIZE && (
        <Pagination
          align="end"
          current={page}
          pageSize={LIST_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          showTotal={(count) => t('spareParts.list.total', { total: count })}
          onChange={onPage}
        />
      )}
    </Flex>
  );
}

function MyRequestItem({
  request,
  href,
  highlighted,
}: {
  request: SparePartRequestView;
  href: string;
  highlighted: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const format = useRequestFormat();
  return (
    <li
      id={`request-${request.id}`}
      data-testid="my-request"
      data-request-id={request.id}
      data-status={request.status}
      style={{
        padding: '12px 14px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: highlighted ? token.borderRadius : undefined,
        outline: highlighted ? `2px solid ${token.colorPrimary}` : undefined,
        background: highlighted ? token.colorPrimaryBg : undefined,
      }}
    >
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Flex gap={8} align="center" wrap>
            <Link to={href} style={{ fontWeight: 600 }} data-testid="request-open">
              {request.description}
            </Link>
            <Typography.Text strong>
              {format.quantity(request.quantity, request.unit)}
            </Typography.Text>
            {request.part_reference && (
              <Typography.Text type="secondary">{request.part_reference}</Typography.Text>
            )}
          </Flex>
          <Flex gap={10} align="center" wrap>
            <Link to={`/orders/${request.work_order_id}`}>{request.work_order_number}</Link>
            <RequestTime iso={request.requested_at} prefix={t('spareParts.mine.requested')} />
            {request.purchase_order_number && (
              <PurchaseOrderTag number={request.purchase_order_number} />
            )}
          </Flex>
          {request.rejection_reason && (
            <Typography.Text type="danger" data-testid="request-rejection">
              {t('spareParts.mine.rejectedBecause', { reason: request.rejection_reason })}
            </Typography.Text>
          )}
          {request.note && (
            <Typography.Text type="secondary" italic>
              «{request.note}»
            </Typography.Text>
          )}
        </Flex>
        <Flex vertical align="flex-end" gap={6}>
          <Flex gap={8} align="center">
            <RequestStatusTag status={request.status} />
          </Flex>
          {request.status !== 'requested' && <RequestTime iso={statusSince(request)} />}
          <RequestActionButtons request={request} />
        </Flex>
      </Flex>
    </li>
  );
}
