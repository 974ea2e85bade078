import { ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import type { SparePartRequestView } from '@px/contracts';
import { Card, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { statusSince } from '../model';
import { RequestActionButtons } from './request-actions';
import { useRequestFormat } from './use-request-format';

interface RequestCardProps {
  request: SparePartRequestView;
  /** The address that opens the request's details (?request=<id>). */
  detailsHref: string;
  /** The one the address names (a notification's link): outlined and scrolled to. */
  highlighted?: boolean;
}

/** The time of a step, "hace 5 minutos", with the exact moment on hover and for readers. */
export function RequestTime({ iso, prefix }: { iso: string; prefix?: string }) {
  const format = useRequestFormat();
  return (
    <Tooltip title={format.dateTime(iso)}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <time dateTime={iso}>
          {prefix ? `${prefix} ` : ''}
          {format.ago(iso)}
        </time>
      </Typography.Text>
    </Tooltip>
  );
}

/** The purchase order a request waits on. */
export function PurchaseOrderTag({ number }: { number: string }) {
  const intl = useIntl();
  return (
    <Tag
      icon={<ShoppingCartOutlined aria-hidden />}
      variant="filled"
      style={{ marginInlineEnd: 0 }}
      data-testid="request-po"
    >
      <span className="px-visually-hidden">
        {intl.formatMessage({ id: 'spareParts.card.purchaseOrder' })}{' '}
      </span>
      {number}
    </Tag>
  );
}

/**
 * One request on the parts desk's board: what (part and reference), how much, for which order
 * (a link to it), who asked and how long ago, their note, the purchase order it is on, and what
 * the desk can do with it now.
 */
export function RequestCard({ request, detailsHref, highlighted }: RequestCardProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const format = useRequestFormat();
  return (
    <Card
      size="small"
      id={`request-${request.id}`}
      data-testid="request-card"
      data-request-id={request.id}
      data-status={request.status}
      data-highlighted={highlighted ? 'true' : undefined}
      style={{
        outline: highlighted ? `2px solid ${token.colorPrimary}` : undefined,
        outlineOffset: 1,
        boxShadow: highlighted ? token.boxShadowSecondary : undefined,
      }}
      styles={{ body: { padding: 10 } }}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="flex-start" gap={6}>
          <Link
            to={detailsHref}
            style={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}
            data-testid="request-open"
          >
            {request.description}
          </Link>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid="request-quantity">
            {format.quantity(request.quantity, request.unit)}
          </Typography.Text>
          <span style={{ marginBlock: -2, marginInlineEnd: -4 }}>
            <RequestActionButtons request={request} part="more" />
          </span>
        </Flex>
        <Flex wrap gap={4} align="center" style={{ fontSize: 12 }}>
          {request.part_reference && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {request.part_reference} ·
            </Typography.Text>
          )}
          <Link
            to={`/orders/${request.work_order_id}`}
            data-testid="request-order"
            aria-label={intl.formatMessage(
              { id: 'spareParts.card.orderLink' },
              { number: request.work_order_number },
            )}
            style={{ whiteSpace: 'nowrap' }}
          >
            {request.work_order_number}
          </Link>
        </Flex>
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: request.requested_by_name }}
          style={{ fontSize: 12 }}
        >
          <UserOutlined aria-hidden /> {request.requested_by_name ?? '—'}
        </Typography.Text>
        <Flex wrap gap={6} align="center" justify="space-between">
          <RequestTime iso={statusSince(request)} />
          {request.purchase_order_number && (
            <PurchaseOrderTag number={request.purchase_order_number} />
          )}
        </Flex>
        {request.note && (
          <Typography.Paragraph
            type="secondary"
            italic
            ellipsis={{ rows: 2, tooltip: request.note }}
            style={{ margin: 0, fontSize: 12 }}
            data-testid="request-note"
          >
            «{request.note}»
          </Typography.Paragraph>
        )}
        <RequestActionButtons request={request} part="main" />
      </Flex>
    </Card>
  );
}
