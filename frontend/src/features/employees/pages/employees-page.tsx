import { ClearOutlined, IdcardOutlined, PlusOutlined } from '@ant-design/icons';
import { PERMISSIONS, type EmployeeSummary } from '@px/contracts';
import { Button, Card, Empty, Result, Table, theme } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { useDebouncedText, useListState } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { PageHeader } from '@/shared/ui';
import { useEmployeeList } from '../api';
import { useEmployeeColumns } from '../components/employee-columns';
import { EmployeeFilters } from '../components/employee-filters';
import { EmployeeFormDrawer } from '../components/employee-form-drawer';
import { useConfirmEmployeeActive } from '../components/use-confirm-employee-active';
import { EMPLOYEE_PAGE_SIZES, listParamsOf, listQueryOf } from '../model';

/** The drawer: closed, creating, or editing one employee. */
type DrawerState = { open: false } | { open: true; employeeId: string | null };

/**
 * /employee-management: the staff, searchable and filterable (every filter lives in the address),
 * with a drawer to create and edit and a confirmed deactivate/reactivate. No employee is ever
 * deleted: their clock records keep pointing at them.
 */
export default function EmployeesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const { hasPermission } = usePermissions();
  const { state, update } = useListState(listParamsOf);
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });
  const [lastEmployeeId, setLastEmployeeId] = useState<string | null>(null);
  const confirmActive = useConfirmEmployeeActive();

  const [searchText, setSearchText, flushSearch] = useDebouncedText(
    state.search,
    (value) => update({ search: value }),
    SEARCH_DEBOUNCE_MS,
  );

  const list = useEmployeeList(listQueryOf(state));
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const filtered = Boolean(state.search || state.status || state.position);
  const canCreate = hasPermission(PERMISSIONS.employees.employees.create);
  const canUpdate = hasPermission(PERMISSIONS.employees.employees.update);

  const clearFilters = () => update({ search: undefined, status: undefined, position: undefined });
  const openDrawer = (employeeId: string | null) => {
    setLastEmployeeId(employeeId);
    setDrawer({ open: true, employeeId });
  };

  const columns = useEmployeeColumns({
    canUpdate,
    onEdit: (employee: EmployeeSummary) => openDrawer(employee.id),
    onToggleActive: confirmActive,
  });

  const createButton = canCreate && (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => openDrawer(null)}
      data-testid="new-employee"
    >
      <FormattedMessage id="employees.action.new" />
    </Button>
  );

  const emptyState = filtered ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('employees.list.noMatches')}
      data-testid="employees-no-matches"
    >
      <Button icon={<ClearOutlined />} onClick={clearFilters}>
        <FormattedMessage id="employees.list.clearFilters" />
      </Button>
    </Empty>
  ) : (
    <Empty
      image={<IdcardOutlined style={{ fontSize: 48, color: token.colorTextQuaternary }} />}
      description={t('employees.list.empty')}
      data-testid="employees-empty"
    >
      {createButton}
    </Empty>
  );

  return (
    <>
      <PageHeader
        title={t('employees.title')}
        subtitle={t('employees.subtitle')}
        extra={createButton}
      />
      <Card>
        <EmployeeFilters
          state={state}
          update={update}
          searchText={searchText}
          setSearchText={setSearchText}
          flushSearch={flushSearch}
          filtered={filtered}
          clearFilters={clearFilters}
        />
        {list.isError && !list.data ? (
          <Result
            status="warning"
            title={t('employees.list.error')}
            subTitle={extractErrorMessage(list.error)}
            data-testid="employees-error"
            extra={
              <Button type="primary" onClick={() => void list.refetch()}>
                <FormattedMessage id="employees.action.retry" />
              </Button>
            }
          />
        ) : (
          <Table<EmployeeSummary>
            rowKey="id"
            size="middle"
            loading={list.isFetching && { tip: t('employees.list.loading') }}
            dataSource={rows}
            columns={columns}
            scroll={{ x: 'max-content' }}
            data-testid="employees-table"
            locale={{ emptyText: list.isPending ? ' ' : emptyState }}
            pagination={{
              current: state.page,
              pageSize: state.limit,
              total,
              showSizeChanger: true,
              pageSizeOptions: EMPLOYEE_PAGE_SIZES,
              hideOnSinglePage: total <= EMPLOYEE_PAGE_SIZES[0]!,
              showTotal: (count) => t('employees.list.total', { total: count }),
              onChange: (nextPage, nextSize) =>
                update({
                  page: nextSize !== state.limit || nextPage === 1 ? undefined : String(nextPage),
                  limit: nextSize === EMPLOYEE_PAGE_SIZES[0] ? undefined : String(nextSize),
                }),
            }}
          />
        )}
      </Card>
      {(canCreate || canUpdate) && (
        <EmployeeFormDrawer
          open={drawer.open}
          employeeId={drawer.open ? drawer.employeeId : lastEmployeeId}
          onClose={() => setDrawer({ open: false })}
        />
      )}
    </>
  );
}
