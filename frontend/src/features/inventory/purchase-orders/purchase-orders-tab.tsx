import {
  BulbOutlined,
  ClearOutlined,
  FileTextOutlined,
  PlusOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import {
  PERMISSIONS,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderListItem,
  type PurchaseOrderStatus,
  type PurchaseOrderView,
  type PurchaseProposalReport,
} from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Result,
  Select,
  Table,
  Tag,
  Typography,
  theme,
} from 'antd';
import { type MouseEvent, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useDebouncedText, useListState } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { useProposeOrders, usePurchaseOrder, usePurchaseOrders } from './api';
import { OrderDrawer } from './components/order-drawer';
import { OrderFormModal } from './components/order-form-modal';
import { ProposalsModal } from './components/proposals-modal';
import { PurchaseOrderStatusTag } from './components/purchase-order-status-tag';
import { SupplierSelect } from './components/supplier-select';
import { useOrderFormat } from './components/use-order-format';
import {
  CLEAR_FILTERS,
  ORDER_PAGE_SIZES,
  PO_PARAMS,
  SEARCH_MAX_LENGTH,
  filterChange,
  hasFilters,
  isOverdue,
  madridToday,
  orderListQueryOf,
  orderListStateOf,
  pageChange,
  statusMessageId,
} from './model';
import { usePurchaseOrderLiveUpdates } from './use-purchase-order-live-updates';

/** The form's state: closed, creating, or editing one order (by id: it follows reloads). */
type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: string };

/**
 * The "Pedidos" tab of /inventory: purchase orders to suppliers, filtered by status, supplier and
 * number (its filters, page and open order in the address, under `po_…`); "Nuevo pedido",
 * "Proponer pedidos" (drafts from the parts below their minimum) and one order's drawer with what
 * its status allows: edit, send, receive (partly or whole), cancel, its PDF. Live: another desk's
 * changes show without reloading.
 */
export interface PurchaseOrdersTabProps {
  /**
   * Whether the address still shows this tab (given by /inventory's tabs): a late write of the
   * debounced search box must not land after the user moved to another tab. Optional.
   */
  isCurrent?: () => boolean;
}

export function PurchaseOrdersTab({ isCurrent }: PurchaseOrdersTabProps) {
  return <PurchaseOrdersPanel isCurrent={isCurrent ?? (() => true)} />;
}

function PurchaseOrdersPanel({ isCurrent }: { isCurrent: () => boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const { modal, message } = useFeedback();
  const format = useOrderFormat();
  const { hasPermission } = usePermissions();
  const canCreate = hasPermission(PERMISSIONS.inventory.purchase_orders.create);
  const canUpdate = hasPermission(PERMISSIONS.inventory.purchase_orders.update);
  const { state, update } = useListState(orderListStateOf, { resetPage: false });
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [report, setReport] = useState<PurchaseProposalReport | null>(null);
  usePurchaseOrderLiveUpdates();

  const [searchText, setSearchText, flushSearch] = useDebouncedText(
    state.q,
    (value) => isCurrent() && update(filterChange({ q: value })),
    SEARCH_DEBOUNCE_MS,
  );

  const list = usePurchaseOrders(orderListQueryOf(state));
  const edited = usePurchaseOrder(editing.mode === 'edit' ? editing.id : null);
  const propose = useProposeOrders();
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const filtered = hasFilters(state);
  const today = madridToday();

  const openOrder = useCallback(
    (id: string | null) => update({ [PO_PARAMS.order]: id ?? undefined }),
    [update],
  );

  const clearFilters = () => {
    setSearchText('');
    update(CLEAR_FILTERS);
  };

  const proposeOrders = () =>
    void modal.confirm({
      title: t('purchaseOrders.proposals.title'),
      content: t('purchaseOrders.proposals.content'),
      okText: t('purchaseOrders.proposals.submit'),
      cancelText: t('purchaseOrders.back'),
      okButtonProps: { 'data-testid': 'po-proposals-confirm' } as never,
      onOk: async () => {
        try {
          setReport(await propose.mutateAsync());
        } catch (error) {
          void message.error(extractErrorMessage(error));
        }
      },
    });

  const createButton = canCreate && (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => setEditing({ mode: 'create' })}
      data-testid="po-new"
    >
      {t('purchaseOrders.action.new')}
    </Button>
  );

  const emptyState = filtered ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('purchaseOrders.list.emptyFiltered')}
      data-testid="po-no-matches"
    >
      <Button icon={<ClearOutlined aria-hidden />} onClick={clearFilters}>
        {t('purchaseOrders.list.clearFilters')}
      </Button>
    </Empty>
  ) : (
    <Empty
      image={<FileTextOutlined style={{ fontSize: 48, color: token.colorTextQuaternary }} />}
      description={
        <Flex vertical gap={4} align="center">
          <Typography.Text>{t('purchaseOrders.list.empty')}</Typography.Text>
          <Typography.Text type="secondary">{t('purchaseOrders.list.emptyHint')}</Typography.Text>
        </Flex>
      }
      data-testid="po-empty"
    >
      {createButton}
    </Empty>
  );

  const none = <Typography.Text type="secondary">—</Typography.Text>;

  return (
    <Card data-testid="purchase-orders-panel">
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={12} align="center" style={{ flex: '1 1 480px' }}>
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            value={searchText}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) =>
              event.type === 'click' || event.target.value === ''
                ? flushSearch(event.target.value)
                : setSearchText(event.target.value)
            }
            onPressEnter={() => flushSearch(searchText)}
            placeholder={t('purchaseOrders.list.searchPlaceholder')}
            aria-label={t('purchaseOrders.list.search')}
            style={{ flex: '1 1 200px', maxWidth: 280 }}
            data-testid="po-search"
          />
          <Select<PurchaseOrderStatus[]>
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            value={state.statuses}
            onChange={(statuses) => update(filterChange({ status: statuses }))}
            placeholder={t('purchaseOrders.list.status')}
            aria-label={t('purchaseOrders.list.status')}
            options={PURCHASE_ORDER_STATUSES.map((status) => ({
              value: status,
              label: t(statusMessageId(status)),
            }))}
            style={{ flex: '1 1 180px', maxWidth: 260, minWidth: 160 }}
            data-testid="po-status-filter"
          />
          <SupplierSelect
            value={state.supplierId}
            onChange={(supplier) => update(filterChange({ supplier }))}
            allowClear
            placeholder={t('purchaseOrders.list.supplier')}
            aria-label={t('purchaseOrders.list.supplier')}
            style={{ flex: '1 1 180px', maxWidth: 240, minWidth: 160 }}
            data-testid="po-supplier-filter"
          />
          {filtered && (
            <Button
              type="link"
              icon={<ClearOutlined aria-hidden />}
              onClick={clearFilters}
              data-testid="po-clear-filters"
            >
              {t('purchaseOrders.list.clearFilters')}
            </Button>
          )}
        </Flex>
        {canCreate && (
          <Flex wrap gap={8}>
            <Button
              icon={<BulbOutlined aria-hidden />}
              onClick={proposeOrders}
              loading={propose.isPending}
              data-testid="po-propose"
            >
              {t('purchaseOrders.action.propose')}
            </Button>
            {createButton}
          </Flex>
        )}
      </Flex>
      {list.isError && !list.data ? (
        <Result
          status="warning"
          title={t('purchaseOrders.list.error')}
          subTitle={extractErrorMessage(list.error)}
          data-testid="po-list-error"
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              {t('purchaseOrders.retry')}
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={12}>
          {list.isError && (
            <Alert
              type="warning"
              showIcon
              title={t('purchaseOrders.list.refetchError')}
              action={
                <Button size="small" onClick={() => void list.refetch()}>
                  {t('purchaseOrders.retry')}
                </Button>
              }
            />
          )}
          <Table<PurchaseOrderListItem>
            rowKey="id"
            size="middle"
            loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
            dataSource={rows}
            scroll={{ x: 1000 }}
            locale={{ emptyText: list.isPending ? ' ' : emptyState }}
            data-testid="po-table"
            onRow={(order) =>
              ({
                onClick: (event: MouseEvent<HTMLElement>) => {
                  // The number is a button of its own; a click elsewhere on the row opens it too.
                  if ((event.target as HTMLElement).closest('button, a')) return;
                  openOrder(order.id);
                },
                style: { cursor: 'pointer' },
                'data-testid': 'po-row',
              }) as never
            }
            pagination={{
              current: state.page,
              pageSize: state.limit,
              total,
              showSizeChanger: true,
              pageSizeOptions: ORDER_PAGE_SIZES.map(String),
              hideOnSinglePage: total <= ORDER_PAGE_SIZES[0],
              showTotal: (count) => t('purchaseOrders.list.total', { total: count }),
              onChange: (page, limit) => update(pageChange(state, page, limit)),
            }}
            columns={[
              {
                title: t('purchaseOrders.field.number'),
                key: 'number',
                fixed: 'left',
                width: 140,
                render: (_, order) => (
                  <Button
                    type="link"
                    onClick={() => openOrder(order.id)}
                    style={{ paddingInline: 0, fontWeight: 600 }}
                    aria-label={t('purchaseOrders.list.open', { number: order.number })}
                    data-testid="po-open"
                  >
                    {order.number}
                  </Button>
                ),
              },
              {
                title: t('purchaseOrders.field.supplier'),
                key: 'supplier',
                width: 200,
                ellipsis: true,
                render: (_, order) => order.supplier_name,
              },
              {
                title: t('purchaseOrders.field.status'),
                key: 'status',
                width: 140,
                render: (_, order) => <PurchaseOrderStatusTag status={order.status} />,
              },
              {
                title: t('purchaseOrders.field.lines'),
                key: 'lines',
                align: 'right',
                width: 70,
                render: (_, order) => format.amount(order.line_count),
              },
              {
                title: t('purchaseOrders.field.total'),
                key: 'total',
                align: 'right',
                width: 110,
                render: (_, order) => (
                  <span style={{ whiteSpace: 'nowrap' }}>{format.money(order.total_cents)}</span>
                ),
              },
              {
                title: t('purchaseOrders.field.expectedOn'),
                key: 'expected_on',
                width: 120,
                render: (_, order) =>
                  order.expected_on ? (
                    <Flex gap={4} wrap align="center">
                      <span>{format.day(order.expected_on)}</span>
                      {isOverdue(order, today) && (
                        <Tag color="red" variant="filled" style={{ marginInlineEnd: 0 }}>
                          {t('purchaseOrders.overdue')}
                        </Tag>
                      )}
                    </Flex>
                  ) : (
                    none
                  ),
              },
              {
                title: t('purchaseOrders.field.sentAt'),
                key: 'sent_at',
                width: 110,
                render: (_, order) => (order.sent_at ? format.date(order.sent_at) : none),
              },
              {
                title: t('purchaseOrders.field.receivedAt'),
                key: 'received_at',
                width: 110,
                render: (_, order) => (order.received_at ? format.date(order.received_at) : none),
              },
            ]}
          />
        </Flex>
      )}
      <OrderDrawer
        orderId={state.orderId}
        onClose={() => openOrder(null)}
        canUpdate={canUpdate}
        onEdit={(order) => setEditing({ mode: 'edit', id: order.id })}
      />
      {(canCreate || canUpdate) && (
        <OrderFormModal
          open={editing.mode === 'create' || (editing.mode === 'edit' && !!edited.data)}
          order={editing.mode === 'edit' ? (edited.data ?? null) : null}
          onClose={() => setEditing({ mode: 'closed' })}
          onSaved={(order: PurchaseOrderView, created: boolean) => {
            setEditing({ mode: 'closed' });
            if (created) openOrder(order.id);
          }}
          onReload={async () => (await edited.refetch()).data}
        />
      )}
      <ProposalsModal
        report={report}
        onClose={() => setReport(null)}
        onOpenOrder={(id) => {
          setReport(null);
          openOrder(id);
        }}
      />
    </Card>
  );
}
