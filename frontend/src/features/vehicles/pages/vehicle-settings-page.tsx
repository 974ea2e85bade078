import { PERMISSIONS } from '@px/contracts';
import { Col, Flex, Row } from 'antd';
import { useIntl } from 'react-intl';
import { usePermissions } from '@/features/access/permissions-context';
import { PageHeader, PlateBadge } from '@/shared/ui';
import { useReminders, useVehicleHistory } from '../api';
import { useVehiclePage } from '../components/use-vehicle-page';
import { OwnershipCard } from '../components/vehicle-settings/ownership-card';
import { RemindersCard } from '../components/vehicle-settings/reminders-card';
import { vehicleName } from '../model';
import '../vehicles.css';

/** The ownership facts are read from the history's first page of this size (owners change rarely). */
const OWNERSHIP_HISTORY_LIMIT = 100;

/** /vehicles/{id}/settings: service reminders and the change of owner. */
export default function VehicleSettingsPage() {
  const { id, vehicle, fallback, refetch } = useVehiclePage();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const { hasPermission } = usePermissions();
  const reminders = useReminders(id);
  const history = useVehicleHistory(id, OWNERSHIP_HISTORY_LIMIT);
  if (!vehicle) return fallback;
  const canUpdate = hasPermission(PERMISSIONS.vehicles.vehicles.update);

  return (
    <>
      <PageHeader
        title={
          <Flex wrap gap={12} align="center">
            {t('vehicles.settings.title')}
            <PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} />
          </Flex>
        }
        documentTitle={`${t('vehicles.settings.title')} · ${vehicle.license_plate}`}
        subtitle={vehicleName(vehicle)}
        breadcrumb={[
          { label: t('vehicles.title'), to: '/vehicles' },
          { label: vehicle.license_plate, to: `/vehicles/${id}` },
          { label: t('vehicles.settings.title') },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <RemindersCard id={id} reminders={reminders} canUpdate={canUpdate} />
        </Col>
        <Col xs={24} lg={10}>
          <OwnershipCard
            id={id}
            vehicle={vehicle}
            history={history}
            canUpdate={canUpdate}
            refetch={refetch}
          />
        </Col>
      </Row>
    </>
  );
}
