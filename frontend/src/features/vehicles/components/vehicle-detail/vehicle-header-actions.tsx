import {
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  SettingOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { PERMISSIONS, type VehicleDetail } from '@px/contracts';
import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';

interface VehicleHeaderActionsProps {
  /** The vehicle's id as the address has it. */
  id: string;
  vehicle: VehicleDetail;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: () => void;
}

/** The vehicle header's buttons: edit, new order, history, settings, delete. */
export function VehicleHeaderActions({
  id,
  vehicle,
  canUpdate,
  canDelete,
  onDelete,
}: VehicleHeaderActionsProps) {
  const navigate = useNavigate();
  const { hasPermission } = usePermissions();
  return (
    <>
      {canUpdate && (
        <Button
          type="primary"
          icon={<EditOutlined />}
          onClick={() => navigate(`/vehicles/${id}/edit`)}
          data-testid="edit-vehicle"
        >
          <FormattedMessage id="vehicles.action.edit" />
        </Button>
      )}
      {hasPermission(PERMISSIONS.work_orders.orders.create) && (
        <Button
          icon={<ToolOutlined />}
          onClick={() =>
            navigate(
              `/orders?new=1&customer_id=${vehicle.customer_id ?? ''}&vehicle_id=${vehicle.id}`,
            )
          }
          disabled={!vehicle.customer_id}
          data-testid="vehicle-new-order"
        >
          <FormattedMessage id="vehicles.action.newOrder" />
        </Button>
      )}
      <Button
        icon={<HistoryOutlined />}
        onClick={() => navigate(`/vehicles/${id}/history`)}
        data-testid="open-history"
      >
        <FormattedMessage id="vehicles.action.history" />
      </Button>
      {canUpdate && (
        <Button
          icon={<SettingOutlined />}
          onClick={() => navigate(`/vehicles/${id}/settings`)}
          data-testid="open-settings"
        >
          <FormattedMessage id="vehicles.action.settings" />
        </Button>
      )}
      {canDelete && (
        <Button danger icon={<DeleteOutlined />} onClick={onDelete} data-testid="delete-vehicle">
          <FormattedMessage id="vehicles.action.delete" />
        </Button>
      )}
    </>
  );
}
