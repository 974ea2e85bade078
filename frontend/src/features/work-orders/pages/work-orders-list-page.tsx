import {
  AppstoreOutlined,
  ClearOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  TableOutlined,
} from '@ant-design/icons';
import {
  PERMISSIONS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  type WorkOrderSummary,
} from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Input,
  Segmented,
  Select,
  Table,
  type TableColumnsType,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { usePermissions } from '@/features/access/permissions-context';
import { formatEurFromCents, formatWorkOrderRelativeTime } from '@/shared/format';
import { useDebouncedText, useListState } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { PageHeader, PlateBadge } from '@/shared/ui';
import { DEFAULT_ERRORS, EMPTY_PAGE, errorText, useAssignees, useWorkOrderList } from '../api';
import { CreateWorkOrderModal } from '../components/create-work-order-modal';
import { WorkOrderBoard } from '../components/work-order-board';
import { PriorityIcon, StatusTag } from '../components/status-tag';
import {
  WORK_ORDER_PAGE_SIZES,
  type WorkOrderListState,
  formatHours,
  listQueryOf,
  listStateOf,
} from '../model';

/**
 * /orders (and its alias /ordenes): the orders as a table or a board, every filter in the address
 * (status and priority several at once, assignee, customer, dates, search), SPEC §9's relative
 * times, 20 per page, refreshed live by work_order.changed pushes. `?new=1` (with customer_id and
 * vehicle_id) opens the create dialog: customer and vehicle screens link here.
 */
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
  const locale = intl.locale === 'en' ? 'en' : 'es';

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

  const columns: TableColumnsType<WorkOrderSummary> = [
    {
      title: t('workOrders.field.number'),
      dataIndex: 'number',
      width: 140,
      render: (number: string, order) => (
        <Flex gap={8} align="center">
          <PriorityIcon priority={order.priority} />
          <Link
            to={`/orders/${order.id}`}
            onClick={(event) => event.stopPropagation()}
            style={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {number}
          </Link>
        </Flex>
      ),
    },
    {
      title: t('workOrders.field.title'),
      dataIndex: 'title',
      ellipsis: true,
      // The rest of the width, never less than this: the title is what people read first.
      minWidth: 220,
      render: (title: string, order) => (
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Text ellipsis>{title}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {order.customer_name ?? '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('workOrders.field.vehicle'),
      key: 'vehicle',
      width: 170,
      responsive: ['md'],
      render: (_, order) =>
        order.license_plate ? (
          <Flex vertical gap={2}>
            <PlateBadge plate={order.license_plate} size="small" />
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
              {[order.make, order.model].filter(Boolean).join(' ')}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('workOrders.field.status'),
      dataIndex: 'status',
      width: 120,
      render: (status: WorkOrderSummary['status']) => <StatusTag status={status} />,
    },
    {
      title: t('workOrders.field.assignee'),
      dataIndex: 'assigned_employee_name',
      width: 150,
      responsive: ['xl'],
      ellipsis: true,
      render: (name: string | null) =>
        name ?? (
          <Typography.Text type="secondary">{t('workOrders.create.unassigned')}</Typography.Text>
        ),
    },
    {
      title: t('workOrders.field.hours'),
      dataIndex: 'total_planned_hours',
      width: 80,
      align: 'right',
      responsive: ['xxl'],
      render: (hours: number) => formatHours(hours, intl.locale),
    },
    {
      title: t('workOrders.field.total'),
      dataIndex: 'total_cents',
      width: 110,
      align: 'right',
      responsive: ['lg'],
      render: (cents: number) => formatEurFromCents(cents),
    },
    {
      title: t('workOrders.field.createdAt'),
      dataIndex: 'created_at',
      width: 130,
      render: (createdAt: string) => (
        <Tooltip title={new Date(createdAt).toLocaleString(intl.locale)}>
          <Typography.Text type="secondary">
            {formatWorkOrderRelativeTime(createdAt, { locale })}
          </Typography.Text>
        </Tooltip>
      ),
    },
  ];

  const filters = (
    <Flex wrap gap={8} align="center">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('workOrders.list.searchPlaceholder')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onPressEnter={() => flushSearch(searchText)}
        style={{ width: 260 }}
        aria-label={t('workOrders.list.searchPlaceholder')}
        data-testid="orders-search"
      />
      {state.view === 'table' && (
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={t('workOrders.field.status')}
          value={state.statuses}
          onChange={(value: string[]) => update({ status: value })}
          options={WORK_ORDER_STATUSES.map((status) => ({
            value: status,
            label: t(`workOrders.status.${status}`),
          }))}
          style={{ minWidth: 180 }}
          aria-label={t('workOrders.field.status')}
          data-testid="filter-status"
        />
      )}
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('workOrders.field.priority')}
        value={state.priorities}
        onChange={(value: string[]) => update({ priority: value })}
        options={WORK_ORDER_PRIORITIES.map((priority) => ({
          value: priority,
          label: <PriorityIcon priority={priority} withLabel />,
        }))}
        style={{ minWidth: 170 }}
        aria-label={t('workOrders.field.priority')}
      />
      {seesAll && (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('workOrders.field.assignee')}
          value={state.assignedTo}
          onChange={(value?: string) => update({ assigned_to: value })}
          options={(assignees.data ?? []).map((employee) => ({
            value: employee.id,
            label: employee.full_name,
          }))}
          style={{ width: 180 }}
          aria-label={t('workOrders.field.assignee')}
        />
      )}
      <DatePicker.RangePicker
        format="DD/MM/YYYY"
        value={[
          state.dateFrom ? dayjs(state.dateFrom) : null,
          state.dateTo ? dayjs(state.dateTo) : null,
        ]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          update({
            date_from: range?.[0]?.format('YYYY-MM-DD'),
            date_to: range?.[1]?.format('YYYY-MM-DD'),
          })
        }
        placeholder={[t('workOrders.list.dateFrom'), t('workOrders.list.dateTo')]}
        aria-label={t('workOrders.list.dates')}
      />
      {state.customerId && (
        <Button onClick={() => update({ customer_id: undefined })}>
          {t('workOrders.list.customerFilter')} ✕
        </Button>
      )}
      {filtered && (
        <Button icon={<ClearOutlined />} onClick={clearFilters}>
          {t('workOrders.list.clear')}
        </Button>
      )}
    </Flex>
  );

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
          {filters}
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
            <WorkOrderBoard filters={query} />
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
                showTotal: (total) => t('workOrders.list.total', { total }),
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
      <CreateWorkOrderModal
        open={creating && !mine}
        defaults={{
          customerId: params.get('customer_id') ?? undefined,
          vehicleId: params.get('vehicle_id') ?? undefined,
        }}
        onClose={closeCreate}
      />
    </>
  );
}
