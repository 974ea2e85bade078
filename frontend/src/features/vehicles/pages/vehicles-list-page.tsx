import { CarOutlined, ClearOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { PERMISSIONS, type Fuel, type VehicleSummary } from '@px/contracts';
import { Button, Card, Empty, Flex, Input, Result, Select, Table } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { ClearFiltersLink, ListSortSelect, PageHeader } from '@/shared/ui';
import { useVehicleList } from '../api';
import { useVehicleColumns } from '../components/vehicles-list/use-vehicle-columns';
import { useDebouncedText, useListState } from '@/shared/hooks';
import { FUELS } from '../model';

/** The orders GET /api/vehicles understands; `plate` is the default. */
export const VEHICLE_SORTS = ['plate', 'make', '-created_at', 'next_itv_date'] as const;
type VehicleSort = (typeof VEHICLE_SORTS)[number];
const PAGE_SIZES = [20, 50, 100];
const DEFAULT_SORT: VehicleSort = 'plate';

/** The list's state as the address holds it (?search=&make=&fuel=&sort=&page=&limit=). */
export function listParamsOf(params: URLSearchParams) {
  const rawFuel = params.get('fuel') ?? '';
  const limit = Number(params.get('limit'));
  return {
    search: params.get('search')?.trim() ?? '',
    make: params.get('make')?.trim() ?? '',
    fuel: (FUELS as readonly string[]).includes(rawFuel) ? (rawFuel as Fuel) : undefined,
    sort: VEHICLE_SORTS.find((value) => value === params.get('sort')) ?? DEFAULT_SORT,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    limit: PAGE_SIZES.includes(limit) ? limit : PAGE_SIZES[0]!,
  };
}

/** /vehicles: every vehicle, searchable by plate, VIN, make and model; filters in the address. */
export default function VehiclesListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { hasPermission } = usePermissions();
  // Every filter, the sort, page and page size live in the address; a new filter goes to page 1.
  const { state, update } = useListState(listParamsOf);
  const { search, make, fuel, sort, page, limit } = state;

  const [searchText, setSearchText, flushSearch] = useDebouncedText(
    search,
    (value) => update({ search: value }),
    SEARCH_DEBOUNCE_MS,
  );
  const [makeText, setMakeText, flushMake] = useDebouncedText(
    make,
    (value) => update({ make: value }),
    SEARCH_DEBOUNCE_MS,
  );

  const list = useVehicleList({
    search: search || undefined,
    make: make || undefined,
    fuel,
    sort,
    page,
    limit,
  });
  const filtered = Boolean(search || make || fuel);
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const capped = String(list.data?.pagination.capped === true);
  const canCreate = hasPermission(PERMISSIONS.vehicles.vehicles.create);

  const columns = useVehicleColumns(sort);

  const emptyState = filtered ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('vehicles.list.noMatches')}
      data-testid="vehicles-no-matches"
    >
      <Button icon={<ClearOutlined />} onClick={() => clearFilters()}>
        <FormattedMessage id="vehicles.list.clearFilters" />
      </Button>
    </Empty>
  ) : (
    <Empty
      image={<CarOutlined style={{ fontSize: 48, opacity: 0.45 }} />}
      description={t('vehicles.list.empty')}
      data-testid="vehicles-empty"
    >
      {canCreate && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/vehicles/new')}>
          <FormattedMessage id="vehicles.action.new" />
        </Button>
      )}
    </Empty>
  );

  function clearFilters() {
    update({ search: undefined, make: undefined, fuel: undefined });
  }

  return (
    <>
      <PageHeader
        title={t('vehicles.title')}
        subtitle={t('vehicles.subtitle')}
        extra={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate('/vehicles/new')}
              data-testid="new-vehicle"
            >
              <FormattedMessage id="vehicles.action.new" />
            </Button>
          )
        }
      />
      <Card>
        <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            value={searchText}
            onChange={(event) =>
              event.type === 'click' || event.target.value === ''
                ? flushSearch(event.target.value)
                : setSearchText(event.target.value)
            }
            onPressEnter={() => flushSearch(searchText)}
            placeholder={t('vehicles.list.searchPlaceholder')}
            aria-label={t('vehicles.list.searchPlaceholder')}
            style={{ flex: '1 1 260px', maxWidth: 400 }}
            data-testid="vehicles-search"
          />
          <Input
            allowClear
            value={makeText}
            onChange={(event) =>
              event.type === 'click' || event.target.value === ''
                ? flushMake(event.target.value)
                : setMakeText(event.target.value)
            }
            onPressEnter={() => flushMake(makeText)}
            placeholder={t('vehicles.list.makeFilter')}
            aria-label={t('vehicles.list.makeFilter')}
            style={{ width: 170 }}
            data-testid="vehicles-make-filter"
          />
          <Select
            allowClear
            value={fuel}
            onChange={(value?: Fuel) => update({ fuel: value })}
            placeholder={t('vehicles.list.fuelFilter')}
            aria-label={t('vehicles.list.fuelFilter')}
            style={{ width: 190 }}
            options={FUELS.map((value) => ({ value, label: t(`vehicles.fuel.${value}`) }))}
            data-testid="vehicles-fuel-filter"
          />
          <ListSortSelect<VehicleSort>
            label={t('vehicles.list.sortBy')}
            value={sort}
            sorts={VEHICLE_SORTS}
            labelOf={(value) => t(`vehicles.sort.${value}`)}
            onChange={(value) => update({ sort: value })}
            defaultSort={DEFAULT_SORT}
            width={240}
            testId="vehicles-sort"
          />
          {filtered && (
            <ClearFiltersLink onClick={clearFilters} testId="vehicles-clear-filters">
              <FormattedMessage id="vehicles.list.clearFilters" />
            </ClearFiltersLink>
          )}
        </Flex>
        {list.isError && !list.data ? (
          <Result
            status="warning"
            title={t('vehicles.list.error', { message: extractErrorMessage(list.error) })}
            extra={
              <Button onClick={() => void list.refetch()}>{t('vehicles.action.retry')}</Button>
            }
          />
        ) : (
          <Table<VehicleSummary>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={rows}
            columns={columns}
            scroll={{ x: 880 }}
            data-testid="vehicles-table"
            onRow={(record) => ({
              onClick: () => navigate(`/vehicles/${record.id}`),
              style: { cursor: 'pointer' },
            })}
            onChange={(_pagination, _filters, sorter, extra) => {
              if (extra.action !== 'sort') return;
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              const key = one?.order ? String(one.columnKey) : DEFAULT_SORT;
              update({ sort: key === DEFAULT_SORT ? undefined : key });
            }}
            locale={{ emptyText: list.isPending ? ' ' : emptyState }}
            pagination={{
              current: page,
              pageSize: limit,
              total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES,
              hideOnSinglePage: total <= PAGE_SIZES[0]!,
              showTotal: (count) => t('vehicles.list.total', { total: count, capped }),
              onChange: (nextPage, nextSize) =>
                update({
                  page: nextSize !== limit || nextPage === 1 ? undefined : String(nextPage),
                  limit: nextSize === PAGE_SIZES[0] ? undefined : String(nextSize),
                }),
            }}
          />
        )}
      </Card>
    </>
  );
}
