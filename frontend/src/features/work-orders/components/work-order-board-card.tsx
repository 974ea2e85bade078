import type { WorkOrderStatus, WorkOrderSummary } from '@px/contracts';
import { SwapOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatWorkOrderRelativeTime } from '@/shared/format';
import { MenuButton, PlateBadge } from '@/shared/ui';
import { BOARD_COLUMNS, canMove } from '../model';
import { PriorityIcon } from './status-tag';

const DRAG_TYPE = 'application/x-px-work-order';

interface BoardCardProps {
  order: WorkOrderSummary;
  /** The user may move orders: the card drags, and its "Mover a…" menu lists the allowed columns. */
  movable: boolean;
  onDragStart: (order: WorkOrderSummary) => void;
  onDragEnd: () => void;
  onMove: (order: WorkOrderSummary, to: WorkOrderStatus) => void;
}

/**
 * One order on the board. It moves by dragging it onto another column, or, without a mouse, by its
 * "Mover a…" menu (WCAG 2.1.1 and 2.5.7): the button opens with Enter or Space, the arrows pick a
 * column, Enter moves. Both offer only the moves DOMAIN's state machine allows.
 */
export function BoardCard({ order, movable, onDragStart, onDragEnd, onMove }: BoardCardProps) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'es';
  const targets = BOARD_COLUMNS.filter((to) => to !== order.status && canMove(order.status, to));
  return (
    <Card
      size="small"
      draggable={movable}
      onDragStart={(event) => {
        // Firefox starts a drag only with some data; the order itself travels in state.
        event.dataTransfer.setData(DRAG_TYPE, order.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(order);
      }}
      onDragEnd={onDragEnd}
      style={{ cursor: movable ? 'grab' : 'default' }}
      data-testid="board-card"
      data-order-id={order.id}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={4}>
          <Link to={`/orders/${order.id}`} style={{ fontWeight: 600 }}>
            {order.number}
          </Link>
          <Flex align="center" gap={4}>
            <PriorityIcon priority={order.priority} />
            {movable && targets.length > 0 && (
              <MenuButton
                menu={{
                  items: targets.map((to) => ({
                    key: to,
                    label: intl.formatMessage({ id: `workOrders.status.${to}` }),
                  })),
                  onClick: ({ key }) => onMove(order, key as WorkOrderStatus),
                }}
              >
                <Button
                  type="text"
                  size="small"
                  icon={<SwapOutlined />}
                  aria-label={intl.formatMessage(
                    { id: 'workOrders.board.moveTo' },
                    { number: order.number },
                  )}
                  data-testid="board-card-move"
                />
              </MenuButton>
            )}
          </Flex>
        </Flex>
        <Typography.Text ellipsis>{order.title}</Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
          {order.customer_name ?? '—'}
        </Typography.Text>
        <Flex justify="space-between" align="center" gap={6}>
          {order.license_plate ? <PlateBadge plate={order.license_plate} size="small" /> : <span />}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatWorkOrderRelativeTime(order.created_at, { locale })}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
