import { PlusOutlined } from '@ant-design/icons';
import type { CustomerDetail } from '@px/contracts';
import { Alert, Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CustomerCreatedState } from '../../pages/customer-form-page';

/**
 * Right after "Crear cliente" (router state, so it is not offered again from a bookmark): says so
 * and offers to add the customer's first vehicle.
 */
export function CustomerCreatedAlert({
  customer,
  canCreateVehicle,
}: {
  customer: CustomerDetail;
  canCreateVehicle: boolean;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const navigate = useNavigate();
  const location = useLocation();
  if ((location.state as CustomerCreatedState | null)?.created !== true) return null;
  return (
    <Alert
      type="success"
      showIcon
      closable={{
        // Forget the "just created" mark so a reload does not offer it again.
        onClose: () => navigate(location.pathname, { replace: true, state: null }),
      }}
      style={{ marginBottom: 16 }}
      title={t('customers.created.title', { name: customer.full_name })}
      description={canCreateVehicle ? t('customers.created.addVehicleHint') : undefined}
      action={
        canCreateVehicle && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`/vehicles/new?customer_id=${customer.id}`)}
            data-testid="created-add-vehicle"
          >
            <FormattedMessage id="customers.action.addVehicle" />
          </Button>
        )
      }
      data-testid="customer-created"
    />
  );
}
