import type { Fuel, VehicleSummary } from '@px/contracts';
import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useScreenFormat } from '@/shared/hooks';
import { PlateBadge } from '@/shared/ui';
import { ItvTag } from '../itv-tag';

/**
 * The vehicles table's columns: plate, vehicle, fuel, owner, odometer and next ITV; `sort` (the
 * list's sort key) marks the sorted column.
 */
export function useVehicleColumns(sort: string): TableColumnsType<VehicleSummary> {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useScreenFormat();

  const sortOrder = (column: string): SortOrder => (sort === column ? 'ascend' : null);

  return [
    {
      title: t('vehicles.field.license_plate'),
      key: 'plate',
      width: 150,
      sorter: true,
      sortDirections: ['ascend'],
      sortOrder: sortOrder('plate'),
      render: (_, record) => (
        <PlateBadge plate={record.license_plate} country={record.plate_country} size="small" />
      ),
    },
    {
      title: t('vehicles.field.vehicle'),
      key: 'make',
      sorter: true,
      sortDirections: ['ascend'],
      sortOrder: sortOrder('make'),
      render: (_, record) => (
        <Flex vertical gap={0}>
          <Link
            to={`/vehicles/${record.id}`}
            onClick={(event) => event.stopPropagation()}
            data-testid="vehicle-row-link"
          >
            {[record.make, record.model].filter(Boolean).join(' ')}
          </Link>
          {record.year !== null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {record.year}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('vehicles.field.fuel'),
      dataIndex: 'fuel',
      width: 140,
      render: (value: Fuel | null) =>
        value ? <Tag>{t(`vehicles.fuel.${value}`)}</Tag> : <Typography.Text>—</Typography.Text>,
    },
    {
      title: t('vehicles.field.owner'),
      key: 'owner',
      ellipsis: true,
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
      width: 130,
      align: 'right',
      render: (km: number | null) => (km === null ? '—' : format.km(km)),
    },
    {
      title: t('vehicles.field.next_itv_date'),
      key: 'next_itv_date',
      width: 140,
      sorter: true,
      sortDirections: ['ascend'],
      sortOrder: sortOrder('next_itv_date'),
      render: (_, record) => <ItvTag date={record.next_itv_date} />,
    },
  ];
}
