import { PERMISSIONS, type WorkOrderStatus, type WorkOrderSummary } from '@px/contracts';
import { Badge, Empty, Flex, Skeleton, theme } from 'antd';
import { type DragEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { useFeedback } from '@/shared/feedback';
import { DEFAULT_ERRORS, errorText, useChangeStatus, useWorkOrderList } from '../api';
import { BOARD_COLUMNS, type WorkOrderListQuery, canMove, moveNeedsInput } from '../model';
import { StatusChangeModal, type StatusChangeTarget } from './status-change-modal';
import { StatusTag } from './status-tag';
import { BoardCard } from './work-order-board-card';

/** Cards per column: the newest of each status; the table has the rest. */
const COLUMN_SIZE = 50;

/**
 * The board: a column per status, the list's filters applied. Dragging a card onto another column,
 * or choosing one in the card's "Mover a…" menu, changes its status; only the moves DOMAIN's state machine allows accept the drop, and moves that
 * need a reason or the km ask for them first.
 */
export function WorkOrderBoard({ filters }: { filters: Omit<WorkOrderListQuery, 'status'> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const { message, notification } = useFeedback();
  const { hasPermission } = usePermissions();
  const canWork =
    hasPermission(PERMISSIONS.work_orders.orders.update) ||
    hasPermission(PERMISSIONS.work_orders.orders.work);
  const change = useChangeStatus();
  const [dragged, setDragged] = useState<WorkOrderSummary | null>(null);
  const [over, setOver] = useState<WorkOrderStatus | null>(null);
  const [pending, setPending] = useState<{ order: StatusChangeTarget; to: WorkOrderStatus } | null>(
    null,
  );

  const drop = async (order: WorkOrderSummary, to: WorkOrderStatus) => {
    if (!canMove(order.status, to)) return;
    if (moveNeedsInput(order.status, to)) {
      setPending({ order, to });
      return;
    }
    try {
      await change.mutateAsync({ id: order.id, status: to, version: order.version });
      void message.success(t('workOrders.toast.updated'));
    } catch (error) {
      notification.error({
        title: t('workOrders.toast.updateFailed', {
          message: errorText(error, DEFAULT_ERRORS.update),
        }),
      });
    }
  };

  return (
    <>
      <div
        style={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(250px, 1fr)',
          gap: 12,
          overflowX: 'auto',
          paddingBottom: 8,
        }}
        data-testid="work-order-board"
      >
        {BOARD_COLUMNS.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            filters={filters}
            draggable={canWork}
            accepts={!!dragged && dragged.status !== status && canMove(dragged.status, status)}
            highlighted={over === status}
            borderColor={token.colorPrimary}
            onDragStart={setDragged}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDragOver={() => setOver(status)}
            onDrop={() => {
              const order = dragged;
              setDragged(null);
              setOver(null);
              if (order) void drop(order, status);
            }}
            onMove={(order, to) => void drop(order, to)}
          />
        ))}
      </div>
      <StatusChangeModal
        order={pending?.order ?? null}
        to={pending?.to ?? null}
        onClose={() => setPending(null)}
      />
    </>
  );
}

interface ColumnProps {
  status: WorkOrderStatus;
  filters: Omit<WorkOrderListQuery, 'status'>;
  draggable: boolean;
  accepts: boolean;
  highlighted: boolean;
  borderColor: string;
  onDragStart: (order: WorkOrderSummary) => void;
  onDragEnd: () => void;
  onDragOver: () => void;
  onDrop: () => void;
  onMove: (order: WorkOrderSummary, to: WorkOrderStatus) => void;
}

function BoardColumn({
  status,
  filters,
  draggable,
  accepts,
  highlighted,
  borderColor,
  onDragStart,
  onDragEnd,
  onDragOver,
  onDrop,
  onMove,
}: ColumnProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const list = useWorkOrderList({
    ...filters,
    status: [status],
    page: 1,
    limit: COLUMN_SIZE,
  });
  const orders = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;

  const allowDrop = (event: DragEvent) => {
    if (!accepts) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    onDragOver();
  };

  return (
    <section
      aria-label={intl.formatMessage({ id: `workOrders.status.${status}` })}
      data-testid={`board-column-${status}`}
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        if (accepts) onDrop();
      }}
      style={{
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadiusLG,
        padding: 10,
        minHeight: 320,
        outline: highlighted
          ? `2px dashed ${borderColor}`
          : accepts
            ? `1px dashed ${token.colorBorder}`
            : 'none',
        transition: 'outline-color 0.15s',
      }}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 10 }}>
        <StatusTag status={status} />
        <Badge count={total} showZero overflowCount={9999} color={token.colorTextTertiary} />
      </Flex>
      {list.isPending ? (
        <Skeleton active />
      ) : orders.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage({ id: 'workOrders.board.empty' })}
        />
      ) : (
        <Flex vertical gap={8}>
          {orders.map((order) => (
            <BoardCard
              key={order.id}
              order={order}
              movable={draggable}
              onDragStart={onDragStart}
              onDragEnd={onDragEnd}
              onMove={onMove}
            />
          ))}
          {total > orders.length && (
            <Link to={`/orders?status=${status}`} style={{ textAlign: 'center' }}>
              {intl.formatMessage(
                { id: 'workOrders.board.more' },
                { count: total - orders.length },
              )}
            </Link>
          )}
        </Flex>
      )}
    </section>
  );
}
