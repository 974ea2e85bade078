import { PERMISSIONS } from '@px/contracts';
import { Alert, Card, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { HistoryTimeline, PageHeader, PlateBadge } from '@/shared/ui';
import { useDeleteVehicle, useReminders, useVehicleHistory } from '../api';
import { historyItemOf } from '../components/history-extra';
import { OdometerReadingModal } from '../components/odometer-reading-modal';
import { ReminderList } from '../components/reminder-list';
import { useVehiclePage } from '../components/use-vehicle-page';
import { ItvCard } from '../components/vehicle-detail/itv-card';
import { OdometerCard } from '../components/vehicle-detail/odometer-card';
import { OwnerCard } from '../components/vehicle-detail/owner-card';
import { VehicleDataCard } from '../components/vehicle-detail/vehicle-data-card';
import { VehicleHeaderActions } from '../components/vehicle-detail/vehicle-header-actions';
import { useScreenFormat } from '@/shared/hooks';
import { vehicleName } from '../model';
import '../vehicles.css';

const RECENT_HISTORY = 5;

/** /vehicles/{id}: the car at a glance for the reception desk. */
export default function VehicleDetailPage() {
  const { id, vehicle, fallback } = useVehiclePage();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const format = useScreenFormat();
  const navigate = useNavigate();
  const { modal, notification } = useFeedback();
  const { hasPermission } = usePermissions();
  const reminders = useReminders(id);
  const history = useVehicleHistory(id, RECENT_HISTORY);
  const remove = useDeleteVehicle();
  const [reading, setReading] = useState(false);
  if (!vehicle) return fallback;
  const canUpdate = hasPermission(PERMISSIONS.vehicles.vehicles.update);
  const canDelete = hasPermission(PERMISSIONS.vehicles.vehicles.delete);
  const pending = (reminders.data ?? []).filter((reminder) => reminder.state !== 'done');
  const recent = history.data?.pages[0]?.data ?? [];

  const confirmDelete = () =>
    modal.confirm({
      title: t('vehicles.delete.title', { plate: vehicle.license_plate }),
      content: t('vehicles.delete.content'),
      okText: t('vehicles.action.delete'),
      cancelText: t('vehicles.action.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(vehicle.id)
          .then(() => {
            notification.success({ title: t('vehicles.toast.deleted') });
            navigate('/vehicles', { replace: true });
          })
          .catch((error: unknown) => notification.error({ title: extractErrorMessage(error) })),
    });

  const subtitle = [vehicle.vehicle_version, vehicle.year].filter(Boolean).join(' · ');

  return (
    <>
      <PageHeader
        title={
          <Flex wrap gap={16} align="center">
            <span className="px-vehicle-plate-lg">
              <PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} />
            </span>
            <span data-testid="vehicle-name">
              {[vehicle.make, vehicle.model].filter(Boolean).join(' ')}
            </span>
          </Flex>
        }
        documentTitle={`${vehicle.license_plate} · ${vehicleName(vehicle)}`}
        subtitle={subtitle || undefined}
        breadcrumb={[
          { label: t('vehicles.title'), to: '/vehicles' },
          { label: vehicle.license_plate },
        ]}
        extra={
          <VehicleHeaderActions
            id={id}
            vehicle={vehicle}
            canUpdate={canUpdate}
            canDelete={canDelete}
            onDelete={confirmDelete}
          />
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <VehicleDataCard vehicle={vehicle} />
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <OwnerCard id={id} vehicle={vehicle} canUpdate={canUpdate} />
            <OdometerCard
              vehicle={vehicle}
              canUpdate={canUpdate}
              onRecordReading={() => setReading(true)}
            />
            <ItvCard vehicle={vehicle} />
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Card
            title={t('vehicles.detail.reminders')}
            className="px-vehicle-card-fill"
            extra={<Link to={`/vehicles/${id}/settings`}>{t('vehicles.detail.manage')}</Link>}
          >
            {reminders.isError ? (
              <Alert type="warning" showIcon title={extractErrorMessage(reminders.error)} />
            ) : (
              <ReminderList
                compact
                reminders={pending}
                loading={reminders.isPending}
                emptyText={t('vehicles.reminder.none')}
                data-testid="pending-reminders"
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            title={t('vehicles.detail.recentHistory')}
            className="px-vehicle-card-fill"
            extra={<Link to={`/vehicles/${id}/history`}>{t('vehicles.detail.fullHistory')}</Link>}
          >
            {history.isError ? (
              <Alert type="warning" showIcon title={t('vehicles.history.error')} />
            ) : (
              <HistoryTimeline
                loading={history.isPending}
                items={recent.map((entry) => historyItemOf(entry, format))}
                emptyText={t('vehicles.history.empty')}
              />
            )}
          </Card>
        </Col>
      </Row>
      <OdometerReadingModal
        vehicleId={id}
        open={reading}
        lastKm={vehicle.odometer_km}
        onClose={() => setReading(false)}
        onSaved={() => {
          setReading(false);
          notification.success({ title: t('vehicles.toast.readingSaved') });
        }}
      />
    </>
  );
}
