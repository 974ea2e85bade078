import { AppstoreOutlined, PlusOutlined, ReloadOutlined, TableOutlined } from '@ant-design/icons';
import { PERMISSIONS, type WorkOrderSummary } from '@px/contracts';
import { Alert, Button, Card, Empty, Flex, Segmented, Table } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { usePermissions } from '@/features/access/permissions-context';
import { useDebouncedText, useListState } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { withMessages } from '@/i18n/catalog';
import { PageHeader, PageLoader } from '@/shared/ui';
import { DEFAULT_ERRORS, EMPTY_PAGE, errorText, useAssignees, useWorkOrderList } from '../api';
import { useWorkOrderColumns } from '../components/orders-list/use-work-order-columns';
import { WorkOrderFilters } from '../components/orders-list/work-order-filters';
import { WORK_ORDER_PAGE_SIZES, type WorkOrderListState, listQueryOf, listStateOf } from '../model';

/**
 * /orders (and its alias /ordenes): the orders as a table or a board, every filter in the address
 * (status and priority several at once, assignee, customer, dates, search), SPEC §9's relative
 * times, 20 per page, refreshed live by work_order.changed pushes. `?new=1` (with customer_id and
 * vehicle_id) opens the create dialog: customer and vehicle screens link here.
 */
// The board (with its drag and drop and status dialog) and the new-order dialog (with its
// pickers) load when first shown: the table view is what /orders opens with (issue 22's budget).
const WorkOrderBoard = lazy(
  withMessages(() =>
    import('../components/work-order-board').then(({ WorkOrderBoard: Board }) => ({
      default: Board,
    })),
  ),
);
const CreateWorkOrderModal = lazy(
  withMessages(() =>
    import('../components/create-work-order-modal').then(({ CreateWorkOrderModal: Modal }) => ({
      default: Modal,
    })),
  ),
);

export default function WorkOrdersListPage({ mine = false }: { mine?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { hasPermission } = usePermissions();
  // Every filter, the view, page and page size live in the address; a new filter goes to page 1.
  const { state: addressState, params, update } = useListState(listStateOf);
  const employeeId = useAppSelector((store) => store.auth.user?.employee_id ?? null);
  // /assigned-orders: the same list, always the caller's own orders.
  const state = mine ? { ...addressState, assignedTo: employeeId ?? undefined } : addressState;
  const canCreate = hasPermission(PERMISSIONS.work_orders.orders.create);
  const seesAll = hasPermission(PERMISSIONS.work_orders.orders.read_all) && !mine;
  const assignees = useAssignees(seesAll);
  const creating = params.get('new') === '1' && canCreate;
  // Once opened, the dialog stays mounted so that it can play its closing.
  const [createShown, setCreateShown] = useState(false);
  if (creating && !mine && !createShown) setCreateShown(true);

  const [searchText, setSearchText, flushSearch] = useDebouncedText(
    state.search,
    (value) => update({ search: value }),
    SEARCH_DEBOUNCE_MS,
  );

  const query = listQueryOf(state);
  const list = useWorkOrderList(query, !mine || !!employeeId);
  // SPEC §7: a failed list is an empty first page (with the reason and a retry above it).
  const page = list.isError ? EMPTY_PAGE : (list.data ?? EMPTY_PAGE);
  const filtered = Boolean(
    state.statuses.length ||
    state.priorities.length ||
    state.assignedTo ||
    state.customerId ||
    state.dateFrom ||
    state.dateTo ||
    state.search,
  );

  const clearFilters = () =>
    update({
      status: undefined,
      priority: undefined,
      assigned_to: undefined,
      customer_id: undefined,
      date_from: undefined,
      date_to: undefined,
      search: undefined,
    });

  const closeCreate = () =>
    update({ new: undefined, customer_id: undefined, vehicle_id: undefined, page: undefined });

  const columns = useWorkOrderColumns();

  return (
    <>
      <PageHeader
        title={t(mine ? 'workOrders.mine.title' : 'workOrders.title')}
        subtitle={t(seesAll ? 'workOrders.list.subtitle' : 'workOrders.list.subtitleMine')}
        extra={
          <>
            <Segmented<WorkOrderListState['view']>
              value={state.view}
              onChange={(view) => update({ view: view === 'board' ? 'board' : undefined })}
              options={[
                { value: 'table', icon: <TableOutlined />, label: t('workOrders.view.table') },
                { value: 'board', icon: <AppstoreOutlined />, label: t('workOrders.view.board') },
              ]}
              data-testid="orders-view"
            />
            {canCreate && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() =>
                  update({ new: '1', page: state.page > 1 ? String(state.page) : undefined })
                }
                data-testid="new-order"
              >
                {t('workOrders.action.new')}
              </Button>
            )}
          </>
        }
      />
      <Card styles={{ body: { padding: 16 } }}>
        <Flex vertical gap={12}>
          {mine && !employeeId && (
            <Alert
              type="info"
              showIcon
              message={t('workOrders.mine.noEmployee')}
              data-testid="no-employee"
            />
          )}
          <WorkOrderFilters
            state={state}
            update={update}
            searchText={searchText}
            setSearchText={setSearchText}
            flushSearch={flushSearch}
            seesAll={seesAll}
            assignees={assignees}
            filtered={filtered}
            clearFilters={clearFilters}
          />
          {list.isError && state.view === 'table' && (
            <Alert
              type="error"
              showIcon
              message={errorText(list.error, DEFAULT_ERRORS.list)}
              action={
                <Button size="small" icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
                  {t('workOrders.common.retry')}
                </Button>
              }
              data-testid="orders-error"
            />
          )}
          {state.view === 'board' ? (
            <Suspense fallback={<PageLoader label={t('common.loading')} />}>
              <WorkOrderBoard filters={query} />
            </Suspense>
          ) : (
            <Table<WorkOrderSummary>
              rowKey="id"
              columns={columns}
              dataSource={page.data}
              loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
              onRow={(order) => ({
                onClick: () => navigate(`/orders/${order.id}`),
                style: { cursor: 'pointer' },
              })}
              pagination={{
                current: page.pagination.page,
                pageSize: page.pagination.limit,
                total: page.pagination.total,
                showSizeChanger: true,
                pageSizeOptions: WORK_ORDER_PAGE_SIZES.map(String),
                showTotal: (total) =>
                  t('workOrders.list.total', {
                    total,
                    capped: String(page.pagination.capped === true),
                  }),
                onChange: (next, size) =>
                  update({
                    page: next > 1 ? String(next) : undefined,
                    limit: size !== 20 ? String(size) : undefined,
                  }),
              }}
              locale={{
                emptyText: (
                  <Empty
                    description={t(
                      filtered ? 'workOrders.list.emptyFiltered' : 'workOrders.list.empty',
                    )}
                  >
                    {filtered ? (
                      <Button onClick={clearFilters}>{t('workOrders.list.clear')}</Button>
                    ) : (
                      canCreate && (
                        <Button
                          type="primary"
                          icon={<PlusOutlined />}
                          onClick={() => update({ new: '1' })}
                        >
                          {t('workOrders.action.new')}
                        </Button>
                      )
                    )}
                  </Empty>
                ),
              }}
              scroll={{ x: 860 }}
              data-testid="orders-table"
            />
          )}
        </Flex>
      </Card>
      {createShown && (
        <Suspense fallback={null}>
          <CreateWorkOrderModal
            open={creating && !mine}
            defaults={{
              customerId: params.get('customer_id') ?? undefined,
              vehicleId: params.get('vehicle_id') ?? undefined,
            }}
            onClose={closeCreate}
          />
        </Suspense>
      )}
    </>
  );
}
