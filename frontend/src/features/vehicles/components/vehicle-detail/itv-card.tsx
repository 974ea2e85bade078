import { CalendarOutlined } from '@ant-design/icons';
import type { VehicleDetail } from '@px/contracts';
import { Card, Flex, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import { itvStatus } from '../../model';
import { ItvTag } from '../itv-tag';

/** The next ITV date: how many days are left (or overdue), or that none is known. */
export function ItvCard({ vehicle }: { vehicle: VehicleDetail }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const { token } = theme.useToken();
  const itv = vehicle.next_itv_date ? itvStatus(vehicle.next_itv_date) : null;
  return (
    <Card size="small" title={t('vehicles.field.next_itv_date')}>
      {vehicle.next_itv_date && itv ? (
        <Flex gap={8} align="center" wrap data-testid="vehicle-itv">
          <ItvTag date={vehicle.next_itv_date} />
          <Typography.Text type={itv.status === 'ok' ? 'secondary' : undefined}>
            {itv.status === 'overdue'
              ? t('vehicles.itv.overdueFor', { days: -itv.days })
              : t('vehicles.itv.soon', { days: itv.days })}
          </Typography.Text>
        </Flex>
      ) : (
        <Flex gap={8} align="center">
          <CalendarOutlined style={{ color: token.colorTextTertiary }} />
          <Typography.Text type="secondary">{t('vehicles.itv.none')}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
