import { CalendarOutlined, CarOutlined, PlusOutlined } from '@ant-design/icons';
import type { VehicleSummary } from '@px/contracts';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Tooltip, Typography, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { type ScreenFormat, useScreenFormat } from '@/shared/hooks';
import { PlateBadge } from '@/shared/ui';
import { useCustomerVehicles } from '../../api';
import { itvState } from '../../model';

function ItvLabel({ date, format }: { date: string | null; format: ScreenFormat }) {
  const intl = useIntl();
  if (!date) return null;
  const { state } = itvState(date);
  const color = state === 'overdue' ? 'red' : state === 'soon' ? 'gold' : undefined;
  return (
    <Tooltip
      title={
        state === 'overdue'
          ? intl.formatMessage({ id: 'customers.detail.itvOverdue' })
          : state === 'soon'
            ? intl.formatMessage({ id: 'customers.detail.itvSoon' })
            : undefined
      }
    >
      <Tag color={color} icon={<CalendarOutlined />} data-testid="vehicle-itv" data-state={state}>
        {intl.formatMessage({ id: 'customers.detail.nextItv' }, { date: format.day(date) })}
      </Tag>
    </Tooltip>
  );
}

function VehicleRow({ vehicle, first }: { vehicle: VehicleSummary; first: boolean }) {
  const format = useScreenFormat();
  const { token } = theme.useToken();
  return (
    <li style={{ borderTop: first ? undefined : `1px solid ${token.colorSplit}` }}>
      <Link
        to={`/vehicles/${vehicle.id}`}
        className="px-row-link"
        data-testid="customer-vehicle"
        style={{ padding: '10px 4px' }}
      >
        <Flex gap={12} align="center" wrap>
          <PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} size="small" />
          <Flex vertical gap={0} style={{ flex: '1 1 160px', minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {[vehicle.make, vehicle.model].filter(Boolean).join(' ')}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {[vehicle.year, vehicle.odometer_km !== null ? format.km(vehicle.odometer_km) : null]
                .filter((part) => part !== null && part !== '')
                .join(' · ') || '—'}
            </Typography.Text>
          </Flex>
          <ItvLabel date={vehicle.next_itv_date} format={format} />
        </Flex>
      </Link>
    </li>
  );
}

/** The customer's vehicles, each opening its page, with their next ITV. */
export function VehiclesCard({
  customerId,
  canCreate,
}: {
  customerId: string;
  canCreate: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const vehicles = useCustomerVehicles(customerId);
  const rows = vehicles.data?.data ?? [];
  const total = vehicles.data?.pagination.total;
  const add = () => navigate(`/vehicles/new?customer_id=${customerId}`);
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <CarOutlined />
          {total === undefined
            ? t('customers.detail.vehicles')
            : t('customers.detail.vehiclesCount', { count: total })}
        </Flex>
      }
      extra={
        canCreate && (
          <Button size="small" icon={<PlusOutlined />} onClick={add} data-testid="add-vehicle">
            <FormattedMessage id="customers.action.addVehicle" />
          </Button>
        )
      }
    >
      {vehicles.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : vehicles.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('customers.detail.vehiclesError')}
          action={
            <Button size="small" onClick={() => void vehicles.refetch()}>
              <FormattedMessage id="customers.action.retry" />
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('customers.detail.noVehicles')}
          style={{ margin: 0 }}
          data-testid="customer-no-vehicles"
        >
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={add}>
              <FormattedMessage id="customers.action.addVehicle" />
            </Button>
          )}
        </Empty>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((vehicle, index) => (
            <VehicleRow key={vehicle.id} vehicle={vehicle} first={index === 0} />
          ))}
        </ul>
      )}
    </Card>
  );
}
