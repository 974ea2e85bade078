import {
  ClearOutlined,
  DownloadOutlined,
  PlusOutlined,
  TeamOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { PERMISSIONS, type CustomerSummary } from '@px/contracts';
import { Button, Card, Empty, Flex, Grid, Result, Table, Tooltip, theme } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { PageHeader } from '@/shared/ui';
import { exportCustomers, listQueryOf, useCustomerList } from '../api';
import { useCustomerColumns } from '../components/customer-columns';
import { CustomerFilters } from '../components/customers-list/customer-filters';
import { ImportCustomersModal } from '../components/import-customers-modal';
import { useDebouncedText, useListState } from '@/shared/hooks';
import {
  CUSTOMER_PAGE_SIZES,
  type CustomerSort,
  DEFAULT_CUSTOMER_SORT,
  exportQueryOf,
  listParamsOf,
} from '../model';

/** /customers: the searchable, filterable list; every filter lives in the address. */
export default function CustomersListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const { hasPermission } = usePermissions();
  // Every filter, the sort, page and page size live in the address; a new filter goes to page 1.
  const { state, update } = useListState(listParamsOf);
  const { search, type, tag, sort, page, limit } = state;
  const screens = Grid.useBreakpoint();
  // From 1200 px every field has its own column; on a 1024 px tablet (beside the sidebar) the
  // town goes under the name and the e-mail under the phones, so the table fits without scrolling.
  const wide = screens.xl ?? true;
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const [searchText, setSearchText, flushSearch] = useDebouncedText(
    search,
    (value) => update({ search: value }),
    SEARCH_DEBOUNCE_MS,
  );
  const [tagText, setTagText, flushTag] = useDebouncedText(
    tag,
    (value) => update({ tag: value }),
    SEARCH_DEBOUNCE_MS,
  );

  const list = useCustomerList(listQueryOf(state));
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const capped = String(list.data?.pagination.capped === true);
  const filtered = Boolean(search || type || tag);
  const canCreate = hasPermission(PERMISSIONS.customers.customers.create);
  const canImport = hasPermission(PERMISSIONS.customers.customers.import);
  const canExport = hasPermission(PERMISSIONS.customers.customers.export);

  const clearFilters = () => update({ search: undefined, type: undefined, tag: undefined });

  const runExport = () => {
    setExporting(true);
    exportCustomers(exportQueryOf(state))
      .catch((error: unknown) =>
        notification.error({
          title: t('customers.export.failed'),
          description: isApiError(error) ? error.message : t('customers.export.network'),
        }),
      )
      .finally(() => setExporting(false));
  };

  const columns = useCustomerColumns({ sort, tag, wide, onTagClick: flushTag });

  const emptyState = filtered ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('customers.list.noMatches')}
      data-testid="customers-no-matches"
    >
      <Button icon={<ClearOutlined />} onClick={clearFilters}>
        <FormattedMessage id="customers.list.clearFilters" />
      </Button>
    </Empty>
  ) : (
    <Empty
      image={<TeamOutlined style={{ fontSize: 48, color: token.colorTextQuaternary }} />}
      description={t('customers.list.empty')}
      data-testid="customers-empty"
    >
      <Flex gap={8} justify="center" wrap>
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/customers/new')}>
            <FormattedMessage id="customers.action.new" />
          </Button>
        )}
        {canImport && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            <FormattedMessage id="customers.action.import" />
          </Button>
        )}
      </Flex>
    </Empty>
  );

  return (
    <>
      <PageHeader
        title={t('customers.title')}
        subtitle={t('customers.subtitle')}
        extra={
          <>
            {canExport && (
              <Tooltip title={filtered ? t('customers.export.filteredHint') : undefined}>
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting}
                  onClick={runExport}
                  data-testid="export-customers"
                >
                  <FormattedMessage id="customers.action.export" />
                </Button>
              </Tooltip>
            )}
            {canImport && (
              <Button
                icon={<UploadOutlined />}
                onClick={() => setImporting(true)}
                data-testid="import-customers"
              >
                <FormattedMessage id="customers.action.import" />
              </Button>
            )}
            {canCreate && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate('/customers/new')}
                data-testid="new-customer"
              >
                <FormattedMessage id="customers.action.new" />
              </Button>
            )}
          </>
        }
      />
      {canImport && <ImportCustomersModal open={importing} onClose={() => setImporting(false)} />}
      <Card>
        <CustomerFilters
          state={state}
          update={update}
          searchText={searchText}
          setSearchText={setSearchText}
          flushSearch={flushSearch}
          tagText={tagText}
          setTagText={setTagText}
          flushTag={flushTag}
          filtered={filtered}
          clearFilters={clearFilters}
        />
        {list.isError && !list.data ? (
          <Result
            status="warning"
            title={t('customers.list.error')}
            subTitle={extractErrorMessage(list.error)}
            data-testid="customers-error"
            extra={
              <Button type="primary" onClick={() => void list.refetch()}>
                <FormattedMessage id="customers.action.retry" />
              </Button>
            }
          />
        ) : (
          <Table<CustomerSummary>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={rows}
            columns={columns}
            scroll={{ x: wide ? 1040 : 720 }}
            data-testid="customers-table"
            onRow={(record) => ({
              onClick: () => navigate(`/customers/${record.id}`),
              style: { cursor: 'pointer' },
            })}
            onChange={(_pagination, _filters, sorter, extra) => {
              if (extra.action !== 'sort') return;
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              const column = String(one?.columnKey ?? '');
              const next: CustomerSort = !one?.order
                ? DEFAULT_CUSTOMER_SORT
                : ((one.order === 'descend' ? `-${column}` : column) as CustomerSort);
              update({ sort: next === DEFAULT_CUSTOMER_SORT ? undefined : next });
            }}
            locale={{ emptyText: list.isPending ? ' ' : emptyState }}
            pagination={{
              current: page,
              pageSize: limit,
              total,
              showSizeChanger: true,
              pageSizeOptions: CUSTOMER_PAGE_SIZES,
              hideOnSinglePage: total <= CUSTOMER_PAGE_SIZES[0]!,
              showTotal: (count) => t('customers.list.total', { total: count, capped }),
              onChange: (nextPage, nextSize) =>
                update({
                  page: nextSize !== limit || nextPage === 1 ? undefined : String(nextPage),
                  limit: nextSize === CUSTOMER_PAGE_SIZES[0] ? undefined : String(nextSize),
                }),
            }}
          />
        )}
      </Card>
    </>
  );
}
