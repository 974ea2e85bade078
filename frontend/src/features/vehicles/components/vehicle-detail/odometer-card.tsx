import { DashboardOutlined } from '@ant-design/icons';
import type { VehicleDetail } from '@px/contracts';
import { Button, Card, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useScreenFormat } from '@/shared/hooks';

interface OdometerCardProps {
  vehicle: VehicleDetail;
  canUpdate: boolean;
  onRecordReading: () => void;
}

/** The last odometer reading and when it was taken, with the button to record a new one. */
export function OdometerCard({ vehicle, canUpdate, onRecordReading }: OdometerCardProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const format = useScreenFormat();
  return (
    <Card
      size="small"
      title={t('vehicles.detail.odometer')}
      extra={
        canUpdate && (
          <Button
            size="small"
            icon={<DashboardOutlined />}
            onClick={onRecordReading}
            data-testid="record-reading"
          >
            <FormattedMessage id="vehicles.action.recordReading" />
          </Button>
        )
      }
    >
      {vehicle.odometer_km === null ? (
        <Typography.Text type="secondary">{t('vehicles.detail.noReadings')}</Typography.Text>
      ) : (
        <>
          <Typography.Text
            strong
            style={{ fontSize: 26, lineHeight: 1.2 }}
            data-testid="odometer-km"
          >
            {format.km(vehicle.odometer_km)}
          </Typography.Text>
          {vehicle.odometer_read_at && (
            <Typography.Text type="secondary" className="px-vehicle-stat-caption">
              {t('vehicles.detail.readOn', { date: format.date(vehicle.odometer_read_at) })}
            </Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
