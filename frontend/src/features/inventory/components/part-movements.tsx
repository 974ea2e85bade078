import type { PartUnit, StockMovementView } from '@px/contracts';
import { Alert, Button, Empty, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { extractErrorMessage } from '@/shared/error-message';
import { usePartMovements } from '../api';
import { MOVEMENTS_PAGE_SIZE, movementDocumentLine } from '../model';
import { useInventoryFormat } from './use-inventory-format';

/**
 * A part's stock ledger, newest first, a page at a time: when (Madrid), what kind of movement,
 * the quantity with its sign written out (+ in, − out; the colour only repeats it), the unit
 * cost, the balance right after it, who, and why (the reason, the purchase order or the order).
 */
export function PartMovements({ partId, unit }: { partId: string; unit: PartUnit }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useInventoryFormat();
  const [page, setPage] = useState(1);
  const movements = usePartMovements(partId, page);
  const rows = movements.data?.data ?? [];
  const total = movements.data?.pagination.total ?? 0;

  if (movements.isError && !movements.data) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('inventory.movements.error')}
        description={extractErrorMessage(movements.error)}
        data-testid="movements-error"
        action={
          <Button size="small" onClick={() => void movements.refetch()}>
            <FormattedMessage id="inventory.retry" />
          </Button>
        }
      />
    );
  }

  return (
    <Table<StockMovementView>
      rowKey="id"
      size="small"
      loading={movements.isPending || (movements.isFetching && movements.isPlaceholderData)}
      dataSource={rows}
      // No horizontal scroll: in the drawer (712 px on a tablet) the reason column wraps
      // instead, so no scrolling region without anything to focus in it.
      tableLayout="auto"
      data-testid="movements-table"
      locale={{
        emptyText: movements.isPending ? (
          ' '
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('inventory.movements.empty')}
            data-testid="movements-empty"
          />
        ),
      }}
      pagination={{
        current: page,
        pageSize: MOVEMENTS_PAGE_SIZE,
        total,
        size: 'small',
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
      columns={[
        {
          title: t('inventory.movements.column.date'),
          key: 'occurred_at',
          width: 130,
          render: (_, movement) => format.dateTime(movement.occurred_at),
        },
        {
          title: t('inventory.movements.column.kind'),
          key: 'kind',
          width: 150,
          render: (_, movement) => format.movement(movement.kind),
        },
        {
          title: t('inventory.movements.column.quantity'),
          key: 'quantity',
          align: 'right',
          width: 90,
          render: (_, movement) => (
            <Typography.Text
              strong
              type={
                movement.quantity > 0 ? 'success' : movement.quantity < 0 ? 'danger' : undefined
              }
              style={{ whiteSpace: 'nowrap' }}
              data-testid="movement-quantity"
            >
              {format.signed(movement.quantity)}
            </Typography.Text>
          ),
        },
        {
          title: t('inventory.movements.column.unitCost'),
          key: 'unit_cost',
          align: 'right',
          width: 100,
          render: (_, movement) => (
            <span style={{ whiteSpace: 'nowrap' }}>{format.money(movement.unit_cost_cents)}</span>
          ),
        },
        {
          title: t('inventory.movements.column.balance'),
          key: 'balance_after',
          align: 'right',
          width: 90,
          render: (_, movement) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {format.quantity(movement.balance_after, unit)}
            </span>
          ),
        },
        {
          title: t('inventory.movements.column.actor'),
          key: 'actor',
          width: 130,
          render: (_, movement) =>
            movement.actor_name ?? (
              <Typography.Text type="secondary">{t('inventory.movements.system')}</Typography.Text>
            ),
        },
        {
          title: t('inventory.movements.column.reason'),
          key: 'reason',
          render: (_, movement) => {
            const document = movementDocumentLine(movement);
            return (
              <Flex vertical gap={2}>
                {movement.reason && <span data-testid="movement-reason">{movement.reason}</span>}
                {document?.kind === 'purchase_order' && (
                  <Typography.Text type="secondary">
                    {intl.formatMessage(
                      { id: 'inventory.movements.purchaseOrder' },
                      { number: document.number },
                    )}
                  </Typography.Text>
                )}
                {document?.kind === 'work_order' && (
                  <Link to={`/orders/${document.id}`}>
                    <FormattedMessage id="inventory.movements.workOrder" />
                  </Link>
                )}
                {!movement.reason && !document && (
                  <Typography.Text type="secondary">—</Typography.Text>
                )}
              </Flex>
            );
          },
        },
      ]}
    />
  );
}
