import { UserOutlined } from '@ant-design/icons';
import type { VehicleDetail } from '@px/contracts';
import { Avatar, Card, Flex, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

/** Who owns the vehicle, with a link to change it for those who may. */
export function OwnerCard({
  id,
  vehicle,
  canUpdate,
}: {
  id: string;
  vehicle: VehicleDetail;
  canUpdate: boolean;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const { token } = theme.useToken();
  return (
    <Card
      size="small"
      title={t('vehicles.field.owner')}
      extra={
        canUpdate && <Link to={`/vehicles/${id}/settings`}>{t('vehicles.detail.changeOwner')}</Link>
      }
    >
      <Flex gap={12} align="center" data-testid="vehicle-owner">
        <Avatar
          icon={<UserOutlined />}
          style={{
            background: vehicle.customer_id ? token.colorPrimaryBg : token.colorFillSecondary,
            color: vehicle.customer_id ? token.colorPrimary : token.colorTextTertiary,
          }}
        />
        {vehicle.customer_id && vehicle.customer_name ? (
          <Link to={`/customers/${vehicle.customer_id}`}>{vehicle.customer_name}</Link>
        ) : (
          <Typography.Text type="secondary">{t('vehicles.noOwner')}</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
