import { CalendarOutlined, CarOutlined } from '@ant-design/icons';
import type { AppointmentView, VehicleSummary } from '@px/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Input, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppointments } from '@/features/appointments/api';
import { clockTime, madridToday } from '@/features/appointments/model';
import { apiRequest } from '@/shared/api';
import { PlateBadge } from '@/shared/ui';
import { addDays, localInstant } from '@px/contracts';

export interface PickedVehicle {
  appointmentId: string | null;
  customerId: string;
  customerName: string;
  vehicle: Pick<VehicleSummary, 'id' | 'license_plate' | 'make' | 'model' | 'odometer_km'>;
}

interface Props {
  picked: PickedVehicle | null;
  onPick(picked: PickedVehicle): void;
}

/** Today's bookings still to receive, then the plate search: the two ways a car arrives. */
export function ReceptionVehicleStep({ picked, onPick }: Props) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const today = madridToday();
  const bookings = useAppointments({
    from: localInstant(today, 0).toISOString(),
    to: localInstant(addDays(today, 1), 0).toISOString(),
    limit: 100,
  });
  const waiting = (bookings.data?.data ?? []).filter(
    (booking) =>
      (booking.status === 'scheduled' || booking.status === 'confirmed') && !!booking.vehicle_id,
  );
  const term = query.trim();
  const search = useQuery({
    queryKey: ['vehicles', 'search', 'reception', term],
    queryFn: ({ signal }) =>
      apiRequest<VehicleSummary[]>('/api/vehicles/search', {
        query: { q: term, limit: 8 },
        signal,
      }),
    enabled: term.length >= 2,
  });

  const pickBooking = (booking: AppointmentView) =>
    onPick({
      appointmentId: booking.id,
      customerId: booking.customer_id,
      customerName: booking.customer_name,
      vehicle: {
        id: booking.vehicle_id!,
        license_plate: booking.license_plate ?? '',
        make: booking.vehicle_label ?? '',
        model: '',
        odometer_km: null,
      },
    });

  return (
    <Flex vertical gap={16}>
      {picked && (
        <Alert
          type="success"
          showIcon
          icon={<CarOutlined aria-hidden />}
          data-testid="reception-picked"
          title={
            <Flex gap={8} align="center" wrap>
              <PlateBadge plate={picked.vehicle.license_plate} />
              <span>
                {[picked.vehicle.make, picked.vehicle.model].filter(Boolean).join(' ')} ·{' '}
                {picked.customerName}
              </span>
            </Flex>
          }
        />
      )}
      <Card
        size="small"
        title={
          <Flex gap={8} align="center">
            <CalendarOutlined aria-hidden />
            <FormattedMessage id="reception.flow.todayBookings" />
          </Flex>
        }
      >
        {bookings.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : waiting.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={intl.formatMessage({ id: 'reception.flow.noBookings' })}
          />
        ) : (
          <List
            dataSource={waiting}
            renderItem={(booking) => (
              <List.Item
                actions={[
                  <Button
                    key="pick"
                    size="large"
                    type={picked?.appointmentId === booking.id ? 'primary' : 'default'}
                    onClick={() => pickBooking(booking)}
                    data-testid="reception-pick-booking"
                  >
                    <FormattedMessage id="reception.flow.receive" />
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Flex gap={8} align="center" wrap>
                      <Tag>{clockTime(booking.starts_at)}</Tag>
                      {booking.license_plate && (
                        <PlateBadge plate={booking.license_plate} size="small" />
                      )}
                      <span>{booking.customer_name}</span>
                    </Flex>
                  }
                  description={booking.service_type}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card size="small" title={<FormattedMessage id="reception.flow.searchTitle" />}>
        <Input.Search
          size="large"
          allowClear
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={intl.formatMessage({ id: 'reception.flow.searchPlaceholder' })}
          aria-label={intl.formatMessage({ id: 'reception.flow.searchTitle' })}
          data-testid="reception-plate-search"
        />
        {term.length >= 2 && (
          <List
            style={{ marginTop: 12 }}
            loading={search.isFetching}
            dataSource={search.data ?? []}
            locale={{ emptyText: intl.formatMessage({ id: 'reception.flow.noVehicles' }) }}
            renderItem={(vehicle) => (
              <List.Item
                actions={[
                  <Button
                    key="pick"
                    size="large"
                    disabled={!vehicle.customer_id}
                    type={picked?.vehicle.id === vehicle.id ? 'primary' : 'default'}
                    onClick={() =>
                      onPick({
                        appointmentId: null,
                        customerId: vehicle.customer_id!,
                        customerName: vehicle.customer_name ?? '',
                        vehicle,
                      })
                    }
                    data-testid="reception-pick-vehicle"
                  >
                    <FormattedMessage id="reception.flow.receive" />
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Flex gap={8} align="center" wrap>
                      <PlateBadge plate={vehicle.license_plate} size="small" />
                      <span>{[vehicle.make, vehicle.model].filter(Boolean).join(' ')}</span>
                    </Flex>
                  }
                  description={
                    vehicle.customer_name ?? (
                      <Typography.Text type="secondary">
                        <FormattedMessage id="reception.flow.noOwner" />
                      </Typography.Text>
                    )
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Card>
    </Flex>
  );
}
