import { Card, Col, Row, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { HistoryTimeline, PageHeader, PlateBadge } from '@/shared/ui';
import { useOdometerReadings, useVehicleHistory } from '../api';
import { OdometerChart } from '../components/odometer-chart';
import { useVehiclePage } from '../components/use-vehicle-page';
import { vehicleName } from '../model';

/** Extra line of an entry: the reason of a correction or owner change, who recorded it. */
function detailLine(details: Record<string, unknown>): string | null {
  const parts = [details.reason, details.recorded_by_name].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return parts.length ? parts.join(' · ') : null;
}

/** /vehicles/{id}/history: everything that happened to the car, and its odometer over time. */
export default function VehicleHistoryPage() {
  const { id, vehicle, fallback } = useVehiclePage();
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const history = useVehicleHistory(id);
  const readings = useOdometerReadings(id);
  if (!vehicle) return fallback;
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      <PageHeader
        title={
          <>
            {t('vehicles.history.title')}{' '}
            <PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} />
          </>
        }
        documentTitle={`${t('vehicles.history.title')} · ${vehicle.license_plate}`}
        subtitle={vehicleName(vehicle)}
        breadcrumb={[
          { label: t('vehicles.title'), to: '/vehicles' },
          { label: vehicle.license_plate, to: `/vehicles/${id}` },
          { label: t('vehicles.history.title') },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card title={t('vehicles.chart.title')}>
            {readings.isError ? (
              <Typography.Text type="danger">{t('vehicles.history.error')}</Typography.Text>
            ) : (
              <OdometerChart readings={readings.data ?? []} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card title={t('vehicles.history.timeline')}>
            {history.isError ? (
              <Typography.Text type="danger">{t('vehicles.history.error')}</Typography.Text>
            ) : (
              <HistoryTimeline
                loading={history.isPending}
                items={entries.map((entry) => {
                  const line = detailLine(entry.details);
                  return {
                    id: `${entry.id}:${entry.kind}`,
                    occurred_at: entry.occurred_at,
                    kind: entry.kind,
                    title: entry.title,
                    extra: line ? (
                      <Typography.Text type="secondary">{line}</Typography.Text>
                    ) : undefined,
                  };
                })}
                hasMore={history.hasNextPage}
                loadingMore={history.isFetchingNextPage}
                onLoadMore={() => void history.fetchNextPage()}
                emptyText={t('vehicles.history.empty')}
              />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
