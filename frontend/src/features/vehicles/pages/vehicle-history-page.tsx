import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { HistoryTimeline, PageHeader, PlateBadge } from '@/shared/ui';
import { useOdometerReadings, useVehicleHistory } from '../api';
import { historyItemOf } from '../components/history-extra';
import { OdometerChart } from '../components/odometer-chart';
import { useVehiclePage } from '../components/use-vehicle-page';
import { useScreenFormat } from '@/shared/hooks';
import { vehicleName } from '../model';
import '../vehicles.css';

/** A card's designed "could not load" state with a retry. */
function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Result
      status="warning"
      title={message}
      style={{ padding: 24 }}
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {intl.formatMessage({ id: 'vehicles.action.retry' })}
        </Button>
      }
    />
  );
}

/** /vehicles/{id}/history: everything that happened to the car, and its odometer over time. */
export default function VehicleHistoryPage() {
  const { id, vehicle, fallback } = useVehiclePage();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const format = useScreenFormat();
  const history = useVehicleHistory(id);
  const readings = useOdometerReadings(id);
  if (!vehicle) return fallback;
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const total = history.data?.pages[0]?.pagination.total ?? 0;
  return (
    <>
      <PageHeader
        title={
          <Flex wrap gap={12} align="center">
            {t('vehicles.history.title')}
            <PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} />
          </Flex>
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
          <Card
            title={t('vehicles.chart.title')}
            extra={
              readings.data && readings.data.length > 0 ? (
                <Typography.Text type="secondary">
                  {t('vehicles.chart.count', { count: readings.data.length })}
                </Typography.Text>
              ) : undefined
            }
          >
            {readings.isPending ? (
              <Skeleton active paragraph={{ rows: 5 }} />
            ) : readings.isError ? (
              <LoadError
                message={t('vehicles.chart.error')}
                onRetry={() => void readings.refetch()}
              />
            ) : (
              <OdometerChart readings={readings.data} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card
            title={t('vehicles.history.timeline')}
            extra={
              total > 0 ? (
                <Typography.Text type="secondary">
                  {t('vehicles.history.shown', { shown: entries.length, total })}
                </Typography.Text>
              ) : undefined
            }
          >
            {history.isError && entries.length === 0 ? (
              <LoadError
                message={t('vehicles.history.error')}
                onRetry={() => void history.refetch()}
              />
            ) : (
              <HistoryTimeline
                loading={history.isPending}
                items={entries.map((entry) => historyItemOf(entry, format))}
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
