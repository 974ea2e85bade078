import { WarningOutlined } from '@ant-design/icons';
import type { VehicleDetail } from '@px/contracts';
import { Card, Descriptions, Space, Tooltip, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useScreenFormat } from '@/shared/hooks';

/** The vehicle's data: VIN (with its check-digit warning), fuel, year, colour, engine, notes. */
export function VehicleDataCard({ vehicle }: { vehicle: VehicleDetail }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const format = useScreenFormat();
  return (
    <Card title={t('vehicles.detail.data')} className="px-vehicle-card-fill">
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        colon={false}
        layout="vertical"
        items={[
          {
            key: 'vin',
            label: t('vehicles.field.vin'),
            span: { xs: 1, sm: 2 },
            children: vehicle.vin ? (
              <Space size={8} wrap>
                <Typography.Text copyable code data-testid="vehicle-vin">
                  {vehicle.vin}
                </Typography.Text>
                {vehicle.vin_check_digit_ok === false && (
                  <Tooltip title={t('vehicles.warning.vinCheckDigit')}>
                    <Typography.Text type="warning" data-testid="vin-warning-icon">
                      <WarningOutlined /> {t('vehicles.detail.vinCheckDigitShort')}
                    </Typography.Text>
                  </Tooltip>
                )}
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('vehicles.detail.noVin')}</Typography.Text>
            ),
          },
          {
            key: 'fuel',
            label: t('vehicles.field.fuel'),
            children: vehicle.fuel ? t(`vehicles.fuel.${vehicle.fuel}`) : '—',
          },
          { key: 'year', label: t('vehicles.field.year'), children: vehicle.year ?? '—' },
          {
            key: 'colour',
            label: t('vehicles.field.colour'),
            children: vehicle.colour || '—',
          },
          {
            key: 'engine',
            label: t('vehicles.field.engine'),
            children: vehicle.engine || '—',
          },
          {
            key: 'version',
            label: t('vehicles.field.vehicle_version'),
            children: vehicle.vehicle_version || '—',
          },
          {
            key: 'registered',
            label: t('vehicles.detail.registered'),
            children: format.date(vehicle.created_at),
          },
        ]}
      />
      {vehicle.notes && (
        <>
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
            {t('vehicles.field.notes')}
          </Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {vehicle.notes}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
