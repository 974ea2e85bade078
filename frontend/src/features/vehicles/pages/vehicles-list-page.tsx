import { PlusOutlined } from '@ant-design/icons';
import type { Fuel, VehicleSummary } from '@px/contracts';
import { Button, Card, Empty, Flex, Input, Result, Select, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { PageHeader, PlateBadge } from '@/shared/ui';
import { useVehicleList } from '../api';
import { ItvTag } from '../components/itv-tag';
import { FUELS, vehicleName } from '../model';

const SORTS = ['plate', 'make', '-created_at', 'next_itv_date'] as const;
const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/** /vehicles: every vehicle, searchable by plate, VIN, make and model; filters in the address. */
export default function VehiclesListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { hasPermission } = usePermissions();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const make = params.get('make') ?? undefined;
  const fuel = (FUELS as readonly string[]).includes(params.get('fuel') ?? '')
    ? (params.get('fuel') as Fuel)
    : undefined;
  const sort = SORTS.find((value) => value === params.get('sort')) ?? 'plate';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(search);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = window.setTimeout(() => update({ search: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const list = useVehicleList({ search, make, fuel, sort, page, limit: PAGE_SIZE });
  const filtered = Boolean(search || make || fuel);

  return (
    <>
      <PageHeader
        title={t('vehicles.title')}
        subtitle={t('vehicles.subtitle')}
        extra={
          hasPermission('vehicles.vehicles.create') && (
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
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => update({ search: value.trim() })}
            placeholder={t('vehicles.list.searchPlaceholder')}
            style={{ flex: '1 1 280px', maxWidth: 420 }}
            data-testid="vehicles-search"
          />
          <Input
            allowClear
            value={make ?? ''}
            onChange={(event) => update({ make: event.target.value || undefined })}
            placeholder={t('vehicles.field.make')}
            style={{ width: 160 }}
          />
          <Select
            allowClear
            value={fuel}
            onChange={(value?: Fuel) => update({ fuel: value })}
            placeholder={t('vehicles.field.fuel')}
            style={{ width: 190 }}
            options={FUELS.map((value) => ({ value, label: t(`vehicles.fuel.${value}`) }))}
          />
          <Select
            value={sort}
            onChange={(value: string) => update({ sort: value })}
            style={{ width: 200 }}
            options={SORTS.map((value) => ({ value, label: t(`vehicles.sort.${value}`) }))}
          />
        </Flex>
        {list.isError ? (
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
            dataSource={list.data?.data ?? []}
            scroll={{ x: 900 }}
            onRow={(record) => ({
              onClick: () => navigate(`/vehicles/${record.id}`),
              style: { cursor: 'pointer' },
            })}
            locale={{
              emptyText: (
                <Empty
                  description={t(filtered ? 'vehicles.list.noMatches' : 'vehicles.list.empty')}
                />
              ),
            }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list.data?.pagination.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => t('vehicles.list.total', { total }),
              onChange: (next) => update({ page: String(next) }),
            }}
            columns={[
              {
                title: t('vehicles.field.license_plate'),
                key: 'plate',
                width: 150,
                render: (_, record) => (
                  <PlateBadge
                    plate={record.license_plate}
                    country={record.plate_country}
                    size="small"
                  />
                ),
              },
              {
                title: t('vehicles.field.vehicle'),
                key: 'name',
                render: (_, record) => vehicleName(record),
              },
              {
                title: t('vehicles.field.fuel'),
                dataIndex: 'fuel',
                width: 150,
                render: (value: Fuel | null) =>
                  value ? <Tag>{t(`vehicles.fuel.${value}`)}</Tag> : null,
              },
              {
                title: t('vehicles.field.owner'),
                key: 'owner',
                render: (_, record) =>
                  record.customer_id && record.customer_name ? (
                    <Link
                      to={`/customers/${record.customer_id}`}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {record.customer_name}
                    </Link>
                  ) : (
                    <Typography.Text type="secondary">{t('vehicles.noOwner')}</Typography.Text>
                  ),
              },
              {
                title: t('vehicles.field.odometer_km'),
                dataIndex: 'odometer_km',
                width: 120,
                align: 'right',
                render: (km: number | null) =>
                  km === null
                    ? '—'
                    : `${km.toLocaleString(intl.locale === 'en' ? 'en-GB' : 'es-ES')} km`,
              },
              {
                title: t('vehicles.field.next_itv_date'),
                dataIndex: 'next_itv_date',
                width: 140,
                render: (date: string | null) => <ItvTag date={date} />,
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
